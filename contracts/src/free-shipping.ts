import { FREE_SHIPPING_ABOVE, SHIPPING_COST } from './constants';

export interface FreeShippingProgress {
  /** Whole pesos of products still to add for free shipping; 0 when shipping is already free. */
  missing: number;
  /** 0–1: how far the cart is towards free shipping (for a progress bar). */
  progress: number;
  /** What shipping costs the cart as it is (priceOrder's rule). */
  shipping: number;
}

/**
 * The cart's way to free shipping (priceOrder's rule: 69 while the discounted items subtotal is 699
 * or less, free above). `discountRate` is a discount the order will get on its items (the 25 % first
 * purchase), so «Te faltan» counts what she must add before that discount. `missing` is rounded up
 * to whole pesos: the least whole amount that crosses the line.
 */
export function freeShippingProgress(itemsSubtotal: number, discountRate = 0): FreeShippingProgress {
  const keep = 1 - discountRate;
  const free = Math.round(itemsSubtotal * keep * 100) > FREE_SHIPPING_ABOVE * 100;
  if (free) return { missing: 0, progress: 1, shipping: 0 };
  // The items subtotal whose discounted value is exactly the line (to the centavo): she must pass it.
  const line = Math.round((FREE_SHIPPING_ABOVE / keep) * 100) / 100;
  return {
    missing: Math.floor(line - itemsSubtotal) + 1,
    progress: Math.min(0.99, Math.max(0, itemsSubtotal / line)),
    shipping: SHIPPING_COST,
  };
}
