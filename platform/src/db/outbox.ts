import { boolean, index, integer, jsonb, primaryKey, text, timestamp, type PgSchema } from 'drizzle-orm/pg-core';
import { and, asc, count, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { DomainEventData, DomainEventType, EventEnvelope } from '@kukki/contracts';
import { newId } from '../ids';
import type { Database, Executor } from './database';

/**
 * The two tables every event-producing or event-consuming service adds to its own schema:
 * `outbox` (events written in the same transaction as the state change) and
 * `processed_events` (which event ids a consumer has already applied).
 */
export function eventTables(schema: PgSchema<string>) {
  const outbox = schema.table(
    'outbox',
    {
      id: text('id').primaryKey(),
      type: text('type').notNull(),
      data: jsonb('data').notNull(),
      occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
      publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
      attempts: integer('attempts').notNull().default(0),
      nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
      failed: boolean('failed').notNull().default(false),
    },
    (t) => [index('outbox_unpublished_idx').on(t.publishedAt, t.nextAttemptAt)],
  );
  const processedEvents = schema.table(
    'processed_events',
    {
      consumer: text('consumer').notNull(),
      eventId: text('event_id').notNull(),
      processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
  );
  return { outbox, processedEvents };
}

export type EventTables = ReturnType<typeof eventTables>;

const outboxWriteListeners = new WeakMap<EventTables, Set<() => void>>();

/** Calls `listener` whenever this process writes an event to these outbox tables (the relay's wake-up). */
export function onOutboxWrite(tables: EventTables, listener: () => void): () => void {
  let listeners = outboxWriteListeners.get(tables);
  if (!listeners) outboxWriteListeners.set(tables, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Writes an event to the outbox; call it inside the transaction that changes the state. The payload is typed by the event map. */
export async function emitEvent<K extends DomainEventType>(
  tx: Executor,
  tables: EventTables,
  type: K,
  data: DomainEventData<K>,
): Promise<EventEnvelope<DomainEventData<K>>> {
  const envelope: EventEnvelope<DomainEventData<K>> = { id: newId(), type, occurredAt: new Date().toISOString(), data };
  await tx.insert(tables.outbox).values({ id: envelope.id, type, data: data, occurredAt: new Date(envelope.occurredAt) });
  // Not committed yet: the relay comes back within its base interval (or at once on a poke after the commit).
  for (const listener of outboxWriteListeners.get(tables) ?? []) listener();
  return envelope;
}

/** How long a relay holds the rows it claimed before another relay may take them. */
const LEASE_MS = 30_000;

/**
 * Publishes a batch of unpublished events. Rows are leased by one statement (SKIP LOCKED, so
 * replicas never take the same rows) and published outside any transaction: an in-process consumer
 * may need the database while the event is delivered (embedded PGlite has a single connection).
 * With `publishBatch` (a bus that delivers runs of events) the batch goes in one call; if that
 * fails, the events are published one by one as without it.
 */
export async function publishPending(
  db: Database,
  tables: EventTables,
  publish: (envelope: EventEnvelope) => Promise<void>,
  batchSize = 50,
  publishBatch?: (envelopes: EventEnvelope[]) => Promise<void>,
): Promise<number> {
  const { outbox } = tables;
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.publishedAt), lte(outbox.nextAttemptAt, new Date())))
    .orderBy(asc(outbox.occurredAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const leased = await db
    .update(outbox)
    .set({ nextAttemptAt: new Date(Date.now() + LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning();
  // In the order they occurred; ids (time-ordered) break ties.
  const rows = leased.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const envelopes = rows.map((row): EventEnvelope => ({
    id: row.id,
    type: row.type,
    occurredAt: row.occurredAt.toISOString(),
    data: row.data,
  }));
  const done: string[] = [];
  const markPublished = async () => {
    if (done.length) await db.update(outbox).set({ publishedAt: new Date() }).where(inArray(outbox.id, done));
  };
  if (publishBatch && envelopes.length > 1) {
    try {
      await publishBatch(envelopes);
      done.push(...rows.map((r) => r.id));
      await markPublished();
      return done.length;
    } catch {
      // One by one below: each consumer skips the events it already applied.
    }
  }
  for (const [i, row] of rows.entries()) {
    try {
      await publish(envelopes[i]);
    } catch {
      // Keep per-service order: this event and the rest of the batch wait for the same retry.
      await markPublished();
      const attempts = row.attempts + 1;
      const retryAt = new Date(Date.now() + Math.min(60_000, 250 * 2 ** attempts));
      await db.update(outbox).set({ attempts, nextAttemptAt: retryAt }).where(eq(outbox.id, row.id));
      const rest = rows.slice(i + 1).map((r) => r.id);
      if (rest.length) await db.update(outbox).set({ nextAttemptAt: retryAt }).where(inArray(outbox.id, rest));
      return done.length;
    }
    done.push(row.id);
  }
  // One statement for the whole batch (a crash before it only republishes: consumers skip duplicates).
  await markPublished();
  return done.length;
}

/**
 * Runs a handler once per (consumer, event id): the marker and the handler's writes commit together,
 * so a redelivered event changes nothing twice. Returns false when it was already processed.
 */
export async function applyOnce(
  db: Database,
  tables: EventTables,
  consumer: string,
  eventId: string,
  handler: (tx: Executor) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(tables.processedEvents)
      .values({ consumer, eventId })
      .onConflictDoNothing()
      .returning({ eventId: tables.processedEvents.eventId });
    if (inserted.length === 0) return false;
    await handler(tx);
    return true;
  });
}

/**
 * `applyOnce` for a run of events in one transaction: one statement records every event id, then
 * `handler` gets, in order, the events this consumer had not processed yet (possibly none).
 */
export async function applyEachOnce(
  db: Database,
  tables: EventTables,
  consumer: string,
  events: EventEnvelope[],
  handler: (fresh: EventEnvelope[], tx: Executor) => Promise<void>,
): Promise<void> {
  if (events.length === 0) return;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(tables.processedEvents)
      .values(events.map((e) => ({ consumer, eventId: e.id })))
      .onConflictDoNothing()
      .returning({ eventId: tables.processedEvents.eventId });
    const isNew = new Set(inserted.map((r) => r.eventId));
    // An id twice in the run is applied once.
    const fresh = events.filter((e) => isNew.delete(e.id));
    if (fresh.length) await handler(fresh, tx);
  });
}

/** Events written and not yet published (the outbox-lag metric). */
export async function countUnpublished(db: Executor, tables: EventTables): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tables.outbox).where(isNull(tables.outbox.publishedAt));
  return Number(row?.n ?? 0);
}
