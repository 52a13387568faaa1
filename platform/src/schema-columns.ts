import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time: every instant the shop stores is a `timestamptz`, read as a `Date`. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `created_at`, set by the database when the row is inserted. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** `updated_at`, set at insert; writes that change the row set it themselves. */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** `created_at` and `updated_at` of a row that is changed after it is written. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
