import { CATALOGUE_SUBJECTS } from '@kukki/contracts';
import { COMPOSITIONS, startComposition, type TestComposition } from '@kukki/platform/testing';
import { CatalogueModule } from './catalogue.module';

describe.each(COMPOSITIONS)('catalogue search in Spanish (%s)', (kind) => {
  let c: TestComposition;
  const search = async (q: string) => (await c.rpc.request(CATALOGUE_SUBJECTS.searchProducts, { q })).products.map((p) => p.name);

  beforeAll(async () => {
    c = await startComposition(kind, [['catalogue', (rt) => CatalogueModule.forRoot(rt)]]);
  });
  afterAll(() => c?.close());

  it('«nuez» finds the plural «Nueces garapiñadas» and «Mix garapiñado» (nueces in its description), name matches first', async () => {
    const found = await search('nuez');
    expect(found).toEqual(expect.arrayContaining(['Galletas de nuez', 'Nueces garapiñadas', 'Mix garapiñado']));
    const nameMatches = found.slice(0, 2);
    expect(nameMatches.sort()).toEqual(['Galletas de nuez', 'Nueces garapiñadas']);
    expect(found.indexOf('Mix garapiñado')).toBeGreaterThan(1);
  });

  it('«galleta» finds «Galletas»; the plural, upper case and accents fold alike', async () => {
    const galleta = await search('galleta');
    expect(galleta.length).toBeGreaterThan(0);
    expect(galleta[0]).toMatch(/^Galletas/);
    expect(await search('GALLETAS')).toEqual(galleta);
    expect(await search('garapiñado')).toEqual(await search('GARAPINADOS'));
    expect(await search('garapinado')).toEqual(expect.arrayContaining(['Nueces garapiñadas', 'Mix garapiñado']));
  });

  it('searches as one types (a word may be the start of one) and needs every word', async () => {
    expect((await search('galle'))[0]).toMatch(/^Galletas/);
    expect((await search('galleta de nuez'))[0]).toBe('Galletas de nuez');
    expect(await search('nuez zzzz')).toEqual([]);
    expect(await search('xyzw')).toEqual([]);
  });

  it('finds a word of a name that Spanish counts as a stop word («té» in «Galletas de té chai»)', async () => {
    expect(await search('té')).toContain('Galletas de té chai');
    expect(await search('te')).toContain('Galletas de té chai');
    expect((await search('te chai'))[0]).toBe('Galletas de té chai');
  });

  it('finds by category and flavor name too', async () => {
    const chocolates = await search('chocolates');
    expect(chocolates.length).toBeGreaterThan(1);
  });

  it('with 1 character or less lists every product in SKU order (spec §5)', async () => {
    const { products } = await c.rpc.request(CATALOGUE_SUBJECTS.listProducts, {});
    expect(await search('n')).toEqual(products.map((p) => p.name));
    expect(await search('')).toEqual(products.map((p) => p.name));
  });
});
