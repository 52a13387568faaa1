import type { SQL } from 'drizzle-orm';
import { rowsOf } from '../db/compiled-sql';
import type { Executor } from '../db/database';

/** The rows of a raw query, typed by the caller. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}
