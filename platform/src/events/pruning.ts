import { and, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { EventTables } from '../db/outbox';
import { pruneIdempotencyKeys, type IdempotencyTable } from '../db/idempotency';
import type { Runtime } from '../runtime';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes published outbox rows and processed-event markers older than the retention. Unpublished
 * or failed outbox rows are kept whatever their age (an operator still needs them); a marker older
 * than the retention is older than any redelivery JetStream keeps for a consumer.
 */
export async function pruneEventTables(db: Database, tables: EventTables, retentionMs: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - retentionMs);
  const outbox = await db
    .delete(tables.outbox)
    .where(and(isNotNull(tables.outbox.publishedAt), lt(tables.outbox.publishedAt, cutoff)))
    .returning({ id: tables.outbox.id });
  const processed = await db
    .delete(tables.processedEvents)
    .where(lt(tables.processedEvents.processedAt, cutoff))
    .returning({ id: tables.processedEvents.eventId });
  return { outbox: outbox.length, processedEvents: processed.length };
}

/**
 * A repeating job per service (`<service>.events-prune`, one run at a time across replicas) that prunes
 * its event tables after EVENT_RETENTION_DAYS (default 7), and its idempotency keys after 24 h, every
 * EVENT_PRUNE_EVERY_MS (default 1 h).
 */
export async function startEventPruning(
  runtime: Runtime,
  service: string,
  db: Database,
  tables: EventTables,
  idempotencyKeys?: IdempotencyTable,
): Promise<void> {
  const retentionMs = runtime.env.EVENT_RETENTION_DAYS * DAY_MS;
  const stream = runtime.env.EVENT_STREAM;
  const queue = runtime.jobs.queue<Record<string, never>>(`${service}.events-prune${stream === 'KUKKI_EVENTS' ? '' : `.${stream}`}`);
  const logger = runtime.logger(service);
  queue.process(async () => {
    const pruned = await pruneEventTables(db, tables, retentionMs);
    if (idempotencyKeys) await pruneIdempotencyKeys(db, idempotencyKeys);
    if (pruned.outbox + pruned.processedEvents > 0) logger.info({ pruned }, 'old outbox rows and processed-event markers pruned');
  });
  await queue.add('prune', {}, { jobId: `${service}-events-prune`, everyMs: runtime.env.EVENT_PRUNE_EVERY_MS });
}
