import { count, desc, eq } from 'drizzle-orm';
import type { CouponDto } from '@kukki/contracts';
import type { Executor } from '@kukki/platform';
import { couponsTable, redemptions } from './db/schema';

export type CouponRow = typeof couponsTable.$inferSelect;
export type NewCoupon = Omit<CouponDto, '_id'>;

export function toCouponDto(row: CouponRow): CouponDto {
  return {
    _id: row.id,
    code: row.code,
    isActive: row.isActive,
    isPercent: row.isPercent,
    amount: row.amountHundredths / 100,
    expireDate: row.expireDate,
  };
}

const toColumns = (c: Partial<NewCoupon>) => ({
  ...(c.code !== undefined ? { code: c.code } : {}),
  ...(c.isActive !== undefined ? { isActive: c.isActive } : {}),
  ...(c.isPercent !== undefined ? { isPercent: c.isPercent } : {}),
  ...(c.amount !== undefined ? { amountHundredths: Math.round(c.amount * 100) } : {}),
  ...(c.expireDate !== undefined ? { expireDate: c.expireDate } : {}),
});

/** Postgres unique violation, whether the driver error is wrapped by Drizzle or not. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export class CouponsRepository {
  constructor(private readonly db: Executor) {}

  async list(): Promise<CouponRow[]> {
    return this.db.select().from(couponsTable).orderBy(desc(couponsTable.createdAt), desc(couponsTable.id));
  }

  async findById(id: string): Promise<CouponRow | null> {
    const [row] = await this.db.select().from(couponsTable).where(eq(couponsTable.id, id));
    return row ?? null;
  }

  async findByCode(code: string): Promise<CouponRow | null> {
    const [row] = await this.db.select().from(couponsTable).where(eq(couponsTable.code, code));
    return row ?? null;
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
      })
      .returning();
    return row;
  }

  async update(id: string, patch: Partial<NewCoupon>): Promise<CouponRow | null> {
    const [row] = await this.db
      .update(couponsTable)
      .set({ ...toColumns(patch), updatedAt: new Date() })
      .where(eq(couponsTable.id, id))
      .returning();
    return row ?? null;
  }

  /** Idempotent: an order is recorded once whatever the number of deliveries. */
  async recordRedemption(r: {
    orderId: string;
    couponId: string | null;
    code: string;
    userId: string | null;
    discountCents: number;
  }): Promise<void> {
    await this.db.insert(redemptions).values(r).onConflictDoNothing();
  }

  async countRedemptions(code: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(redemptions).where(eq(redemptions.code, code));
    return Number(row?.n ?? 0);
  }
}
