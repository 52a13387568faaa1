import { mapCoupon, mapOrder, mapProduct, mapUser } from './mappers';
import { recordProblem } from './record-limits';

// The import keeps to the API's limits, so the shop starts on whatever it accepted.
const product = (extra: Record<string, unknown>) => {
  const mapped = mapProduct(
    {
      _id: '5e8f1b000000000000000009',
      name: 'Alfajor',
      category: 'galletas',
      sku: [901],
      size: ['6 piezas'],
      price: [180],
      description: 'El alfajor de la casa.',
      coverImage: 'https://res.cloudinary.com/kukki/a.jpg',
      ...extra,
    },
    new Map(),
  );
  if ('error' in mapped) return mapped.error;
  return recordProblem('products', mapped.row);
};

describe('import record limits', () => {
  it('accepts a product within the limits, with http(s) or site-relative images', () => {
    expect(product({})).toBeNull();
    expect(product({ coverImage: '/media/products/a.svg', images: ['http://fotos.example/a.jpg'] })).toBeNull();
  });

  it.each([
    ['a price of 1e308', { price: [1e308] }],
    ['a price of 0', { price: [0] }],
    ['an sku of 1e308', { sku: [1e308] }],
    ['a 5 MB description', { description: 'x'.repeat(5 * 1024 * 1024) }],
    ['100,000 packaging entries', { packaging: Array.from({ length: 100_000 }, () => 'Caja') }],
    ['a javascript: cover image', { coverImage: 'javascript:alert(1)' }],
    ['a protocol-relative image', { images: ['//evil.example/a.jpg'] }],
    ['a backslash image a browser reads as another site', { coverImage: '/\\evil.example/x.png' }],
    ['NUL in the name', { name: 'Alfajor\u0000' }],
    ['a lone surrogate in the description', { description: 'El alfajor \ud800 de la casa' }],
  ])('refuses a product with %s', (_label, extra) => {
    expect(product(extra)).toEqual(expect.any(String));
  });

  it('refuses a user whose name carries NUL or a lone surrogate, without quoting anything else', () => {
    for (const name of ['Ana\u0000', 'Ana \ud800']) {
      const mapped = mapUser({
        _id: '5e8f1c000000000000000009',
        name,
        email: 'ana@example.com',
        password: '$2a$10$' + 'a'.repeat(53),
      });
      if ('error' in mapped) throw new Error(mapped.error);
      expect(recordProblem('users', mapped.row)).toBe('name contiene caracteres no permitidos');
    }
  });

  const user = (extra: Record<string, unknown>) => {
    const mapped = mapUser({
      _id: '5e8f1c000000000000000009',
      name: 'Ana',
      email: 'ana@example.com',
      password: '$2a$10$' + 'a'.repeat(53),
      ...extra,
    });
    if ('error' in mapped) return mapped.error;
    return recordProblem('users', mapped.row);
  };

  it('takes a user as the API does: e-mail length and the profile address (lengths, postcode, city)', () => {
    const home = { street_name: 'Av. Insurgentes', street_number: '10', col: 'Roma', del: 'Cuauhtémoc', zip_code: '06700', city: 'CDMX' };
    expect(user({ deliveryInfo: home })).toBeNull();
    expect(user({ email: `${'a'.repeat(300)}@example.com` })).toEqual(expect.any(String));
    expect(user({ deliveryInfo: { ...home, street_name: 'x'.repeat(10_000) } })).toEqual(expect.any(String));
    expect(user({ deliveryInfo: { ...home, city: 'Narnia' } })).toEqual(expect.any(String));
  });

  const order = (items: Array<Record<string, unknown>>, deliveryAddress: Record<string, unknown> = {}) => {
    const mapped = mapOrder({
      _id: '5e8f1d000000000000000009',
      status: 'entregada',
      payer: { name: 'Ana', email: 'ana@example.com' },
      deliveryAddress: { street_name: 'Av. Insurgentes', giftText: '', ...deliveryAddress },
      items,
      totalPrice: 100,
      createdAt: '2024-05-01T12:00:00Z',
    });
    if ('error' in mapped) return mapped.error;
    return recordProblem('orders', mapped.row);
  };
  const line = (quantity: number) => ({ id: 'p1', title: 'Alfajor', quantity, unit_price: 10, picture_url: '/media/a.jpg' });

  it('takes an order within the API’s units, gift note and text lengths', () => {
    expect(order([line(2)], { giftText: '¡Feliz cumpleaños!' })).toBeNull();
    expect(order([line(1e12)])).toEqual(expect.any(String));
    expect(order(Array.from({ length: 50_000 }, () => line(1)))).toEqual(expect.any(String));
    expect(order([line(1)], { giftText: 'x'.repeat(1_000_000) })).toEqual(expect.any(String));
    expect(order([line(1)], { street_name: 'x'.repeat(10_000) })).toEqual(expect.any(String));
  });

  it('refuses a coupon code longer than the API takes', () => {
    const mapped = mapCoupon({ _id: '5e8f1e000000000000000009', code: 'X'.repeat(500), amount: 10, expireDate: '2030-01-01' });
    if ('error' in mapped) throw new Error(mapped.error);
    expect(recordProblem('coupons', mapped.row)).toBe('code es demasiado largo');
  });
});
