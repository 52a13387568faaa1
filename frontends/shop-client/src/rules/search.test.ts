import type { Category, Product } from '@kukki/contracts';
import { searchApplies, searchFlavors, searchProducts } from './search';

const product = (id: string, name: string, category: string, description: string): Product => ({
  _id: id,
  name,
  category,
  description,
  sku: [1],
  size: [''],
  price: [100],
  weight: [100],
  packaging: [],
  coverImage: '',
  images: [],
});
const products = [
  product('a', 'Galletas de avena y chispas', 'galletas', 'Galletas de AVENA con chispas de chocolate y nuez.'),
  product('b', 'Galletas de nuez', 'galletas', 'Galletas de mantequilla.'),
  product('c', 'Pay de limón', 'postres', 'Pay cremoso sobre base de galleta.'),
  product('d', 'Almendras garapiñadas', 'garapiñados', 'Caramelizadas en cazo de cobre.'),
];
const category = (name: string, flavor: string, ids: string[]): Category => ({
  _id: name,
  name,
  flavor,
  desc: '',
  idx: 1,
  prods: ids.map((id) => ({ id, name: products.find((p) => p._id === id)!.name, img: '' })),
});
const categories = [
  category('galletas', 'Galletas', ['a', 'b']),
  category('postres', 'Postres', ['c']),
  category('garapiñados', 'Garapiñados', ['d']),
];
const names = (list: Array<{ name: string }>) => list.map((p) => p.name);

describe('search in catálogo and sabores', () => {
  it('applies only with more than one character', () => {
    expect(searchApplies('a')).toBe(false);
    expect(searchApplies('av')).toBe(true);
    expect(searchProducts(products, 'z')).toHaveLength(4);
  });

  it('catálogo: accents and case do not matter, name, description and flavor name count, name matches first', () => {
    expect(names(searchProducts(products, 'limon'))).toEqual(['Pay de limón']);
    expect(names(searchProducts(products, 'Pay'))).toEqual(['Pay de limón']);
    expect(names(searchProducts(products, 'galleta de nuez'))).toEqual(['Galletas de nuez', 'Galletas de avena y chispas']);
    expect(names(searchProducts(products, 'garapinados', categories))).toEqual(['Almendras garapiñadas']);
    expect(names(searchProducts(products, 'postres', categories))).toEqual(['Pay de limón']);
    expect(searchProducts(products, 'fresa')).toEqual([]);
  });

  it('sabores: keeps the matching products of each category and drops empty ones', () => {
    const found = searchFlavors(categories, products, 'galleta de nuez');
    expect(found.map((c) => c.name)).toEqual(['galletas']);
    expect(names(found[0].prods)).toEqual(['Galletas de nuez', 'Galletas de avena y chispas']);
    expect(searchFlavors(categories, products, 'limon').map((c) => c.name)).toEqual(['postres']);
    expect(searchFlavors(categories, products, 'x')).toHaveLength(3);
  });
});
