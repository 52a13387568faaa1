import type { Product } from '@kukki/contracts';
import type { CartItem } from '../state/cart';
import { revalidateCart } from './cartRevalidation';

const product = (id: string, price: number[], size: string[], extra: Partial<Product> = {}): Product => ({
  _id: id,
  name: id,
  category: 'cajas',
  sku: [1],
  size,
  price,
  weight: [1],
  description: '',
  packaging: [],
  coverImage: '',
  images: [],
  ...extra,
});
const line = (id: string, unit_price: number, extra: Partial<CartItem> = {}): CartItem => ({
  id,
  title: `Producto ${id}`,
  picture_url: '',
  category_id: 'cajas',
  unit_price,
  quantity: 2,
  description: '',
  ...extra,
});

describe('cart revalidation against the catalogue', () => {
  it('keeps an unchanged cart as it is', () => {
    const cart = [line('a', 200, { size: 'Chica' })];
    expect(revalidateCart(cart, [product('a', [200, 400], ['Chica', 'Grande'])])).toEqual({ items: cart, notices: [], changed: false });
  });

  it('a changed price updates the line (by its size) with a Spanish notice', () => {
    const cart = [line('a', 200, { size: 'Chica' }), line('a', 400, { size: 'Grande' })];
    const result = revalidateCart(cart, [product('a', [220, 400], ['Chica', 'Grande'])]);
    expect(result.changed).toBe(true);
    expect(result.items.map((i) => [i.size, i.unit_price, i.quantity])).toEqual([
      ['Chica', 220, 2],
      ['Grande', 400, 2],
    ]);
    expect(result.notices).toEqual(['El precio de Producto a cambió de $200.00 a $220.00; actualizamos tu carrito.']);
  });

  it('a line without a saved size is matched by price, or by the only size there is', () => {
    const result = revalidateCart([line('b', 100)], [product('b', [120], ['Bolsa'])]);
    expect(result.items).toEqual([{ ...line('b', 120), size: 'Bolsa' }]);
    expect(result.notices).toHaveLength(1);
  });

  it('an archived or unknown product leaves the cart with a notice', () => {
    const result = revalidateCart(
      [line('a', 200), line('gone', 50), line('c', 80)],
      [product('a', [200], ['Chica']), product('c', [80], [''], { archived: true })],
    );
    expect(result.items.map((i) => i.id)).toEqual(['a']);
    expect(result.notices).toEqual([
      'Producto gone ya no está disponible y lo quitamos de tu carrito.',
      'Producto c ya no está disponible y lo quitamos de tu carrito.',
    ]);
  });

  it('a sold-out product («Agotado») leaves the cart with a notice that says so', () => {
    const result = revalidateCart(
      [line('a', 200), line('b', 80)],
      [product('a', [200], ['Chica']), product('b', [80], [''], { available: false })],
    );
    expect(result.items.map((i) => i.id)).toEqual(['a']);
    expect(result.changed).toBe(true);
    expect(result.notices).toEqual(['Lo sentimos, Producto b está agotado y lo quitamos de tu carrito.']);
  });

  it('a size the bakery removed leaves the cart, named: never swapped for the size that is left and called a price change', () => {
    const result = revalidateCart(
      [line('a', 320.5, { size: 'Grande' }), line('b', 90, { size: 'Chica' })],
      [product('a', [195], ['Chica']), product('b', [90], ['Mini'])],
    );
    // «Chica» of b was renamed «Mini» at the same price: the same thing, kept under its new name.
    expect(result.items.map((i) => [i.id, i.size, i.unit_price])).toEqual([['b', 'Mini', 90]]);
    expect(result.notices).toEqual([
      'El tamaño Grande de Producto a ya no está disponible y lo quitamos de tu carrito; elige otro tamaño en su página.',
    ]);
  });
});
