import { lineTitle } from './line-title';

describe('an order line’s title', () => {
  it('names the size once, in parentheses unless the size has its own', () => {
    expect(lineTitle('Alfajores de chocolate', '6 piezas')).toBe('Alfajores de chocolate (6 piezas)');
    expect(lineTitle('Pastel de zanahoria', 'Mediano (8 personas)')).toBe('Pastel de zanahoria — Mediano (8 personas)');
    expect(lineTitle('Alfajores (6 piezas)', '6 piezas')).toBe('Alfajores (6 piezas)');
    expect(lineTitle('Pay de limón', '')).toBe('Pay de limón');
    expect(lineTitle('Pay de limón', null)).toBe('Pay de limón');
  });
});
