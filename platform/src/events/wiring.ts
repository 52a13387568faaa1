import type { DomainEventData, DomainEventType, EventEnvelope } from '@kukki/contracts';
import type { Logger } from 'pino';
import type { Database, Executor } from '../db/database';
import { applyEachOnce, applyOnce, onOutboxWrite, publishPending, type EventTables } from '../db/outbox';
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

/** Longest sleep of an idle relay: it doubles from the base interval while passes find nothing. */
const MAX_IDLE_MS = 2000;

/**
 * Moves a service's outbox rows to the bus; waits for the composition to be ready first. A pass
 * every `intervalMs` while there is work; an idle relay backs off up to `maxIdleMs`, and this
 * process's own outbox writes (`emitEvent`) bring it back to the base interval at once, so an event
 * never waits longer than it did with a fixed interval — and a `poke` after the commit publishes
 * it right away. Rows written by other replicas wait at most `maxIdleMs` (their own relay is awake).
 */
export function startOutboxRelay(opts: {
  db: Database;
  tables: EventTables;
  bus: EventBus;
  logger: Logger;
  intervalMs?: number;
  maxIdleMs?: number;
  service?: string;
}): OutboxRelay {
  const interval = opts.intervalMs ?? 250;
  const maxIdle = Math.max(interval, opts.maxIdleMs ?? MAX_IDLE_MS);
  let stopped = false;
  let idlePasses = 0;
  let delay = interval;
  let wroteSinceLastPass = false;
  // A poke wakes the relay a moment later, so that events written meanwhile go in the same batch;
  // a poke while a pass runs is remembered, so its event is never left for the next tick.
  let signalled = false;
  let wake: (() => void) | undefined;
  let shorten: ((ms: number) => void) | undefined;
  let gathering: NodeJS.Timeout | undefined;
  const signal = () => {
    signalled = true;
    wake?.();
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      let until = Date.now() + ms;
      const done = () => {
        clearTimeout(timer);
        wake = undefined;
        shorten = undefined;
        signalled = false;
        resolve();
      };
      if (signalled) return done();
      timer = setTimeout(done, ms);
      wake = done;
      shorten = (soon) => {
        if (Date.now() + soon >= until) return;
        clearTimeout(timer);
        until = Date.now() + soon;
        timer = setTimeout(done, soon);
      };
    });
  const stopListening = onOutboxWrite(opts.tables, () => {
    wroteSinceLastPass = true;
    delay = interval;
    shorten?.(interval);
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
      const wrote = wroteSinceLastPass;
      wroteSinceLastPass = false;
      let published = 0;
      try {
        published = await publishPending(
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
      // An event written during the pass may not have been committed when the pass looked.
      const idle = published === 0 && !wrote && !wroteSinceLastPass;
      if (!idle) delay = interval;
      await sleep(delay);
      if (idle) delay = Math.min(maxIdle, delay * 2);
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
      stopListening();
      clearTimeout(gathering);
      signal();
      await loop;
    },
  };
}

export type IdempotentHandler<K extends DomainEventType = DomainEventType> = (
  event: EventEnvelope<DomainEventData<K>>,
  tx: Executor,
) => Promise<void>;
/**
 * A handler that only some events of its type concern (an order with a coupon, say): the others
 * are acknowledged without a transaction or a processed-event row. `concerns` must depend on the
 * event alone, so a redelivery is judged the same way.
 */
export interface SelectiveHandler<K extends DomainEventType = DomainEventType> {
  concerns(event: EventEnvelope<DomainEventData<K>>): boolean;
  apply: IdempotentHandler<K>;
}
/** A consumer's handlers by event type, each typed by the event map. */
export type EventHandlers = { [K in DomainEventType]?: IdempotentHandler<K> | SelectiveHandler<K> };

/** The handler this event needs, if any. */
function handlerFor(handlers: EventHandlers, event: EventEnvelope): ((event: EventEnvelope, tx: Executor) => Promise<void>) | undefined {
  if (!Object.hasOwn(handlers, event.type)) return undefined;
  // The map pairs each type with its handler, and the envelope's type picked it: its payload is that type's.
  const handler = handlers[event.type as DomainEventType] as
    | ((event: EventEnvelope, tx: Executor) => Promise<void>)
    | { concerns: (event: EventEnvelope) => boolean; apply: (event: EventEnvelope, tx: Executor) => Promise<void> }
    | undefined;
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
    Object.keys(opts.handlers),
  );
}
