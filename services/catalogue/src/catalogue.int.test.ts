import {
  CATALOGUE_ADMIN_SUBJECTS,
  CATALOGUE_EVENTS,
  CATALOGUE_SUBJECTS,
  type CatalogueChanged,
  type EventEnvelope,
} from '@kukki/contracts';
import { COMPOSITIONS, eventually, startComposition, type TestComposition } from '@kukki/platform/testing';
import { CatalogueModule, uploadsDir } from './catalogue.module';
import { seedCatalogue } from './seed/seed';
import { MediaStore } from '@kukki/platform';

describe.each(COMPOSITIONS)('catalogue service (%s)', (kind) => {
  let c: TestComposition;

  beforeAll(async () => {
    c = await startComposition(kind, [['catalogue', (rt) => CatalogueModule.forRoot(rt)]]);
  });
  afterAll(() => c?.close());

  it('seeds the assortment: at least 19 products sorted by first SKU, with images and options', async () => {
    const { products } = await c.rpc.request(CATALOGUE_SUBJECTS.listProducts, {});
    expect(products.length).toBeGreaterThanOrEqual(19);
    const skus = products.map((p) => p.sku[0]);
    expect(skus).toEqual([...skus].sort((a, b) => a - b));
    for (const p of products) {
      expect(p._id).toMatch(/^[0-9a-f]{24}$/);
      expect(p.price.length).toBe(p.size.length);
      expect(p.price.length).toBeLessThanOrEqual(3);
      expect(p.coverImage).toMatch(/^\/media\//);
    }
    expect(new Set(products.map((p) => p.category))).toEqual(
      new Set(['cajas', 'alfajores', 'galletas', 'garapiñados', 'chocolates', 'postres']),
    );
    const box = products.find((p) => p.category === 'cajas')!;
    expect(box.price).toEqual([200, 300, 400]);
  });

  it('seeding again changes nothing', async () => {
    const before = await c.rpc.request(CATALOGUE_SUBJECTS.listProducts, {});
    await seedCatalogue(c.runtime.database('catalogue').db, new MediaStore(uploadsDir(c.runtime)));
    const after = await c.rpc.request(CATALOGUE_SUBJECTS.listProducts, {});
    expect(after.products.map((p) => p._id)).toEqual(before.products.map((p) => p._id));
  });

  it('lists categories in order with their products', async () => {
    const { categories } = await c.rpc.request(CATALOGUE_SUBJECTS.listCategories, {});
    expect(categories.map((x) => x.idx)).toEqual([...categories.map((x) => x.idx)].sort((a, b) => a - b));
    const cajas = categories.find((x) => x.name === 'cajas')!;
    expect(cajas.flavor).toBe('Cajas de regalo');
    expect(cajas.prods.length).toBeGreaterThan(0);
    expect(cajas.prods[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: expect.any(String),
      img: expect.stringMatching(/^\/media\//),
    });
  });

  it('finds a product by category and id, and refuses a wrong category, an unknown or malformed id', async () => {
    const { products } = await c.rpc.request(CATALOGUE_SUBJECTS.listProducts, {});
    const p = products[3];
    const { product } = await c.rpc.request(CATALOGUE_SUBJECTS.getProduct, { category: p.category, id: p._id });
    expect(product).toEqual(p);
    await expect(c.rpc.request(CATALOGUE_SUBJECTS.getProduct, { category: 'otra', id: p._id })).rejects.toMatchObject({
      status: 404,
      message: 'No encontramos ese producto',
    });
    await expect(c.rpc.request(CATALOGUE_SUBJECTS.getProduct, { category: p.category, id: 'f'.repeat(24) })).rejects.toMatchObject({
      status: 404,
    });
    await expect(c.rpc.request(CATALOGUE_SUBJECTS.getProduct, { category: p.category, id: 'xyz' })).rejects.toMatchObject({
      status: 400,
      message: 'El identificador no es válido',
    });
  });

  it('returns products by ids for pricing', async () => {
    const { products } = await c.rpc.request(CATALOGUE_SUBJECTS.listProducts, {});
    const ids = products.slice(0, 2).map((p) => p._id);
    const reply = await c.rpc.request(CATALOGUE_SUBJECTS.getProductsByIds, { ids });
    expect(reply.products.map((p) => p._id).sort()).toEqual([...ids].sort());
  });

  it('announces every administrator write with catalogue.product.changed (readers drop their copies)', async () => {
    const seen: EventEnvelope<CatalogueChanged>[] = [];
    const untap = c.runtime.events.tap(async (event) => {
      if (event.type === CATALOGUE_EVENTS.productChanged) seen.push(event as EventEnvelope<CatalogueChanged>);
    });
    try {
      const { products } = await c.rpc.request(CATALOGUE_SUBJECTS.listProducts, {});
      const product = { ...products[0] } as Partial<(typeof products)[number]>;
      const id = product._id!;
      delete product._id;
      delete product.archived;
      const admin = { principal: { userId: 'a'.repeat(24), isAdmin: true } };
      await c.rpc.request(CATALOGUE_ADMIN_SUBJECTS.updateProduct, { id, product: { ...product, name: `${product.name}!` } }, admin);
      await c.rpc.request(CATALOGUE_ADMIN_SUBJECTS.archiveProduct, { id }, admin);
      await eventually(() =>
        expect(seen.map((e) => e.data)).toEqual([
          { productId: id, change: 'updated' },
          { productId: id, change: 'archived' },
        ]),
      );
    } finally {
      untap();
    }
  });
});
