import { and, between, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '@kukki/platform';
import { stockDays } from '../db/schema';

export interface StockDayRow {
  productId: string;
  day: string;
  used: number;
}

/** Units of one product an order takes of its day, within `limit` (null: only counted). */
export interface StockTake {
  productId: string;
  units: number;
  limit: number | null;
}

/** A take as a compiled statement holds it: each value or its placeholder. */
export type StockTakeSql = { [K in keyof StockTake]: StockTake[K] | Placeholder };

/** Data access of the daily stock counters (orders schema). */
export class DailyStockRepository {
  constructor(private readonly db: Executor) {}

  /**
   * The statement taking every product's `units` of `day` at once, each within its `limit` (null: only
   * counted), while `gate` holds; it returns the ids of the products taken. Rows are taken in the order
   * given (the caller sorts by id) and stay locked until the transaction ends.
   */
  takeAll(day: string | Placeholder, takes: ReadonlyArray<StockTakeSql>, gate: SQL): SQL {
    const rows = sql.join(
      takes.map((t) => sql`(${t.productId}::text, ${t.units}::int, ${t.limit}::int)`),
      sql`, `,
    );
    return sql`
      insert into ${stockDays} (product_id, day, used, updated_at)
      select t.product_id, ${day}, t.units, now() from (values ${rows}) t(product_id, units, lim)
      where (t.lim is null or t.units <= t.lim) and ${gate}
      on conflict (product_id, day) do update set used = stock_days.used + excluded.used, updated_at = excluded.updated_at
      where stock_days.used + excluded.used <= coalesce((select t.lim from (values ${rows}) t(product_id, units, lim)
        where t.product_id = stock_days.product_id), stock_days.used + excluded.used)
      returning product_id`;
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
