import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@kukki/platform';
import { ordersTable } from '../db/schema';

const DAY_MS = 24 * 3600_000;

/** An unpaid order that still holds what it took (not cancelled, not given back, not yet expired at `now`). */
const holdingAt = (now: Date) =>
  and(
    eq(ordersTable.isPaid, false),
    eq(ordersTable.cancelled, false),
    isNull(ordersTable.holdsReleasedAt),
    gt(ordersTable.holdExpiresAt, now),
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
    const [row] = await this.slotHolders(who, now);
    return { byEmail: Number(row?.byEmail ?? 0), byAddress: Number(row?.byAddress ?? 0) };
  }

  /** A condition true while this e-mail holds fewer than `limits.email` slots and this address fewer than `limits.address`. */
  underSlotLimits(who: { email: string; clientKey: string | null }, now: Date, limits: { email: number; address: number }): SQL {
    const held = this.slotHolders(who, now).as('held');
    return sql`(select ${held.byEmail} < ${limits.email} and ${held.byAddress} < ${limits.address} from ${held})`;
  }

  private slotHolders(who: { email: string; clientKey: string | null }, now: Date) {
    const email = who.email.trim().toLowerCase();
    return this.db
      .select({
        byEmail: sql<number>`count(*) filter (where lower(${ordersTable.payer}->>'email') = ${email})`.as('by_email'),
        byAddress: (who.clientKey ? sql<number>`count(*) filter (where ${eq(ordersTable.clientKey, who.clientKey)})` : sql<number>`0`).as(
          'by_address',
        ),
      })
      .from(ordersTable)
      .where(
        and(
          holdingAt(now),
          gt(ordersTable.createdAt, new Date(now.getTime() - DAY_MS)),
          sql`coalesce(${ordersTable.deliveryAddress}->>'deliveryDate', '') <> ''`,
          or(sql`lower(${ordersTable.payer}->>'email') = ${email}`, ...(who.clientKey ? [eq(ordersTable.clientKey, who.clientKey)] : [])),
        ),
      );
  }
}
