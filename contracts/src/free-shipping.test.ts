import { freeShippingProgress } from './free-shipping';
import { priceOrder } from './pricing';

const line = (unit_price: number, quantity = 1) => ({ unit_price, quantity });

describe('the way to free shipping', () => {
  it('«Te faltan $120» on a $580 cart; free above $699, as priceOrder charges', () => {
    expect(freeShippingProgress(580)).toEqual({ missing: 120, progress: 580 / 699, shipping: 69 });
    expect(freeShippingProgress(699)).toMatchObject({ missing: 1, shipping: 69 });
    expect(freeShippingProgress(700)).toEqual({ missing: 0, progress: 1, shipping: 0 });
    expect(freeShippingProgress(0)).toMatchObject({ missing: 700, progress: 0 });
    expect(freeShippingProgress(699).progress).toBeLessThan(1);
    for (const subtotal of [150, 580, 699, 700, 1200]) {
      const { missing, shipping } = freeShippingProgress(subtotal);
      expect(shipping).toBe(priceOrder([line(subtotal)], null).shippingPrice);
      if (missing > 0) expect(priceOrder([line(subtotal + missing)], null).shippingPrice).toBe(0);
    }
  });

  it('counts what to add before a first-purchase discount of 25 %', () => {
    const first = { type: 'FP' as const };
    expect(freeShippingProgress(900, 0.25)).toMatchObject({ missing: 33, shipping: 69 });
    expect(priceOrder([line(932)], first).shippingPrice).toBe(69);
    expect(priceOrder([line(933)], first).shippingPrice).toBe(0);
    expect(freeShippingProgress(933, 0.25)).toMatchObject({ missing: 0, shipping: 0 });
  });

  it('rounds a subtotal with centavos up to whole pesos that cross the line', () => {
    expect(freeShippingProgress(579.5).missing).toBe(120);
    expect(priceOrder([line(579.5 + 120)], null).shippingPrice).toBe(0);
    expect(priceOrder([line(579.5 + 119)], null).shippingPrice).toBe(69);
  });
});
