import { priceOrder } from '@kukki/contracts';
import { formatMoneyMx, money } from './money';

describe('totals formatting', () => {
  it('uses es-MX thousands separators and 2 decimals', () => {
    expect(formatMoneyMx(1234.5)).toBe('1,234.50');
    expect(money(200)).toBe('$200.00');
    expect(money(1234567.891)).toBe('$1,234,567.89');
    expect(money(-3.68)).toBe('-$3.68');
    expect(money(-0.001)).toBe('$0.00');
  });
  it('first purchase takes 25% and recomputes shipping', () => {
    const totals = priceOrder([{ unit_price: 800, quantity: 1 }], { type: 'FP' });
    expect(totals.discountPrice).toBe(200);
    expect(totals.shippingPrice).toBe(69);
    expect(totals.totalPrice).toBe(669);
  });
});
