import { clampQuantity } from '@kukki/contracts';

export interface CartArrival {
  price: number;
  qty: number;
  products: string[];
}

/** /cart/{category}/{id}?price=…&qty=…&products=a|b — the product page's hand-off to the cart. */
export function cartArrivalPath(category: string, id: string, arrival: CartArrival): string {
  const params = new URLSearchParams({ price: String(arrival.price), qty: String(arrival.qty) });
  if (arrival.products.length) params.set('products', arrival.products.join('|'));
  return `/cart/${encodeURIComponent(category)}/${encodeURIComponent(id)}?${params.toString()}`;
}

/** Reads price and quantity from the address query as numbers (spec §5). */
export function parseCartArrival(search: string): CartArrival | null {
  const params = new URLSearchParams(search);
  const price = Number(params.get('price'));
  if (!params.has('price') || !Number.isFinite(price)) return null;
  const qty = clampQuantity(Number(params.get('qty') ?? 1));
  const products = (params.get('products') ?? '')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
  return { price, qty, products };
}
