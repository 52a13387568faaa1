import { SAMPLE_PRODUCT_INPUT } from '@kukki/contracts/testing';
import { CatalogueModule } from '@kukki/catalogue';
import { UsersModule } from '@kukki/users';
import { adminAndCustomer, startApi, suiteProcessEnv, type ApiHarness } from '../testing';

const ADMIN = { email: 'admin-productos@kukki.mx', password: 'Productos-2026' };

const newProduct = SAMPLE_PRODUCT_INPUT;

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function multipart(filename: string, type: string, content: Buffer) {
  const boundary = '----kukki' + Date.now();
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('product administration over HTTP', () => {
  let api: ApiHarness;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  const setEnv = suiteProcessEnv();
  /** POST /api/admin/products/images as the administrator. */
  const uploadImage = (file: ReturnType<typeof multipart>) =>
    api.post('/api/admin/products/images', file.body, { ...admin, 'content-type': file.contentType });

  beforeAll(async () => {
    // The users service reads the administrator from the process environment, as in production.
    setEnv({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    api = await startApi('embedded', [
      ['catalogue', (rt) => CatalogueModule.forRoot(rt)],
      ['users', (rt) => UsersModule.forRoot(rt)],
    ]);
    ({ admin, customer } = await adminAndCustomer(api, ADMIN, 'cliente-productos@kukki.mx'));
  });
  afterAll(() => api?.close());

  it('creates a product that appears at once in the catalogue, edits it, and archives it', async () => {
    const created = await api.post('/api/admin/products', newProduct, admin);
    expect(created.status).toBe(201);
    const id = created.body.product._id;
    expect(created.body.product).toMatchObject({ name: 'Galletas de jengibre', price: [155, 290], category: 'galletas' });

    const listed = await api.get('/api/productos');
    expect(listed.body.products.map((p: { _id: string }) => p._id)).toContain(id);

    const edited = await api.patch(`/api/admin/products/${id}`, { ...newProduct, price: [160, 299] }, admin);
    expect(edited.status).toBe(200);
    const detail = await api.get(`/api/productos/galletas/${id}`);
    expect(detail.body.product.price).toEqual([160, 299]);

    const archived = await api.request({ method: 'DELETE', url: `/api/admin/products/${id}`, headers: admin });
    expect(archived.status).toBe(200);
    expect((await api.get(`/api/productos/galletas/${id}`)).status).toBe(404);
    const after = await api.get('/api/productos');
    expect(after.body.products.map((p: { _id: string }) => p._id)).not.toContain(id);
    expect((await api.get(`/api/admin/products/${id}`, admin)).body.product.archived).toBe(true);

    // Archived by mistake: listed under «Archivados» and back in the shop as it was.
    const archivedList = await api.get('/api/admin/products/archived', admin);
    expect(archivedList.status).toBe(200);
    expect(archivedList.body.products[0]).toMatchObject({ _id: id, archived: true, price: [160, 299] });
    const restored = await api.post(`/api/admin/products/${id}/restore`, {}, admin);
    expect(restored.status).toBe(200);
    expect(restored.body.product).toMatchObject({ _id: id, price: [160, 299] });
    expect(restored.body.product.archived).toBeFalsy();
    expect((await api.get(`/api/productos/galletas/${id}`)).status).toBe(200);
    expect((await api.get('/api/admin/products/archived', admin)).body.products.map((p: { _id: string }) => p._id)).not.toContain(id);
  });

  it('only an admin lists or restores archived products; an unknown product is a 404', async () => {
    expect((await api.get('/api/admin/products/archived')).status).toBe(401);
    expect((await api.get('/api/admin/products/archived', customer)).status).toBe(403);
    expect((await api.post(`/api/admin/products/${'a'.repeat(24)}/restore`, {}, customer)).status).toBe(403);
    expect((await api.post(`/api/admin/products/${'a'.repeat(24)}/restore`, {}, admin)).status).toBe(404);
    expect((await api.post('/api/admin/products/nope/restore', {}, admin)).status).toBe(400);
  });

  it('PATCH changes only the fields it names (a price alone, a description alone), checked with the rest', async () => {
    const id = (await api.post('/api/admin/products', newProduct, admin)).body.product._id;
    const priced = await api.patch(`/api/admin/products/${id}`, { price: [170, 340] }, admin);
    expect(priced.status).toBe(200);
    expect(priced.body.product).toMatchObject({ name: newProduct.name, size: newProduct.size, price: [170, 340] });
    const described = await api.patch(`/api/admin/products/${id}`, { description: 'Galletas de jengibre y canela, crujientes.' }, admin);
    expect(described.body.product).toMatchObject({ price: [170, 340], description: 'Galletas de jengibre y canela, crujientes.' });
    expect((await api.get(`/api/productos/galletas/${id}`)).body.product.price).toEqual([170, 340]);
    // Checked whole: one price for two sizes is refused, and nothing changes.
    const refused = await api.patch(`/api/admin/products/${id}`, { price: [180] }, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/precio/);
    expect((await api.patch(`/api/admin/products/${id}`, [1, 2], admin)).status).toBe(400);
    expect((await api.get(`/api/productos/galletas/${id}`)).body.product.price).toEqual([170, 340]);
  });

  it('refuses invalid products with a Spanish message and stores nothing', async () => {
    const before = (await api.get('/api/productos')).body.products.length;
    const cases: Array<[object, RegExp]> = [
      [{ ...newProduct, name: '' }, /nombre/],
      [{ ...newProduct, price: [155] }, /precio/],
      [{ ...newProduct, category: 'inexistente' }, /categoría/],
      [{ ...newProduct, price: [0, 290] }, /mayor a 0/],
      // rounds to 0 centavos: it would sell for free
      [{ ...newProduct, price: [0.004, 290] }, /^Cada precio debe ser mayor a 0$/],
      [{ ...newProduct, sku: [1e308, 902] }, /^El SKU es demasiado grande$/],
      [{ ...newProduct, sku: [901, 901] }, /^Cada opción necesita un SKU distinto$/],
      [{ ...newProduct, weight: [1e12, 500] }, /^El peso es demasiado alto$/],
      [{ ...newProduct, coverImage: 'javascript:alert(1)' }, /imagen/],
    ];
    for (const [payload, message] of cases) {
      const res = await api.post('/api/admin/products', payload, admin);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await api.get('/api/productos')).body.products.length).toBe(before);
  });

  it('is for administrators only', async () => {
    expect((await api.post('/api/admin/products', newProduct)).status).toBe(401);
    expect((await api.post('/api/admin/products', newProduct, customer)).status).toBe(403);
  });

  it('uploads images checked by content and size, and serves them', async () => {
    const png = multipart('foto.png', 'image/png', PNG);
    const res = await uploadImage(png);
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/media\/products\/uploads\/[0-9a-f]{24}\.png$/);
    const served = await api.get(res.body.url);
    expect(served.status).toBe(200);

    const fake = multipart('foto.png', 'image/png', Buffer.from('no soy una imagen'));
    const bad = await uploadImage(fake);
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringMatching(/Formato no permitido/) } });

    const evil = multipart(
      'x.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect((await uploadImage(evil)).status).toBe(400);

    const big = multipart('big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]));
    const tooBig = await uploadImage(big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toMatch(/2 MB/);
  });

  it('refuses an image whose sides a phone cannot decode (a small file declaring 30,000 px) or whose header is cut short', async () => {
    const pngOf = (width: number, height: number) => {
      const header = Buffer.from(PNG);
      header.writeUInt32BE(width, 16);
      header.writeUInt32BE(height, 20);
      return header;
    };
    const huge = await uploadImage(multipart('enorme.png', 'image/png', pngOf(30_000, 800)));
    expect(huge).toMatchObject({
      status: 400,
      body: { message: 'La imagen es demasiado grande: usa una de máximo 6000 × 6000 píxeles' },
    });
    expect((await uploadImage(multipart('alta.png', 'image/png', pngOf(800, 6001)))).status).toBe(400);
    expect((await uploadImage(multipart('justa.png', 'image/png', pngOf(6000, 6000)))).status).toBe(201);
    const cut = await uploadImage(multipart('cortada.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00])));
    expect(cut).toMatchObject({ status: 400, body: { message: 'No pudimos leer la imagen' } });
  });
});
