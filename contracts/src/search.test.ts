import { foldText, searchApplies, searchItems, searchRank } from './search';

const products = [
  { name: 'Galletas de avena y chispas', description: 'Galletas de avena con chispas de chocolate y nuez.', category: 'galletas' },
  { name: 'Pay de limón', description: 'Pay cremoso de limón sobre base de galleta.', category: 'postres' },
  { name: 'Galletas de nuez', description: 'Galletas de mantequilla con nuez pecana.', category: 'galletas' },
  { name: 'Nueces garapiñadas', description: 'Nueces caramelizadas en cazo de cobre.', category: 'garapiñados' },
  { name: 'Tableta de chocolate', description: 'Chocolate mexicano de origen.', category: ['chocolates', 'Chocolates'] },
];
const find = (query: string) => searchItems(products, query, (p) => p).map((p) => p.name);

describe('shop search', () => {
  it('folds case and accents', () => {
    expect(foldText('Limón GARAPIÑADOS Ñandú')).toBe('limon garapinados nandu');
    expect(foldText('José NÚÑEZ')).toBe('jose nunez');
  });

  it('applies only with more than 1 character (spec §5): shorter queries show everything', () => {
    expect(searchApplies('a')).toBe(false);
    expect(searchApplies(' p ')).toBe(false);
    expect(searchApplies('pa')).toBe(true);
    expect(find('z')).toHaveLength(products.length);
    expect(find('')).toHaveLength(products.length);
  });

  it('finds by name without accents or case: «limon» and «Pay» find Pay de limón', () => {
    expect(find('limon')).toEqual(['Pay de limón']);
    expect(find('LIMÓN')).toEqual(['Pay de limón']);
    expect(find('Pay')).toEqual(['Pay de limón']);
  });

  it('matches word by word: «galleta de nuez» finds Galletas de nuez first', () => {
    expect(find('galleta de nuez')[0]).toBe('Galletas de nuez');
    expect(find('galleta de nuez')).toContain('Galletas de avena y chispas'); // nuez in its description
    expect(find('galletas nuez')[0]).toBe('Galletas de nuez');
  });

  it('searches the description and the category (flavor) name too, name matches first', () => {
    expect(find('cobre')).toEqual(['Nueces garapiñadas']);
    expect(find('garapinados')).toEqual(['Nueces garapiñadas']);
    expect(find('chocolates')).toEqual(['Tableta de chocolate', 'Galletas de avena y chispas']);
    expect(searchRank(products[4], 'tableta')).toBe(2);
    expect(searchRank(products[4], 'mexicano')).toBe(1);
    expect(searchRank(products[4], 'fresa')).toBe(0);
  });

  it('finds nothing when a word matches nowhere', () => {
    expect(find('pay de fresa')).toEqual([]);
    expect(find('xyz')).toEqual([]);
  });
});
