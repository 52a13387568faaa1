import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cartStore, replaceCart, type CartItem } from '@kukki/shop-client';
import { revalidateCart } from '@kukki/shop-client/src/rules/cartRevalidation';
import { fetchProducts } from '../api/catalogue';

/**
 * Checks the cart against the current catalogue when the page opens (and whenever `revalidate` is
 * called, e.g. right before an order is sent): changed prices are updated, archived products leave,
 * and each change gets a notice. A failed catalogue call leaves the cart as it is.
 */
/** The cart checked against today's catalogue: what it holds now, and whether that differs from what the shopper saw. */
export interface Revalidated {
  items: CartItem[];
  changed: boolean;
}

export function useCartRevalidation(enabled = true): { notices: string[]; revalidate: () => Promise<Revalidated> } {
  const queryClient = useQueryClient();
  const [notices, setNotices] = useState<string[]>([]);
  const started = useRef(false);

  const revalidate = useCallback(async (): Promise<Revalidated> => {
    const cart = cartStore.get();
    if (cart.length === 0) return { items: cart, changed: false };
    const products = await queryClient.fetchQuery({ queryKey: ['products'], queryFn: fetchProducts, staleTime: 0 });
    const result = revalidateCart(cartStore.get(), products);
    if (result.changed) replaceCart(result.items);
    if (result.notices.length) setNotices((prev) => [...prev, ...result.notices.filter((n) => !prev.includes(n))]);
    return { items: result.items, changed: result.changed };
  }, [queryClient]);

  useEffect(() => {
    if (!enabled || started.current) return;
    started.current = true;
    revalidate().catch(() => undefined);
  }, [enabled, revalidate]);

  return { notices, revalidate };
}

export function CartNotices({ notices }: { notices: string[] }) {
  if (notices.length === 0) return null;
  return (
    <div className="notice notice--warm" role="status" data-testid="cart-notices">
      <p>Actualizamos tu carrito con el catálogo de hoy:</p>
      <ul>
        {notices.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </div>
  );
}
