import {
  CATALOGUE_ADMIN_SUBJECTS,
  CATALOGUE_EVENTS,
  CATALOGUE_SUBJECTS,
  type CatalogueChanged,
  type ListProductsReply,
  type EventEnvelope,
} from '@kukki/contracts';
import { COMPOSITIONS, eventually, startComposition, type TestComposition } from '@kukki/platform/testing';
import { CatalogueModule, uploadsDir } from './catalogue.module';
import { seedCatalogue } from './seed/seed';
import { MediaStore, newId } from '@kukki/platform';
import { sql } from 'drizzle-orm';

describe.each(COMPOSITIONS)('catalogue service (%s)', (kind) => {
  let c: TestComposition;
  const listProducts = async () => (await c.rpc.request(CATALOGUE_SUBJECTS.listProducts, {})).products;

  beforeAll(async () => {
    c = await startComposition(kind, [['catalogue', (rt) => CatalogueModule.forRoot(rt)]]);
  });
  afterAll(() => c?.close());

  it('seeds the assortment: at least 19 products sorted by first SKU, with images and options', async () => {
    const products = await listProducts();
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
    const before = await listProducts();
    await seedCatalogue(c.runtime.database('catalogue').db, new MediaStore(uploadsDir(c.runtime)));
    const after = await listProducts();
    expect(after.map((p) => p._id)).toEqual(before.map((p) => p._id));
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
    const products = await listProducts();
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
    const products = await listProducts();
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
      const products = await listProducts();
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

  describe('reads from memory', () => {
    const admin = { principal: { userId: 'a'.repeat(24), isAdmin: true } };
    const editable = (p: ListProductsReply['products'][number]) => {
      const input = { ...p } as Partial<typeof p>;
      delete input._id;
      delete input.archived;
      return input;
    };

    it("shows an administrator's edit and archive on the very next read", async () => {
      const products = await listProducts();
      const p = products.find((x) => x.category === 'galletas')!;
      const announced: string[] = [];
      const untap = c.runtime.events.tap(async (event) => {
        if ((event as EventEnvelope<CatalogueChanged>).data?.productId === p._id) announced.push(event.id);
      });
      await c.rpc.request(
        CATALOGUE_ADMIN_SUBJECTS.updateProduct,
        { id: p._id, product: { ...editable(p), name: 'Galleta de prueba', price: [77, ...p.price.slice(1)] } },
        admin,
      );
      const edited = await c.rpc.request(CATALOGUE_SUBJECTS.getProduct, { category: p.category, id: p._id });
      expect(edited.product).toMatchObject({ name: 'Galleta de prueba', price: [77, ...p.price.slice(1)] });
      const priced = await c.rpc.request(CATALOGUE_SUBJECTS.getProductsByIds, { ids: [p._id] });
      expect(priced.products[0].price[0]).toBe(77);

      await c.rpc.request(CATALOGUE_ADMIN_SUBJECTS.archiveProduct, { id: p._id }, admin);
      const listed = await listProducts();
      expect(listed.map((x) => x._id)).not.toContain(p._id);
      await expect(c.rpc.request(CATALOGUE_SUBJECTS.getProduct, { category: p.category, id: p._id })).rejects.toMatchObject({
        status: 404,
      });
      const { categories } = await c.rpc.request(CATALOGUE_SUBJECTS.listCategories, {});
      expect(categories.flatMap((x) => x.prods.map((q) => q.id))).not.toContain(p._id);
      // Old orders still price and show it.
      const byId = await c.rpc.request(CATALOGUE_SUBJECTS.getProductsByIds, { ids: [p._id] });
      expect(byId.products).toEqual([expect.objectContaining({ _id: p._id, archived: true })]);
      // Both events delivered before the next test (they drop the read model when they arrive).
      await eventually(() => expect(announced).toHaveLength(2));
      untap();
    });

    it('takes a change written by another replica once its catalogue event arrives', async () => {
      const products = await listProducts();
      const p = products.find((x) => x.category === 'chocolates')!;
      // Another replica's write: the row changes under this one, then its event is published.
      await c.runtime
        .database('catalogue')
        .db.execute(sql`update catalogue.products set name = 'Escrito en otra réplica' where id = ${p._id}`);
      const before = await c.rpc.request(CATALOGUE_SUBJECTS.getProduct, { category: p.category, id: p._id });
      expect(before.product.name).toBe(p.name); // answered from memory until the event says otherwise
      await c.runtime.events.publish({
        id: newId(),
        type: CATALOGUE_EVENTS.productChanged,
        occurredAt: new Date().toISOString(),
        data: { productId: p._id, change: 'updated' },
      });
      await eventually(async () => {
        const { product } = await c.rpc.request(CATALOGUE_SUBJECTS.getProduct, { category: p.category, id: p._id });
        expect(product.name).toBe('Escrito en otra réplica');
      }, 3000); // well before the read model's 10 s refresh
    });
  });
});
