// Shared fixtures of the orders tests (and the gateway's); under src/testing, so never built.
import { CATALOGUE_SUBJECTS, type ListProductsReply, type Product } from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';
// The order data is JSON so the bench scripts (plain Node) share it: bench/lib/shop-client.mjs.
import fixtures from './order-fixtures.json';

export async function productsByName(rpc: RpcClient): Promise<Record<string, Product>> {
  const { products } = await rpc.request<ListProductsReply>(CATALOGUE_SUBJECTS.listProducts, {}, { timeoutMs: 15_000 });
  return Object.fromEntries(products.map((p) => [p.name, p]));
}

export const { payer, deliveryAddress } = fixtures;

export function item(p: Product, sizeIndex = 0, quantity = 1, extra: Record<string, unknown> = {}) {
  return {
    id: p._id,
    title: p.name,
    picture_url: p.coverImage,
    category_id: p.category,
    quantity,
    unit_price: p.price[sizeIndex],
    description: '',
    ...extra,
  };
}

/** The spec's order body; the client totals are deliberately wrong (the server ignores them). */
export function orderBody(items: unknown[], extra: Record<string, unknown> = {}) {
  return {
    items,
    payer,
    deliveryAddress,
    ...fixtures.clientTotals,
    ...extra,
  };
}
