import { MAX_QUANTITY, MIN_QUANTITY } from '@kukki/contracts';
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
}

export const CART_KEY = 'cartItems';
export const cartStore = createPersistedStore<CartItem[]>(CART_KEY, []);

export const clampQuantity = (qty: number): number => {
  const n = Math.trunc(Number(qty));
  if (!Number.isFinite(n)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, n));
};

/** Adds an item; an item with an existing id replaces it in place. */
export function addToCart(item: CartItem): void {
  const next = { ...item, quantity: clampQuantity(item.quantity) };
  cartStore.set((items) => {
    const index = items.findIndex((i) => i.id === next.id);
    if (index === -1) return [...items, next];
    const copy = items.slice();
    copy[index] = next;
    return copy;
  });
}

export function setCartQuantity(id: string, quantity: number): void {
  const item = cartStore.get().find((i) => i.id === id);
  if (item) addToCart({ ...item, quantity });
}

export function removeFromCart(id: string): void {
  cartStore.set((items) => items.filter((i) => i.id !== id));
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
