import type { EventEnvelope } from '@kukki/contracts';
import type { Logger } from 'pino';
import type { Database, Executor } from '../db/database';
import { applyOnce, publishPending, type EventTables } from '../db/outbox';
import type { EventBus } from './event-bus';
import { domainCounter, outboxLag } from '../ops/metrics';
import { countUnpublished } from '../db/outbox';

export interface OutboxRelay {
  /** Publish now instead of waiting for the next tick (after a commit that emitted events). */
  poke(): void;
  stop(): Promise<void>;
}

/** Moves a service's outbox rows to the bus; waits for the composition to be ready first. */
export function startOutboxRelay(opts: {
  db: Database;
  tables: EventTables;
  bus: EventBus;
  logger: Logger;
  intervalMs?: number;
  service?: string;
}): OutboxRelay {
  const interval = opts.intervalMs ?? 250;
  let stopped = false;
  let wake: (() => void) | undefined;
  let idlePasses = 0;
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, interval);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const loop = (async () => {
    await opts.bus.ready();
    while (!stopped) {
      try {
        const published = await publishPending(opts.db, opts.tables, async (e) => {
          await opts.bus.publish(e);
          domainCounter.inc({ type: e.type });
        });
        if (published > 0) continue;
        if (opts.service && ++idlePasses % 20 === 0) outboxLag.set({ service: opts.service }, await countUnpublished(opts.db, opts.tables));
      } catch (err) {
        if (!stopped) opts.logger.warn({ err }, 'outbox relay pass failed');
      }
      await sleep();
    }
  })();
  return {
    poke: () => wake?.(),
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}

export type IdempotentHandler = (event: EventEnvelope<any>, tx: Executor) => Promise<void>;

/**
 * Subscribes a service's durable consumer. Each handler runs at most once per event id, inside
 * the same transaction that records it; unknown event types are acknowledged and ignored.
 */
export async function consumeEvents(opts: {
  bus: EventBus;
  db: Database;
  tables: EventTables;
  consumer: string;
  handlers: Record<string, IdempotentHandler>;
}): Promise<void> {
  await opts.bus.subscribe(opts.consumer, async (event) => {
    const handler = opts.handlers[event.type];
    if (!handler) return;
    await applyOnce(opts.db, opts.tables, opts.consumer, event.id, (tx) => handler(event, tx));
  });
}
