/** Domain event envelope. `type` is `<service>.<entity>.<past-tense>`, e.g. `orders.order.created`. */
export interface EventEnvelope<T = unknown> {
  id: string;
  type: string;
  occurredAt: string;
  data: T;
}

/** JetStream subjects carry events under this prefix so they never collide with request/reply subjects. */
export const EVENT_SUBJECT_PREFIX = 'evt.';
export const EVENT_STREAM = 'KUKKI_EVENTS';
