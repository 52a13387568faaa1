import { CAPACITY_MESSAGES as CM, type Product } from '@kukki/contracts';
import { conflict, type Executor } from '@kukki/platform';
import { DailyStockRepository } from './daily-stock.repository';

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
 * Takes the day's stock of every product of an order inside the order's transaction (every product is
 * counted, so a `dailyStock` set later in the day starts from what is already sold); 409 naming the product and the units left when one does not fit (the transaction
 * then rolls every counter back with the order). Products are taken in id order, so two orders
 * never wait on each other's rows crosswise.
 */
export async function takeDailyStock(
  tx: Executor,
  day: string | null | undefined,
  lines: StockLines,
  products: StockProducts,
): Promise<void> {
  if (!day) return;
  const repo = new DailyStockRepository(tx);
  for (const [productId, units] of [...unitsByProduct(lines)].sort(([a], [b]) => a.localeCompare(b))) {
    const product = products.get(productId);
    const limit = product?.dailyStock ?? null;
    if (await repo.take(productId, day, units, limit)) continue;
    const left = Math.max(0, (limit ?? 0) - (await repo.used(productId, day)));
    throw conflict(CM.stockShort(product!.name, left, day));
  }
}

/** Gives an order's units back for its delivery day (a cancelled unpaid order). */
export async function releaseDailyStock(tx: Executor, day: string | null | undefined, lines: StockLines): Promise<void> {
  if (!day) return;
  const repo = new DailyStockRepository(tx);
  for (const [productId, units] of unitsByProduct(lines)) await repo.release(productId, day, units);
}
