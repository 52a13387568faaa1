import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/** Every table of the shop's own schemas (PostgreSQL's catalogues and TOAST tables are vacuumed with their owners). */
const SHOP_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
  order by 1`;

/**
 * Autovacuum's work, done by hand. PGlite runs PostgreSQL in single-user mode: no statistics collector and no
 * autovacuum, so every updated or deleted row leaves its old version and index entries behind for good (the
 * outbox, the e-mails and the delivery days are rewritten on every order) and the planner never gets column
 * statistics. Each table is vacuumed and analysed in turn, one statement each with a turn of the event loop
 * between them, so a request waits for one table at most (a quarter of a second for 3,000 e-mails).
 */
export async function vacuumEmbedded(pglite: Pick<PGlite, 'query' | 'exec' | 'closed'>): Promise<{ tables: number; ms: number }> {
  const started = performance.now();
  // Samples of 3,000 rows (not 30,000): a table's analysis stays a fraction of a second however it grows, and
  // ten buckets are plenty for the shop's plans. Only ANALYZE reads the setting.
  await pglite.exec('set default_statistics_target = 10');
  const { rows } = await pglite.query<{ name: string }>(SHOP_TABLES);
  let tables = 0;
  for (const { name } of rows) {
    if (pglite.closed) break;
    await pglite.exec(`vacuum (analyze) ${name}`);
    tables++;
    await nextTurn();
  }
  return { tables, ms: Math.round(performance.now() - started) };
}
