import type { EventEnvelope } from '@kukki/contracts';
import type { EventBatchHandler, EventBus, EventHandler } from './event-bus';
import { yieldToRequests } from '../scheduling';

interface Consumer {
  handler: EventHandler;
  batch?: EventBatchHandler;
}

/**
 * The embedded twin of JetStream. Delivery is fed by the same outbox: a publish succeeds only when
 * every consumer handled the event, otherwise the outbox row stays unpublished and is retried
 * (consumers that already applied it skip it through their processed-events table). Events are
 * serialised once per publish and each consumer parses its own copy: the JSON boundary of
 * JetStream, and no consumer can change what another one sees.
 */
export class InProcessEventBus implements EventBus {
  private readonly consumers = new Map<string, Consumer>();
  private readonly listeners = new Set<EventHandler>();
  private open!: () => void;
  private readonly opened = new Promise<void>((resolve) => (this.open = resolve));

  async publish(envelope: EventEnvelope): Promise<void> {
    const text = JSON.stringify(envelope);
    const failures: unknown[] = [];
    for (const { handler } of this.consumers.values()) {
      try {
        await handler(JSON.parse(text) as EventEnvelope);
      } catch (err) {
        failures.push(err);
      }
    }
    this.notifyListeners([text]);
    if (failures.length)
      throw new AggregateError(failures, `event ${envelope.type} ${envelope.id} failed in ${failures.length} consumer(s)`);
  }

  async publishBatch(envelopes: EventEnvelope[]): Promise<void> {
    const texts = envelopes.map((e) => JSON.stringify(e));
    const failures: unknown[] = [];
    for (const { handler, batch } of this.consumers.values()) {
      await yieldToRequests();
      try {
        if (batch) await batch(texts.map((t) => JSON.parse(t) as EventEnvelope));
        else for (const t of texts) await handler(JSON.parse(t) as EventEnvelope);
      } catch (err) {
        failures.push(err);
      }
    }
    // On a failure the relay publishes the run again one by one, and the listeners hear it then.
    if (failures.length) throw new AggregateError(failures, `${envelopes.length} events failed in ${failures.length} consumer(s)`);
    this.notifyListeners(texts);
  }

  private notifyListeners(texts: string[]): void {
    for (const listener of this.listeners) for (const t of texts) listener(JSON.parse(t) as EventEnvelope).catch(() => undefined);
  }

  async subscribe(consumer: string, handler: EventHandler, batch?: EventBatchHandler): Promise<void> {
    this.consumers.set(consumer, { handler, batch });
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
