import { FIRST_PURCHASE_DISCOUNT_RATE, FREE_SHIPPING_ABOVE, SHIPPING_COST } from './constants';

/** Discount applied to an order: first purchase (FP), a coupon (CP), or none. */
export type DiscountInput = { type: 'FP' } | { type: 'CP'; code: string; isPercent: boolean; amount: number } | null;

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
  /**
   * The lines after the discount is spread over them: `line_total` is what the line is charged
   * (the line totals add up to itemsPrice − discountPrice exactly); `charged_unit_price` is
   * line_total / quantity rounded to centavos.
   */
  chargedLines: Array<L & { charged_unit_price: number; line_total: number }>;
}

/**
 * toPrecision drops binary noise first, so 1.005 pesos is 101 centavos, not 100. Only a value within a
 * hair of half a centavo can round the other way, so the string round trip is taken for those alone.
 */
export const pesosToCents = (pesos: number) => {
  const cents = pesos * 100;
  const rounded = Math.round(cents);
  return Math.abs(Math.abs(cents - rounded) - 0.5) > 1e-3 ? rounded : Math.round(Number(cents.toPrecision(12)));
};
export const centsToPesos = (cents: number) => Math.round(cents) / 100;

/** Rounds to 2 decimals (centavos), avoiding binary float drift. */
export const roundMoney = (value: number) => centsToPesos(pesosToCents(value));

/** Discount in centavos on an items subtotal in centavos. */
function discountCentsOf(itemsCents: number, discount: DiscountInput): number {
  if (!discount || itemsCents <= 0) return 0;
  if (discount.type === 'FP') return Math.round(itemsCents * FIRST_PURCHASE_DISCOUNT_RATE);
  if (discount.isPercent) {
    // Percent kept in hundredths so 12.5 % stays integer arithmetic.
    const hundredths = Math.round(Math.min(100, Math.max(0, discount.amount)) * 100);
    return Math.round((itemsCents * hundredths) / 10000);
  }
  return Math.min(itemsCents, Math.max(0, pesosToCents(discount.amount)));
}

/** Splits `total` centavos over lines in proportion to `weights`, remainders to the largest shares. */
function apportion(total: number, weights: number[], caps: number[]): number[] {
  const shares = weights.map(() => 0);
  let left = total;
  let open = weights.map((w, i) => (w > 0 && caps[i] > 0 ? i : -1)).filter((i) => i >= 0);
  // Water-filling: a line never takes more than its cap; what it cannot take goes to the others.
  while (left > 0 && open.length > 0) {
    const weightSum = open.reduce((s, i) => s + weights[i], 0);
    const exact = open.map((i) => (left * weights[i]) / weightSum);
    const capped = open.filter((i, k) => exact[k] >= caps[i] - shares[i]);
    if (capped.length > 0) {
      for (const i of capped) {
        left -= caps[i] - shares[i];
        shares[i] = caps[i];
      }
      open = open.filter((i) => !capped.includes(i));
      continue;
    }
    const floors = exact.map(Math.floor);
    open.forEach((i, k) => (shares[i] += floors[k]));
    let remainder = left - floors.reduce((s, f) => s + f, 0);
    const order = open.map((i, k) => ({ i, frac: exact[k] - floors[k] })).sort((a, b) => b.frac - a.frac);
    for (const { i } of order) {
      if (remainder <= 0) break;
      shares[i] += 1;
      remainder -= 1;
    }
    left = 0;
  }
  return shares;
}

/**
 * Prices an order (spec §9): items subtotal; first purchase 25 % of the items, or a coupon (percent
 * of the subtotal, or a fixed amount deducted, spread over the units by quantity, never below zero);
 * shipping 69 when the discounted subtotal is 699 or less, free above; tax 0; every amount rounded to
 * centavos. Computed in integer centavos so the charged lines add up to the total exactly.
 */
export function priceOrder<L extends PricedLine>(lines: L[], discount: DiscountInput): OrderTotals<L> {
  const lineCents = lines.map((l) => pesosToCents(l.unit_price) * l.quantity);
  const itemsCents = lineCents.reduce((sum, c) => sum + c, 0);
  const discountCents = discountCentsOf(itemsCents, discount);
  const fixed = discount?.type === 'CP' && !discount.isPercent;
  // A fixed amount is shared per unit (by quantity); a percentage in proportion to each line's value.
  const weights = fixed ? lines.map((l) => l.quantity) : lineCents;
  const lineDiscounts = apportion(discountCents, weights, lineCents);

  const chargedLines = lines.map((l, i) => {
    const totalCents = lineCents[i] - lineDiscounts[i];
    return { ...l, charged_unit_price: centsToPesos(l.quantity > 0 ? totalCents / l.quantity : 0), line_total: centsToPesos(totalCents) };
  });
  const discountedCents = itemsCents - discountCents;
  const shippingCents = discountedCents <= pesosToCents(FREE_SHIPPING_ABOVE) ? pesosToCents(SHIPPING_COST) : 0;

  return {
    itemsPrice: centsToPesos(itemsCents),
    discountPrice: centsToPesos(discountCents),
    shippingPrice: centsToPesos(shippingCents),
    taxPrice: 0,
    totalPrice: centsToPesos(discountedCents + shippingCents),
    chargedLines,
  };
}

/** es-MX money: thousands separators and 2 decimals, no currency code ("1,234.50"). */
const MONEY = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(value: number): string {
  return MONEY.format(value);
}
