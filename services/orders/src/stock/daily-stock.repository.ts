import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@kukki/platform';
import { stockDays } from '../db/schema';

export interface StockDayRow {
  productId: string;
  day: string;
  used: number;
}

/** Data access of the daily stock counters (orders schema). */
export class DailyStockRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Takes `units` of a product for `day` atomically, only while `used + units` stays within `limit`
   * (null: no limit, the units are only counted). The UPDATE locks the counter row until the
   * transaction ends, so concurrent orders for the last units serialise and only those that still fit
   * get them. False when they do not fit.
   */
  async take(productId: string, day: string, units: number, limit: number | null): Promise<boolean> {
    if (limit !== null && units > limit) return false;
    // One statement: the day's row is created or its count raised, within the limit (the row stays locked).
    const result = await this.db.execute(sql`
      insert into ${stockDays} (product_id, day, used, updated_at) values (${productId}, ${day}, ${units}, now())
      on conflict (product_id, day) do update set used = stock_days.used + excluded.used, updated_at = excluded.updated_at
      ${limit === null ? sql`` : sql`where stock_days.used + excluded.used <= ${limit}`}
      returning used`);
    return (result as { rows: unknown[] }).rows.length > 0;
  }

  async used(productId: string, day: string): Promise<number> {
    const [row] = await this.db
      .select({ used: stockDays.used })
      .from(stockDays)
      .where(and(eq(stockDays.productId, productId), eq(stockDays.day, day)));
    return row?.used ?? 0;
  }

  async release(productId: string, day: string, units: number): Promise<void> {
    await this.db
      .update(stockDays)
      .set({ used: sql`greatest(${stockDays.used} - ${units}, 0)`, updatedAt: new Date() })
      .where(and(eq(stockDays.productId, productId), eq(stockDays.day, day)));
  }

  async between(productIds: string[], min: string, max: string): Promise<StockDayRow[]> {
    if (productIds.length === 0) return [];
    return this.db
      .select({ productId: stockDays.productId, day: stockDays.day, used: stockDays.used })
      .from(stockDays)
      .where(and(inArray(stockDays.productId, productIds), between(stockDays.day, min, max)));
  }
}
