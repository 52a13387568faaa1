import { labelledPicks, linePicks, picksLine, picksOf } from './order-picks';

describe('a line’s picks as the shopper reads them', () => {
  it('a box lists its contents once under «Caja con:»', () => {
    expect(picksLine({ description: 'Galletas de nuez, Besos de coco', category_id: 'cajas' })).toBe(
      'Caja con: Galletas de nuez, Besos de coco',
    );
    expect(picksLine({ description: 'Caja con: Galletas de nuez', category_id: 'cajas' })).toBe('Caja con: Galletas de nuez');
    expect(picksLine({ description: 'Galletas de nuez' })).toBe('Caja con: Galletas de nuez');
  });

  it('a chocolate names its kind, whichever way the order stored it', () => {
    expect(picksLine({ description: 'Amargo', category_id: 'chocolates' })).toBe('Tipo: Amargo');
    expect(picksLine({ description: 'Caja con: Amargo, Sin azúcar', category_id: 'chocolates' })).toBe('Tipo: Amargo, Sin azúcar');
  });

  it('a line without picks has no line at all', () => {
    expect(picksLine({ description: '', category_id: 'cajas' })).toBe('');
    expect(picksLine({ description: '  Caja con:  ', category_id: 'chocolates' })).toBe('');
    expect(picksOf(undefined)).toBe('');
    expect(picksOf('caja con: Blanco')).toBe('Blanco');
  });

  it('a stored line names its picks from its list, a cart line from its description', () => {
    expect(picksLine({ picks: ['Amargo', 'Blanco'], description: 'Caja con: Amargo, Blanco', category_id: 'chocolates' })).toBe(
      'Tipo: Amargo, Blanco',
    );
    expect(linePicks({ picks: [], description: 'Caja con: Besos de coco' })).toBe('Besos de coco');
    expect(labelledPicks({ description: 'Besos de coco', category_id: 'cajas' })).toEqual({ label: 'Caja con:', picks: 'Besos de coco' });
    expect(labelledPicks({ description: '' })).toBeNull();
  });
});
