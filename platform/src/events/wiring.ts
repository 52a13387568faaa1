import type { EventEnvelope } from '@kukki/contracts';
import type { Logger } from 'pino';
import type { Database, Executor } from '../db/database';
import { applyEachOnce, applyOnce, publishPending, type EventTables } from '../db/outbox';
import type { EventBus } from './event-bus';
import { domainCounter, outboxLag } from '../ops/metrics';
import { countUnpublished } from '../db/outbox';

export interface OutboxRelay {
  /** Publish now instead of waiting for the next tick (after a commit that emitted events). */
  poke(): void;
  stop(): Promise<void>;
}

/** Events per relay pass. */
const RELAY_BATCH = 50;
/** How long a poke waits for more events to publish them together (e-mails and other consumers only; no request waits). */
const POKE_GATHER_MS = 15;

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
  let idlePasses = 0;
  // A poke wakes the relay a moment later, so that events written meanwhile go in the same batch;
  // a poke while a pass runs is remembered, so its event is never left for the next tick.
  let signalled = false;
  let wake: (() => void) | undefined;
  let gathering: NodeJS.Timeout | undefined;
  const signal = () => {
    signalled = true;
    wake?.();
  };
  const sleep = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = undefined;
        signalled = false;
        resolve();
      };
      const timer = setTimeout(done, interval);
      if (signalled) done();
      else wake = done;
    });
  const { bus } = opts;
  const publishBatch = bus.publishBatch
    ? async (envelopes: EventEnvelope[]) => {
        await bus.publishBatch!(envelopes);
        for (const e of envelopes) domainCounter.inc({ type: e.type });
      }
    : undefined;
  const loop = (async () => {
    await opts.bus.ready();
    while (!stopped) {
      try {
        const published = await publishPending(
          opts.db,
          opts.tables,
          async (e) => {
            await opts.bus.publish(e);
            domainCounter.inc({ type: e.type });
          },
          RELAY_BATCH,
          publishBatch,
        );
        if (published >= RELAY_BATCH) continue; // a full batch: more may be waiting
        if (published === 0 && opts.service && ++idlePasses % 20 === 0)
          outboxLag.set({ service: opts.service }, await countUnpublished(opts.db, opts.tables));
      } catch (err) {
        if (!stopped) opts.logger.warn({ err }, 'outbox relay pass failed');
      }
      await sleep();
    }
  })();
  return {
    poke: () => {
      gathering ??= setTimeout(() => {
        gathering = undefined;
        signal();
      }, POKE_GATHER_MS);
    },
    async stop() {
      stopped = true;
      clearTimeout(gathering);
      signal();
      await loop;
    },
  };
}

export type IdempotentHandler = (event: EventEnvelope<any>, tx: Executor) => Promise<void>;
/**
 * A handler that only some events of its type concern (an order with a coupon, say): the others
 * are acknowledged without a transaction or a processed-event row. `concerns` must depend on the
 * event alone, so a redelivery is judged the same way.
 */
export interface SelectiveHandler {
  concerns(event: EventEnvelope<any>): boolean;
  apply: IdempotentHandler;
}
export type EventHandlers = Record<string, IdempotentHandler | SelectiveHandler>;

/** The handler this event needs, if any. */
function handlerFor(handlers: EventHandlers, event: EventEnvelope): IdempotentHandler | undefined {
  const handler = handlers[event.type];
  if (!handler || typeof handler === 'function') return handler;
  return handler.concerns(event) ? handler.apply : undefined;
}

/**
 * Subscribes a service's durable consumer. Each handler runs at most once per event id, inside
 * the same transaction that records it; unknown event types, and events a selective handler is
 * not concerned with, are acknowledged and ignored.
 */
export async function consumeEvents(opts: {
  bus: EventBus;
  db: Database;
  tables: EventTables;
  consumer: string;
  handlers: EventHandlers;
}): Promise<void> {
  await opts.bus.subscribe(
    opts.consumer,
    async (event) => {
      const handler = handlerFor(opts.handlers, event);
      if (!handler) return;
      await applyOnce(opts.db, opts.tables, opts.consumer, event.id, (tx) => handler(event, tx));
    },
    // A run of events: one transaction for those this consumer handles, none when it handles none.
    async (events) => {
      const handled = events.filter((e) => handlerFor(opts.handlers, e));
      await applyEachOnce(opts.db, opts.tables, opts.consumer, handled, async (fresh, tx) => {
        for (const event of fresh) await handlerFor(opts.handlers, event)!(event, tx);
      });
    },
  );
}
