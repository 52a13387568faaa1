import type { EventEnvelope } from '@kukki/contracts';

export type EventHandler = (event: EventEnvelope) => Promise<void>;
/** A consumer that applies a run of events at once (in order, e.g. in one transaction). */
export type EventBatchHandler = (events: EventEnvelope[]) => Promise<void>;

/**
 * Durable domain events. `publish` is called by the outbox relay only; services write events with
 * `emitEvent` inside their transaction. `subscribe` binds a named durable consumer: events published
 * while it was away are delivered when it returns.
 */
export interface EventBus {
  publish(envelope: EventEnvelope): Promise<void>;
  /**
   * Optional: publishes a run of events, in order, in one go. The embedded bus delivers it to every
   * consumer at once (a consumer with a batch handler gets it in one call); JetStream stores it with
   * the publishes pipelined. Throws when a consumer or a publish failed; the relay then publishes
   * the run one by one, and consumers skip what they already applied.
   */
  publishBatch?(envelopes: EventEnvelope[]): Promise<void>;
  /**
   * `batch`, when given, is used by buses that deliver runs of events (`publishBatch`). `types`, when given, are
   * the only event types the consumer handles: a bus may leave the others undelivered (JetStream filters them on
   * the server); the handlers still ignore any other type that arrives.
   */
  subscribe(consumer: string, handler: EventHandler, batch?: EventBatchHandler, types?: readonly string[]): Promise<void>;
  /**
   * Live, non-durable listening (e.g. the admin dashboard's feed): every replica sees every event
   * from now on; nothing is replayed and a failing listener never blocks delivery.
   */
  tap(listener: EventHandler): () => void;
  /** Resolves once every consumer of this composition has subscribed; relays wait for it. */
  ready(): Promise<void>;
  close(): Promise<void>;
}
