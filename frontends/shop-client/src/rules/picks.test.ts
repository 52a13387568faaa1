import { PICK_MESSAGES, validatePicks } from './picks';

const picks = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);

describe('box and chocolate picks', () => {
  it('needs at least one product in a box', () => {
    expect(validatePicks('cajas', 200, [])).toBe('Selecciona un producto para agregar a tu caja por favor');
  });
  it('small box (200) allows at most 4', () => {
    expect(validatePicks('cajas', 200, picks(4))).toBeNull();
    expect(validatePicks('cajas', 200, picks(5))).toBe('Para la caja chica por favor selecciona máximo 4 productos');
  });
  it('medium box (300) allows at most 6', () => {
    expect(validatePicks('cajas', 300, picks(6))).toBeNull();
    expect(validatePicks('cajas', 300, picks(7))).toBe('Para la caja mediana por favor selecciona máximo 6 productos');
  });
  it('large box (400) allows at most 4', () => {
    expect(validatePicks('cajas', 400, picks(4))).toBeNull();
    expect(validatePicks('cajas', 400, picks(5))).toBe('Para la caja grande por favor selecciona máximo 4 productos');
  });
  it('chocolates need at least one type', () => {
    expect(validatePicks('chocolates', 220, [])).toBe('Selecciona al menos un tipo de chocolate por favor');
    expect(validatePicks('chocolates', 220, ['Leche'])).toBeNull();
  });
  it('other categories need no pick but a price', () => {
    expect(validatePicks('galletas', 180, [])).toBeNull();
    expect(validatePicks('galletas', undefined, [])).toBe(PICK_MESSAGES.price);
  });
});
