import { COMPOSITIONS } from '@kukki/platform/testing';
import { CatalogueModule } from '@kukki/catalogue';
import { postBrokenJson, startApi, type ApiHarness } from '../testing';

describe.each(COMPOSITIONS)('catalogue HTTP routes (%s)', (kind) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi(kind, [['catalogue', (rt) => CatalogueModule.forRoot(rt)]]);
  });
  afterAll(() => api?.close());

  it('GET /api/productos answers { products } with at least 19 products', async () => {
    const res = await api.get('/api/productos');
    expect(res.status).toBe(200);
    expect(res.body.products.length).toBeGreaterThanOrEqual(19);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('GET /api/productos/category answers { categories } with flavor, desc, idx and prods', async () => {
    const res = await api.get('/api/productos/category');
    expect(res.status).toBe(200);
    expect(res.body.categories[0]).toEqual(
      expect.objectContaining({
        _id: expect.any(String),
        flavor: expect.any(String),
        desc: expect.any(String),
        idx: expect.any(Number),
        prods: expect.any(Array),
      }),
    );
  });

  it('GET /api/productos/:category/:id answers { product }; unknown is 404 and malformed is 400, in Spanish', async () => {
    const { body } = await api.get('/api/productos');
    const p = body.products[0];
    const ok = await api.get(`/api/productos/${encodeURIComponent(p.category)}/${p._id}`);
    expect(ok.status).toBe(200);
    expect(ok.body.product._id).toBe(p._id);
    const missing = await api.get(`/api/productos/${p.category}/${'a'.repeat(24)}`);
    expect(missing).toMatchObject({ status: 404, body: { message: 'No encontramos ese producto' } });
    const malformed = await api.get(`/api/productos/${p.category}/123`);
    expect(malformed).toMatchObject({ status: 400, body: { message: 'El identificador no es válido' } });
    const garapinados = body.products.find((x: { category: string }) => x.category === 'garapiñados');
    const accented = await api.get(`/api/productos/${encodeURIComponent('garapiñados')}/${garapinados._id}`);
    expect(accented.status).toBe(200);
  });

  it('unknown API routes are 404 { message } and malformed JSON is 400, never 500', async () => {
    expect(await api.get('/api/nada')).toMatchObject({
      status: 404,
      body: { message: 'La ruta solicitada no existe' },
    });
    for (const method of ['TRACE', 'PROPFIND']) {
      expect(await api.request({ method, url: '/api/productos' })).toMatchObject({
        status: 404,
        body: { message: 'La ruta solicitada no existe' },
      });
    }
    const bad = await postBrokenJson(api, '/api/productos', '{"a":');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('El cuerpo de la solicitud no es JSON válido');
    const huge = await api.post('/api/productos', JSON.stringify({ a: 'x'.repeat(2_000_000) }), { 'content-type': 'application/json' });
    expect(huge).toMatchObject({ status: 413, body: { message: 'La solicitud es demasiado grande' } });
  });

  it('serves the OpenAPI document and health', async () => {
    expect((await api.get('/api/docs')).status).toBe(200);
    expect(await api.get('/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});

describe('a service that does not answer', () => {
  it('makes the gateway answer 503 { message } within the RPC timeout', async () => {
    const api = await startApi('embedded', [], { RPC_TIMEOUT_MS: '500' });
    try {
      const started = Date.now();
      const res = await api.get('/api/productos');
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/no está disponible/);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await api.close();
    }
  });
});
