// Shared fixtures of the orders tests (and the gateway's); under src/testing, so never built.
import {
  CAPACITY_SUBJECTS,
  CATALOGUE_SUBJECTS,
  ORDERS_SUBJECTS,
  type CreateOrderReply,
  type Principal,
  type Product,
} from '@kukki/contracts';
import { SAMPLE_DELIVERY_ADDRESS } from '@kukki/contracts/testing';
import type { RpcClient } from '@kukki/platform';
// The order data is JSON so the bench scripts (plain Node) share it: bench/lib/shop-client.mjs.
import fixtures from './order-fixtures.json';

export async function productsByName(rpc: RpcClient): Promise<Record<string, Product>> {
  const { products } = await rpc.request(CATALOGUE_SUBJECTS.listProducts, {}, { timeoutMs: 15_000 });
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

/** A guest order (the smallest valid body) of `quantity` units of the first product sold as it is, through orders' RPC. */
export async function createGuestOrder(rpc: RpcClient, quantity = 2): Promise<CreateOrderReply['createdOrder'] & { accessToken: string }> {
  const { products } = await rpc.request(CATALOGUE_SUBJECTS.listProducts, {});
  const p = products.find((x) => !['cajas', 'chocolates'].includes(x.category))!;
  const order = {
    items: [{ id: p._id, quantity, unit_price: p.price[0] }],
    payer: { name: payer.name, email: payer.email, phone: payer.phone },
    deliveryAddress: SAMPLE_DELIVERY_ADDRESS,
  };
  const { createdOrder } = await rpc.request(ORDERS_SUBJECTS.create, { guest: true, order });
  return createdOrder as CreateOrderReply['createdOrder'] & { accessToken: string };
}

/** Runs `fn` while `date` is closed for deliveries (capacity 0), then opens the day again. */
export async function whileDeliveryDayClosed<T>(rpc: RpcClient, admin: Principal, date: string, fn: () => Promise<T>): Promise<T> {
  await rpc.request(CAPACITY_SUBJECTS.setDay, { date, capacity: 0 }, { principal: admin });
  try {
    return await fn();
  } finally {
    await rpc.request(CAPACITY_SUBJECTS.setDay, { date, capacity: null }, { principal: admin });
  }
}
