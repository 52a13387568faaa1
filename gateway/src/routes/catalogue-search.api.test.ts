import { COMPOSITIONS } from '@kukki/platform/testing';
import { CatalogueModule } from '@kukki/catalogue';
import { startApi, type ApiHarness } from '../testing';

describe.each(COMPOSITIONS)('GET /api/productos/buscar (%s)', (kind) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi(kind, [['catalogue', (rt) => CatalogueModule.forRoot(rt)]]);
  });
  afterAll(() => api?.close());

  const names = (body: { products: { name: string }[] }) => body.products.map((p) => p.name);

  it('answers { products } in Spanish search order: «nuez» finds «Nueces garapiñadas» and «Mix garapiñado», name matches first', async () => {
    const res = await api.get(`/api/productos/buscar?q=${encodeURIComponent('Nuez')}`);
    expect(res.status).toBe(200);
    const found = names(res.body);
    expect(found.slice(0, 2).sort()).toEqual(['Galletas de nuez', 'Nueces garapiñadas']);
    expect(found).toContain('Mix garapiñado');
    expect(res.body.products[0]).toEqual(expect.objectContaining({ _id: expect.any(String), price: expect.any(Array) }));
  });

  it('«galleta» finds «Galletas»; a 1-character or missing query lists everything', async () => {
    expect(names((await api.get('/api/productos/buscar?q=galleta')).body)[0]).toMatch(/^Galletas/);
    const all = names((await api.get('/api/productos')).body);
    expect(names((await api.get('/api/productos/buscar?q=g')).body)).toEqual(all);
    expect(names((await api.get('/api/productos/buscar')).body)).toEqual(all);
  });

  it('refuses a query too long or given twice with a Spanish 400', async () => {
    const long = await api.get(`/api/productos/buscar?q=${'a'.repeat(101)}`);
    expect(long).toMatchObject({ status: 400, body: { message: 'La búsqueda admite hasta 100 caracteres' } });
    const twice = await api.get('/api/productos/buscar?q=nuez&q=pay');
    expect(twice).toMatchObject({ status: 400, body: { message: 'La búsqueda debe ser un solo texto' } });
  });
});
