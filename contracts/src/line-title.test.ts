import { lineProductName, lineTitle } from './line-title';

describe('an order line’s title', () => {
  it('names the size once, in parentheses unless the size has its own', () => {
    expect(lineTitle('Alfajores de chocolate', '6 piezas')).toBe('Alfajores de chocolate (6 piezas)');
    expect(lineTitle('Pastel de zanahoria', 'Mediano (8 personas)')).toBe('Pastel de zanahoria — Mediano (8 personas)');
    expect(lineTitle('Alfajores (6 piezas)', '6 piezas')).toBe('Alfajores (6 piezas)');
    expect(lineTitle('Pay de limón', '')).toBe('Pay de limón');
    expect(lineTitle('Pay de limón', null)).toBe('Pay de limón');
  });

  it('gives back the product of a title in either form, so the size is named once on the sheets and reports', () => {
    expect(lineProductName('Pastel de zanahoria — Grande (14 personas)', 'Grande (14 personas)')).toBe('Pastel de zanahoria');
    expect(lineProductName('Caja de galletas (Chica)', 'Chica')).toBe('Caja de galletas');
    expect(lineProductName('Pay de limón', '')).toBe('Pay de limón');
    const name = lineProductName('Pastel de zanahoria — Grande (14 personas)', 'Grande (14 personas)');
    expect(lineTitle(name, 'Grande (14 personas)')).toBe('Pastel de zanahoria — Grande (14 personas)');
  });
});
