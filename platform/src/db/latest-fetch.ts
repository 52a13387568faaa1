import { getTableColumns, sql } from 'drizzle-orm';
import type { IndexColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

/**
 * Records a provider's object as fetched: inserted, or updated (with `updated_at`) unless the stored copy
 * is newer by the provider's own clock (`version`, e.g. date_last_updated), so an older fetch never
 * overwrites a newer one and notifications may arrive twice or out of order. `key` holds the row's
 * identity (inserted, never updated); `fields` the rest, the version among them.
 */
export async function upsertUnlessOlder<T extends PgTable, V extends keyof T['$inferInsert'] & string>(
  db: Executor,
  table: T,
  target: { key: IndexColumn; version: V },
  key: Partial<T['$inferInsert']>,
  fields: Partial<T['$inferInsert']> & Record<V, Date>,
): Promise<void> {
  await db
    .insert(table)
    .values({ ...key, ...fields } as PgInsertValue<T>)
    .onConflictDoUpdate({
      target: target.key,
      set: { ...fields, updatedAt: new Date() },
      setWhere: sql`${getTableColumns(table)[target.version]} <= ${fields[target.version]}`,
    });
}
