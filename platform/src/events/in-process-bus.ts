import type { EventEnvelope } from '@kukki/contracts';
import type { EventBus, EventHandler } from './event-bus';

/**
 * The embedded twin of JetStream. Delivery is fed by the same outbox: a publish succeeds only when
 * every consumer handled the event, otherwise the outbox row stays unpublished and is retried
 * (consumers that already applied it skip it through their processed-events table).
 */
export class InProcessEventBus implements EventBus {
  private readonly consumers = new Map<string, EventHandler>();
  private readonly listeners = new Set<EventHandler>();
  private open!: () => void;
  private readonly opened = new Promise<void>((resolve) => (this.open = resolve));

  async publish(envelope: EventEnvelope): Promise<void> {
    const failures: unknown[] = [];
    for (const handler of this.consumers.values()) {
      try {
        await handler(structuredClone(envelope));
      } catch (err) {
        failures.push(err);
      }
    }
    for (const listener of this.listeners) listener(structuredClone(envelope)).catch(() => undefined);
    if (failures.length)
      throw new AggregateError(failures, `event ${envelope.type} ${envelope.id} failed in ${failures.length} consumer(s)`);
  }

  async subscribe(consumer: string, handler: EventHandler): Promise<void> {
    this.consumers.set(consumer, handler);
  }

  tap(listener: EventHandler): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called by the embedded launcher after every service module has subscribed. */
  start(): void {
    this.open();
  }

  ready(): Promise<void> {
    return this.opened;
  }

  async close(): Promise<void> {
    this.consumers.clear();
  }
}
