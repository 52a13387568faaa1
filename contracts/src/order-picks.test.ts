import { picksLine, picksOf } from './order-picks';

describe('a line’s picks as the shopper reads them', () => {
  it('a box lists its contents once under «Caja con:»', () => {
    expect(picksLine('Galletas de nuez, Besos de coco', 'cajas')).toBe('Caja con: Galletas de nuez, Besos de coco');
    expect(picksLine('Caja con: Galletas de nuez', 'cajas')).toBe('Caja con: Galletas de nuez');
    expect(picksLine('Galletas de nuez')).toBe('Caja con: Galletas de nuez');
  });

  it('a chocolate names its kind, whichever way the order stored it', () => {
    expect(picksLine('Amargo', 'chocolates')).toBe('Tipo: Amargo');
    expect(picksLine('Caja con: Amargo, Sin azúcar', 'chocolates')).toBe('Tipo: Amargo, Sin azúcar');
  });

  it('a line without picks has no line at all', () => {
    expect(picksLine('', 'cajas')).toBe('');
    expect(picksLine('  Caja con:  ', 'chocolates')).toBe('');
    expect(picksOf(undefined)).toBe('');
    expect(picksOf('caja con: Blanco')).toBe('Blanco');
  });
});
