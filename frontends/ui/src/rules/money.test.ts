import { priceOrder } from '@kukki/contracts';
import { formatMoneyMx, money } from './money';
import { cartTotals } from '../state/cart';

describe('totals formatting', () => {
  it('uses es-MX thousands separators and 2 decimals', () => {
    expect(formatMoneyMx(1234.5)).toBe('1,234.50');
    expect(money(200)).toBe('$200.00');
    expect(money(1234567.891)).toBe('$1,234,567.89');
  });
  it('cart total is the sum of quantity × unit price', () => {
    const items = [
      { id: 'a', title: 'A', picture_url: '', category_id: 'x', unit_price: 400, quantity: 3, description: '' },
      { id: 'b', title: 'B', picture_url: '', category_id: 'x', unit_price: 95.5, quantity: 1, description: '' },
    ];
    expect(cartTotals(items)).toEqual({ quantity: 4, total: 1295.5 });
  });
  it('first purchase takes 25% and recomputes shipping', () => {
    const totals = priceOrder([{ unit_price: 800, quantity: 1 }], { type: 'FP' });
    expect(totals.discountPrice).toBe(200);
    expect(totals.shippingPrice).toBe(69);
    expect(totals.totalPrice).toBe(669);
  });
});
