import { drawDessert } from '@kukki/platform';
import { DESSERT_ROTATION } from '../seed/seed-data';
import { renderDessertArt } from './artwork';

describe('dessert of the month artwork', () => {
  const desserts = DESSERT_ROTATION.flat();

  it('draws each dessert as what it is, under its name: chai cookies are a cookie, not a cake', () => {
    const chai = desserts.find((d) => d.key === 'galletas-te-chai')!;
    const svg = renderDessertArt({ title: chai.name, kind: chai.kind, palette: chai.palette, variant: 1 });
    expect(chai.kind).toBe('cookie');
    expect(svg).toContain(drawDessert('cookie', chai.palette, 1));
    expect(svg).toContain('Galletas de té chai');
  });

  it('gives the rotation several shapes, not one drawing for every month', () => {
    expect(new Set(desserts.map((d) => d.kind)).size).toBeGreaterThanOrEqual(6);
  });
});
