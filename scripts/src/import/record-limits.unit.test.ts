import { mapProduct, mapUser } from './mappers';
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
});
