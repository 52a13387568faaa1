import { FIRST_PURCHASE_DISCOUNT_RATE, FREE_SHIPPING_ABOVE, SHIPPING_COST } from './constants';

/** Discount applied to an order: first purchase (FP), a coupon (CP), or none. */
export type DiscountInput =
  | { type: 'FP' }
  | { type: 'CP'; code: string; isPercent: boolean; amount: number }
  | null;

export interface PricedLine {
  unit_price: number;
  quantity: number;
}

export interface OrderTotals<L extends PricedLine = PricedLine> {
  /** Sum of quantity × list unit price. */
  itemsPrice: number;
  /** What the discount takes off the items (0 without one). */
  discountPrice: number;
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
  /** The lines with the unit price actually charged (a discount is spread over the units). */
  chargedLines: Array<L & { charged_unit_price: number }>;
}

const toCents = (pesos: number) => Math.round(pesos * 100);
const toPesos = (cents: number) => Math.round(cents) / 100;

/** Rounds to 2 decimals (centavos), avoiding binary float drift. */
export const roundMoney = (value: number) => toPesos(toCents(value));

/**
 * Prices an order (spec §9): items subtotal; first purchase 25 % of items, or a coupon (percent of
 * the subtotal, or a fixed amount spread over the units by quantity, never below zero); shipping 69
 * when the discounted subtotal is 699 or less, free above; tax 0. Computed in centavos so the
 * charged lines always add up to the total exactly.
 */
export function priceOrder<L extends PricedLine>(lines: L[], discount: DiscountInput): OrderTotals<L> {
  const itemsCents = lines.reduce((sum, l) => sum + toCents(l.unit_price) * l.quantity, 0);
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);

  const chargedUnitCents = (unitCents: number): number => {
    if (!discount) return unitCents;
    if (discount.type === 'FP') return Math.round(unitCents * (1 - FIRST_PURCHASE_DISCOUNT_RATE));
    if (discount.isPercent) return Math.round(unitCents * (1 - Math.min(100, Math.max(0, discount.amount)) / 100));
    const perUnit = units > 0 ? toCents(discount.amount) / units : 0;
    return Math.max(0, Math.round(unitCents - perUnit));
  };

  const chargedLines = lines.map((l) => ({ ...l, charged_unit_price: toPesos(chargedUnitCents(toCents(l.unit_price))) }));
  const discountedCents = chargedLines.reduce((sum, l) => sum + toCents(l.charged_unit_price) * l.quantity, 0);
  const discountCents = itemsCents - discountedCents;
  const shippingCents = discountedCents <= toCents(FREE_SHIPPING_ABOVE) ? toCents(SHIPPING_COST) : 0;

  return {
    itemsPrice: toPesos(itemsCents),
    discountPrice: toPesos(discountCents),
    shippingPrice: toPesos(shippingCents),
    taxPrice: 0,
    totalPrice: toPesos(discountedCents + shippingCents),
    chargedLines,
  };
}

/** es-MX money: thousands separators and 2 decimals, no currency code ("1,234.50"). */
export function formatMoney(value: number): string {
  return new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}
