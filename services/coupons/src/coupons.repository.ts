import { and, count, desc, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CouponDto, ReservedCouponDto } from '@kukki/contracts';
import { firstRow, rowsOf, type Executor } from '@kukki/platform';
import { couponsTable, redemptions } from './db/schema';

export type CouponRow = typeof couponsTable.$inferSelect;
export type NewCoupon = Omit<CouponDto, '_id' | 'uses'>;

export function toCouponDto(row: CouponRow, uses = 0): CouponDto {
  return { ...toReservedCouponDto(row), uses };
}

export function toReservedCouponDto(row: CouponRow): ReservedCouponDto {
  return {
    _id: row.id,
    code: row.code,
    isActive: row.isActive,
    isPercent: row.isPercent,
    amount: row.amountHundredths / 100,
    expireDate: row.expireDate,
    maxUses: row.maxUses ?? null,
    oncePerCustomer: row.oncePerCustomer,
    minOrderAmount: row.minOrderCents === null ? null : row.minOrderCents / 100,
  };
}

const toColumns = (c: Partial<NewCoupon>) => ({
  ...(c.code !== undefined ? { code: c.code } : {}),
  ...(c.isActive !== undefined ? { isActive: c.isActive } : {}),
  ...(c.isPercent !== undefined ? { isPercent: c.isPercent } : {}),
  ...(c.amount !== undefined ? { amountHundredths: Math.round(c.amount * 100) } : {}),
  ...(c.expireDate !== undefined ? { expireDate: c.expireDate } : {}),
  ...(c.maxUses !== undefined ? { maxUses: c.maxUses } : {}),
  ...(c.oncePerCustomer !== undefined ? { oncePerCustomer: c.oncePerCustomer } : {}),
  ...(c.minOrderAmount !== undefined ? { minOrderCents: c.minOrderAmount === null ? null : Math.round(c.minOrderAmount * 100) } : {}),
});

/**
 * How long a reservation counts before its order's event records it. The order is committed within
 * its request (seconds), so one still unrecorded after this belongs to an order whose process died
 * between reserving and committing: the use is free again. A late event records it again.
 */
export const RESERVATION_HOLD_MS = 15 * 60_000;

/** Not given back, and either recorded by its order or reserved recently. */
const counting = (): SQL =>
  and(
    isNull(redemptions.releasedAt),
    or(isNotNull(redemptions.recordedAt), gt(redemptions.redeemedAt, new Date(Date.now() - RESERVATION_HOLD_MS))),
  )!;

/** A use held: the redemption of an order not cancelled unpaid. */
const held = (couponId: string): SQL => and(eq(redemptions.couponId, couponId), counting())!;

export class CouponsRepository {
  constructor(private readonly db: Executor) {}

  async list(): Promise<CouponRow[]> {
    return this.db.select().from(couponsTable).orderBy(desc(couponsTable.createdAt), desc(couponsTable.id));
  }

  async findById(id: string): Promise<CouponRow | null> {
    return firstRow(this.db.select().from(couponsTable).where(eq(couponsTable.id, id)));
  }

  /** The coupon row locked until the transaction ends: reservations of one coupon run one at a time. */
  async lockByCode(code: string): Promise<CouponRow | null> {
    return firstRow(this.db.select().from(couponsTable).where(eq(couponsTable.code, code)).for('update'));
  }

  async usesOf(couponId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(redemptions).where(held(couponId));
    return Number(row?.n ?? 0);
  }

