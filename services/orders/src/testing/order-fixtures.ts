// Shared fixtures of the orders tests (and the gateway's); under src/testing, so never built.
import { CATALOGUE_SUBJECTS, type ListProductsReply, type Product } from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';

export async function productsByName(rpc: RpcClient): Promise<Record<string, Product>> {
  const { products } = await rpc.request<ListProductsReply>(CATALOGUE_SUBJECTS.listProducts, {}, { timeoutMs: 15_000 });
  return Object.fromEntries(products.map((p) => [p.name, p]));
}

export const payer = {
  name: 'Ana López',
  email: 'ana@example.com',
  phone: { area_code: '55', number: '12345678' },
  address: { street_name: 'Durango', street_number: '10', zip_code: '06700' },
};

export const deliveryAddress = {
  street_name: 'Durango',
  street_number: '10',
  interior_number: '3B',
  col: 'Roma Norte',
  del: 'Cuauhtémoc',
  zip_code: '06700',
  city: 'CDMX',
  deliveryDate: '',
  giftText: '¡Feliz cumpleaños!',
};

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
    itemsPrice: 1,
    shippingPrice: 0,
    totalPrice: 1,
    discount: false,
    discountPrice: 0,
    discountDescription: { type: '', code: '', isActive: false, isPercentage: false, amount: 0 },
    ...extra,
  };
}
