import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';

/**
 * The rows of a raw query, typed by the caller. Both drivers answer `{ rows }`, but the handle shared by
 * PostgreSQL and PGlite types a raw result as unknown.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