  /** Uses held per coupon id. */
  async uses(): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ couponId: redemptions.couponId, n: count() })
      .from(redemptions)
      .where(and(counting(), isNotNull(redemptions.couponId)))
      .groupBy(redemptions.couponId);
    return new Map(rows.map((r) => [r.couponId!, Number(r.n)]));
  }

  /** Whether this account or e-mail holds a use of the coupon (another order than `orderId`). */
  async customerHolds(couponId: string, who: { userId?: string | null; email?: string | null }, orderId?: string): Promise<boolean> {
    const match = [
      ...(who.userId ? [eq(redemptions.userId, who.userId)] : []),
      ...(who.email ? [sql`lower(${redemptions.email}) = ${who.email.toLowerCase()}`] : []),
    ];
    if (match.length === 0) return false;
    const [row] = await this.db
      .select({ n: count() })
      .from(redemptions)
      .where(and(held(couponId), or(...match), ...(orderId ? [sql`${redemptions.orderId} <> ${orderId}`] : [])));
    return Number(row?.n ?? 0) > 0;
  }

  /**
   * In one read: whether `orderId` holds a use of the coupon already and, `withUses`, the uses the coupon holds
   * (a count over all of them: asked only of a coupon with a limit).
   */
  async reservationState(couponId: string, orderId: string, withUses: boolean): Promise<{ heldByOrder: boolean; uses: number | null }> {
    const heldByOrder = sql<boolean>`exists (select 1 from ${redemptions} where ${redemptions.orderId} = ${orderId} and ${redemptions.releasedAt} is null)`;
    if (!withUses) {
      const [row] = rowsOf<{ held: boolean }>(await this.db.execute(sql`select ${heldByOrder} as held`));
      return { heldByOrder: Boolean(row?.held), uses: null };
    }
    const [row] = await this.db.select({ heldByOrder, uses: count() }).from(redemptions).where(held(couponId));
    return { heldByOrder: Boolean(row?.heldByOrder), uses: Number(row?.uses ?? 0) };
  }

  async reserve(r: { orderId: string; couponId: string; code: string; userId: string | null; email: string }): Promise<void> {
    await this.db
      .insert(redemptions)
      .values({ ...r, discountCents: 0 })
      .onConflictDoNothing();
  }

  /** Gives an order's use back; true when it held one. */
  async release(orderId: string): Promise<boolean> {
    const rows = await this.db
      .update(redemptions)
      .set({ releasedAt: new Date() })
      .where(and(eq(redemptions.orderId, orderId), isNull(redemptions.releasedAt)))
      .returning({ orderId: redemptions.orderId });
    return rows.length > 0;
  }

  /** Takes a given-back use again (its order was paid after all); a paid order is recorded whatever its events' order. */
  async retake(orderId: string): Promise<void> {
    await this.db
      .update(redemptions)
      .set({ releasedAt: null, recordedAt: sql`coalesce(${redemptions.recordedAt}, now())` })
      .where(eq(redemptions.orderId, orderId));
  }

  async findByCode(code: string): Promise<CouponRow | null> {
    return firstRow(this.db.select().from(couponsTable).where(eq(couponsTable.code, code)));
  }

  async insert(id: string, coupon: NewCoupon): Promise<CouponRow> {
    const [row] = await this.db
      .insert(couponsTable)
      .values({
        id,
        code: coupon.code,
        isActive: coupon.isActive,
        isPercent: coupon.isPercent,
        amountHundredths: Math.round(coupon.amount * 100),
        expireDate: coupon.expireDate,
        maxUses: coupon.maxUses ?? null,
        oncePerCustomer: coupon.oncePerCustomer ?? false,
        minOrderCents:
          coupon.minOrderAmount === null || coupon.minOrderAmount === undefined ? null : Math.round(coupon.minOrderAmount * 100),
      })
      .returning();
    return row;
  }

  async update(id: string, patch: Partial<NewCoupon>): Promise<CouponRow | null> {
    return firstRow(
      this.db
        .update(couponsTable)
        .set({ ...toColumns(patch), updatedAt: new Date() })
        .where(eq(couponsTable.id, id))
        .returning(),
    );
  }

  /**
   * Idempotent: an order is recorded once whatever the number of deliveries (a reservation gets its discount). The
   * coupon's id is looked up by code in the same statement (null when the coupon is gone).
   */
  async recordRedemption(r: {
    orderId: string;
    code: string;
    userId: string | null;
    email: string | null;
    discountCents: number;
  }): Promise<void> {
    await this.db
      .insert(redemptions)
      .values({
        ...r,
        couponId: sql`(select ${couponsTable.id} from ${couponsTable} where ${couponsTable.code} = ${r.code})`,
        recordedAt: new Date(),
      })
      .onConflictDoUpdate({ target: redemptions.orderId, set: { discountCents: r.discountCents, recordedAt: new Date() } });
  }

  async countRedemptions(code: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(redemptions).where(eq(redemptions.code, code));
    return Number(row?.n ?? 0);
  }
}
