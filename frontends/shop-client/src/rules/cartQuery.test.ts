import { cartArrivalPath, parseCartArrival } from './cartQuery';

describe('cart hand-off query', () => {
  it('round-trips price, quantity and picks as numbers', () => {
    const url = cartArrivalPath('cajas', 'abc', { price: 300, qty: 2, products: ['Besos de coco', 'Galletas de moca'] });
    expect(url.startsWith('/cart/cajas/abc?')).toBe(true);
    expect(parseCartArrival(url.slice(url.indexOf('?')))).toEqual({ price: 300, qty: 2, products: ['Besos de coco', 'Galletas de moca'] });
  });
  it('clamps the quantity to 1–20', () => {
    expect(parseCartArrival('?price=100&qty=50')?.qty).toBe(20);
    expect(parseCartArrival('?price=100&qty=0')?.qty).toBe(1);
    expect(parseCartArrival('?qty=3')).toBeNull();
  });
});
