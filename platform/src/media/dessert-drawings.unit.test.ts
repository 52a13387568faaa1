import { drawDessert, type DessertKind } from './dessert-drawings';

const palette = { bg: '#111111', main: '#aa0000', accent: '#00aa00', detail: '#0000aa' };
const KINDS: DessertKind[] = ['box', 'alfajor', 'cookie', 'nuts', 'chocolate', 'cake', 'pie', 'brownie', 'plan'];

describe('dessert drawings', () => {
  it('draws each kind as its own shape, in the palette', () => {
    const drawings = KINDS.map((kind) => drawDessert(kind, palette));
    expect(new Set(drawings).size).toBe(KINDS.length);
    for (const drawing of drawings) expect(drawing).toContain(palette.main);
  });

  it('turns the pattern with the variant', () => {
    expect(drawDessert('cookie', palette, 1)).not.toBe(drawDessert('cookie', palette, 0));
  });
});
