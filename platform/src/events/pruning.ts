import { and, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { EventTables } from '../db/outbox';
import { pruneIdempotencyKeys, type IdempotencyTable } from '../db/idempotency';
import { streamQueueName } from '../jobs/queue-name';
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

/** A service's own rows kept only for the retention: deletes those older than `now - retentionMs`, gives the counts by table. */
export type PruneRetained = (db: Database, retentionMs: number, now?: Date) => Promise<Record<string, number>>;

/**
 * A repeating job per service (`<service>.events-prune`, one run at a time across replicas) that prunes
 * its event tables after EVENT_RETENTION_DAYS (default 7), and its idempotency keys after 24 h, every
 * EVENT_PRUNE_EVERY_MS (default 1 h), and with them whatever else the service keeps only that long (`retained`).
 */
export async function startEventPruning(
  runtime: Runtime,
  service: string,
  db: Database,
  tables: EventTables,
  idempotencyKeys?: IdempotencyTable,
  retained?: PruneRetained,
): Promise<void> {
  const retentionMs = runtime.env.EVENT_RETENTION_DAYS * DAY_MS;
  const queue = runtime.jobs.queue<Record<string, never>>(streamQueueName(runtime.env, `${service}.events-prune`));
  const logger = runtime.logger(service);
  queue.process(async () => {
    const pruned: Record<string, number> = { ...(await pruneEventTables(db, tables, retentionMs)), ...(await retained?.(db, retentionMs)) };
    if (idempotencyKeys) await pruneIdempotencyKeys(db, idempotencyKeys);
    if (Object.values(pruned).some((n) => n > 0)) logger.info({ pruned }, 'rows older than the retention pruned');
  });
  await queue.add('prune', {}, { jobId: `${service}-events-prune`, everyMs: runtime.env.EVENT_PRUNE_EVERY_MS });
}
