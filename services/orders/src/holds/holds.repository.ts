import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { rowsOf, type Executor } from '@kukki/platform';
import { ordersTable } from '../db/schema';

const DAY_MS = 24 * 3600_000;

/**
 * An unpaid order that still holds what it took (not cancelled, not given back, not yet expired at `now`).
 * The expiry is tested on the rows found otherwise: written through `coalesce`, it keeps PostgreSQL off the
 * expiry index, whose range holds every unpaid order of the shop (PGlite keeps no statistics to tell).
 */
const holdingAt = (now: Date | Placeholder) =>
  and(
    eq(ordersTable.isPaid, false),
    eq(ordersTable.cancelled, false),
    isNull(ordersTable.holdsReleasedAt),
    sql`coalesce(${ordersTable.holdExpiresAt}, '-infinity') > ${now instanceof Date ? now.toISOString() : now}`,
  );

/** The queries of the unpaid-order holds (orders schema). */
export class HoldsRepository {
  constructor(private readonly db: Executor) {}

  /** Unpaid orders whose hold ended at `now` and were not given back yet, oldest first. */
  async expired(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: ordersTable.id })
      .from(ordersTable)
      .where(
        and(
          eq(ordersTable.isPaid, false),
          eq(ordersTable.cancelled, false),
          isNull(ordersTable.holdsReleasedAt),
          isNotNull(ordersTable.holdExpiresAt),
          lte(ordersTable.holdExpiresAt, now),
        ),
      )
      .orderBy(asc(ordersTable.holdExpiresAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /**
   * Unpaid orders placed in the last day by this e-mail and by this client address that still hold
   * a delivery slot at `now`.
   */
  async slotHoldersOf(who: { email: string; clientKey: string | null }, now: Date): Promise<{ byEmail: number; byAddress: number }> {
    const result = await this.db.execute(slotHolders({ email: normalEmail(who.email), clientKey: who.clientKey }, now, dayBefore(now)));
    const [row] = rowsOf<{ by_email: string | number; by_address: string | number }>(result);
    return { byEmail: Number(row?.by_email ?? 0), byAddress: Number(row?.by_address ?? 0) };
  }
}

const normalEmail = (email: string) => email.trim().toLowerCase();
const dayBefore = (now: Date) => new Date(now.getTime() - DAY_MS);

/** A value of the query, or the placeholder of a compiled statement that binds it (a date then as an ISO string). */
type Bound<T> = T | Placeholder;

/** The unpaid orders placed since `since` by this e-mail (lower-cased) or this client address that still hold a slot at `now`. */
function slotHolders(who: { email: Bound<string>; clientKey: Bound<string> | null }, now: Bound<Date>, since: Bound<Date>) {
  return new QueryBuilder()
    .select({
      byEmail: sql<number>`count(*) filter (where lower(${ordersTable.payer}->>'email') = ${who.email})`.as('by_email'),
      byAddress: (who.clientKey ? sql<number>`count(*) filter (where ${eq(ordersTable.clientKey, who.clientKey)})` : sql<number>`0`).as(
        'by_address',
      ),
    })
    .from(ordersTable)
    .where(
      and(
        holdingAt(now),
        gt(ordersTable.createdAt, since),
        sql`coalesce(${ordersTable.deliveryAddress}->>'deliveryDate', '') <> ''`,
        or(sql`lower(${ordersTable.payer}->>'email') = ${who.email}`, ...(who.clientKey ? [eq(ordersTable.clientKey, who.clientKey)] : [])),
      ),
    );
}

/**
 * A condition of a compiled statement (`compiledSql`), true while the buyer holds fewer than `limitByEmail`
 * slots by e-mail and, `withAddress`, fewer than `limitByAddress` by client address; its values from
 * `slotLimitValues`.
 */
export function underSlotLimitsSql(withAddress: boolean): SQL {
  const p = sql.placeholder;
  const held = slotHolders(
    { email: p('limitEmail'), clientKey: withAddress ? p('limitClientKey') : null },
    p('limitNow'),
    p('limitSince'),
  ).as('held');
  return sql`(select ${held.byEmail} < ${p('limitByEmail')} and ${held.byAddress} < ${p('limitByAddress')} from ${held})`;
}

/** The values of `underSlotLimitsSql` for this buyer at `now`. */
export function slotLimitValues(who: { email: string; clientKey: string | null }, now: Date, limits: { email: number; address: number }) {
  return {
    limitEmail: normalEmail(who.email),
    limitClientKey: who.clientKey,
    limitNow: now.toISOString(),
    limitSince: dayBefore(now).toISOString(),
    limitByEmail: limits.email,
    limitByAddress: limits.address,
  };
}
