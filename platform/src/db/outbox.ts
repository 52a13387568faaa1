import { boolean, index, integer, jsonb, primaryKey, text, timestamp, type PgSchema } from 'drizzle-orm/pg-core';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { EventEnvelope } from '@kukki/contracts';
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

/** Writes an event to the outbox; call it inside the transaction that changes the state. */
export async function emitEvent<T>(tx: Executor, tables: EventTables, type: string, data: T): Promise<EventEnvelope<T>> {
  const envelope: EventEnvelope<T> = { id: newId(), type, occurredAt: new Date().toISOString(), data };
  await tx.insert(tables.outbox).values({ id: envelope.id, type, data: data as unknown as object, occurredAt: new Date(envelope.occurredAt) });
  return envelope;
}

/** Claims a batch of unpublished events (SKIP LOCKED so replicas never publish the same row at once). */
export async function publishPending(
  db: Database,
  tables: EventTables,
  publish: (envelope: EventEnvelope) => Promise<void>,
  batchSize = 50,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(tables.outbox)
      .where(and(isNull(tables.outbox.publishedAt), lte(tables.outbox.nextAttemptAt, new Date())))
      .orderBy(asc(tables.outbox.occurredAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    let published = 0;
    for (const row of rows) {
      const envelope: EventEnvelope = { id: row.id, type: row.type, occurredAt: row.occurredAt.toISOString(), data: row.data };
      try {
        await publish(envelope);
        await tx.update(tables.outbox).set({ publishedAt: new Date() }).where(eq(tables.outbox.id, row.id));
        published++;
      } catch {
        const attempts = row.attempts + 1;
        const delayMs = Math.min(60_000, 250 * 2 ** attempts);
        await tx
          .update(tables.outbox)
          .set({ attempts, nextAttemptAt: sql`now() + (${delayMs} * interval '1 millisecond')` })
          .where(eq(tables.outbox.id, row.id));
        break; // keep per-service publication order: retry this one before later events
      }
    }
    return published;
  });
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
