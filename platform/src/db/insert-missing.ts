import type { IndexColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { newId } from '../ids';
import type { Executor } from './database';

/**
 * A seed: inserts the rows a table is missing, each with a new id, by `target` (a seed key, a name…).
 * A row already there under that key is left as it is, so what an admin edited later is never
 * overwritten.
 */
export async function insertMissing<T extends PgTable>(
  db: Executor,
  table: T,
  target: IndexColumn | IndexColumn[],
  rows: Array<Omit<T['$inferInsert'], 'id'>>,
): Promise<void> {
  await db
    .insert(table)
    .values(rows.map((row) => ({ id: newId(), ...row }) as PgInsertValue<T>))
    .onConflictDoNothing({ target });
}
