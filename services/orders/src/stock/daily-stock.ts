import { sql } from 'drizzle-orm';
import { CAPACITY_MESSAGES as CM, type Product } from '@kukki/contracts';
import { conflict, type Executor } from '@kukki/platform';
import { DailyStockRepository, type StockTake } from './daily-stock.repository';

/** An order's lines as the day's stock counts them (product id and units). */
export type StockLines = ReadonlyArray<{ id: string; quantity: number }>;

/** What the day's stock needs to know of each product: its name (409 message) and its limit. */
export type StockProducts = ReadonlyMap<string, Pick<Product, 'name' | 'dailyStock'>>;

/** Units of each product in an order's lines (several sizes of one product add up). */
export function unitsByProduct(lines: StockLines): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.id.toLowerCase(), (units.get(line.id.toLowerCase()) ?? 0) + line.quantity);
  return units;
}

/**
 * What an order takes of its day's stock: every product is counted (so a `dailyStock` set later in the
 * day starts from what is already sold), in id order so that two orders never wait on each other's rows
 * crosswise.
 */
export function stockTakes(lines: StockLines, products: StockProducts): StockTake[] {
  return [...unitsByProduct(lines)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([productId, units]) => ({ productId, units, limit: products.get(productId)?.dailyStock ?? null }));
}

/**
 * The 409 naming the first product of `takes` that was not `taken` and the units it has left that day
 * (the transaction then rolls every counter back with the order); null when all were taken.
 */
export async function stockShortage(
  tx: Executor,
  day: string,
  takes: ReadonlyArray<StockTake>,
  taken: ReadonlySet<string>,
  products: StockProducts,
): Promise<Error | null> {
  const short = takes.find((t) => !taken.has(t.productId));
  if (!short) return null;
  const left = Math.max(0, (short.limit ?? 0) - (await new DailyStockRepository(tx).used(short.productId, day)));
  return conflict(CM.stockShort(products.get(short.productId)?.name ?? short.productId, left, day));
}

/** Takes an order's units of every product for its day whatever the limits (a paid order whose holds had been given back). */
export async function forceTakeDailyStock(tx: Executor, day: string, lines: StockLines): Promise<void> {
  await tx.execute(new DailyStockRepository(tx).takeAll(day, stockTakes(lines, new Map()), sql`true`));
}

/**
 * The 409 of an order whose statement found too few units of a product (and undid everything): the first product
 * that does not fit what is left now; when all fit by now (units given back meanwhile), the first product with a
 * limit, with what it has left. Only a product with a limit can be short.
 */
export async function stockRefusal(db: Executor, day: string, takes: ReadonlyArray<StockTake>, products: StockProducts): Promise<Error> {
  const repo = new DailyStockRepository(db);
  const fitting = new Set<string>();
  for (const t of takes) if (t.limit === null || (await repo.used(t.productId, day)) + t.units <= t.limit) fitting.add(t.productId);
  const limited = takes.filter((t) => t.limit !== null);
  return (
    (await stockShortage(db, day, takes, fitting, products)) ??
    (await stockShortage(db, day, limited.slice(0, 1), new Set(), products)) ??
    new Error('the daily stock refused an order with no limited product')
  );
}

/** Gives an order's units back for its delivery day (a cancelled unpaid order). */
export async function releaseDailyStock(tx: Executor, day: string | null | undefined, lines: StockLines): Promise<void> {
  if (!day) return;
  const repo = new DailyStockRepository(tx);
  for (const [productId, units] of unitsByProduct(lines)) await repo.release(productId, day, units);
}
