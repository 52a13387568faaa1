import type { EventEnvelope } from '@kukki/contracts';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

/**
 * Durable domain events. `publish` is called by the outbox relay only; services write events with
 * `emitEvent` inside their transaction. `subscribe` binds a named durable consumer: events published
 * while it was away are delivered when it returns.
 */
export interface EventBus {
  publish(envelope: EventEnvelope): Promise<void>;
  subscribe(consumer: string, handler: EventHandler): Promise<void>;
  /**
   * Live, non-durable listening (e.g. the admin dashboard's feed): every replica sees every event
   * from now on; nothing is replayed and a failing listener never blocks delivery.
   */
  tap(listener: EventHandler): () => void;
  /** Resolves once every consumer of this composition has subscribed; relays wait for it. */
  ready(): Promise<void>;
  close(): Promise<void>;
}
