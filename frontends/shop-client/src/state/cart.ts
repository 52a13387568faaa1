import { clampQuantity } from '@kukki/contracts';
import { createPersistedStore } from './createStore';

/** Cart item as spec §3, stored under localStorage `cartItems`. */
export interface CartItem {
  id: string;
  title: string;
  picture_url: string;
  category_id: string;
  unit_price: number;
  quantity: number;
  /** Box contents or chocolate types, joined with ', ' (empty for other products). */
  description: string;
  /** The chosen size (product.size at the price's index); lines saved before sizes were kept have none. */
  size?: string;
}

/**
 * One cart line per product + size (+ picks for boxes and chocolates): a small and a large Caja
 * Kukki are two lines; adding the same key again replaces that line (spec: "replaces it", per line).
 */
export function cartLineKey(item: Pick<CartItem, 'id' | 'unit_price' | 'description' | 'size'>): string {
  const size = item.size || `$${item.unit_price}`;
  const picks = picksOf(item).slice().sort().join(',');
  return `${item.id}|${size}|${picks}`;
}

/** The lines a key (or, for callers that know only the product, an id) refers to. */
const matches = (item: CartItem, keyOrId: string, items: CartItem[]) =>
  items.some((i) => cartLineKey(i) === keyOrId) ? cartLineKey(item) === keyOrId : item.id === keyOrId;

export const CART_KEY = 'cartItems';
export const cartStore = createPersistedStore<CartItem[]>(CART_KEY, []);

/** Adds an item; an item with the same line key (product + size + picks) replaces it in place. */
export function addToCart(item: CartItem): void {
  const next = { ...item, quantity: clampQuantity(item.quantity) };
  const key = cartLineKey(next);
  cartStore.set((items) => {
    const index = items.findIndex((i) => cartLineKey(i) === key);
    if (index === -1) return [...items, next];
    const copy = items.slice();
    copy[index] = next;
    return copy;
  });
}

/**
 * «Agregar al carrito» on a product page: the units are added to a line already in the cart (same product, size and
 * picks), up to the 20 a line allows. Answers the line's quantity now.
 */
export function addMoreToCart(item: CartItem): number {
  const existing = cartStore.get().find((i) => cartLineKey(i) === cartLineKey(item));
  const quantity = clampQuantity((existing?.quantity ?? 0) + item.quantity);
  addToCart({ ...item, quantity });
  return quantity;
}

export function setCartQuantity(keyOrId: string, quantity: number): void {
  const items = cartStore.get();
  const item = items.find((i) => matches(i, keyOrId, items));
  if (item) addToCart({ ...item, quantity });
}

export function removeFromCart(keyOrId: string): void {
  cartStore.set((items) => items.filter((i) => !matches(i, keyOrId, items)));
}

/** Replaces the whole cart (after revalidation against the catalogue). */
export function replaceCart(items: CartItem[]): void {
  cartStore.set(items);
}

export function resetCart(): void {
  cartStore.set([]);
}

export const useCart = () => cartStore.use();

export function cartTotals(items: CartItem[]): { quantity: number; total: number } {
  return items.reduce(
    (acc, i) => ({ quantity: acc.quantity + i.quantity, total: Math.round((acc.total + i.unit_price * i.quantity) * 100) / 100 }),
    { quantity: 0, total: 0 },
  );
}

/** Picks of a box or chocolate line, recovered from its description. */
export const picksOf = (item: Pick<CartItem, 'description'>): string[] =>
  item.description ? item.description.split(', ').filter(Boolean) : [];
