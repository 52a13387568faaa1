import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { CatalogueModule } from '@kukki/catalogue';
import { CouponsModule } from '@kukki/coupons';
import { UsersModule } from '@kukki/users';
import { DistributedRuntime, startServiceApp, type EventHandler } from '@kukki/platform';
import { adminAndCustomer, startApi, suiteProcessEnv, type ApiHarness } from '../testing';

const ADMIN = { email: 'admin-ryw@kukki.mx', password: 'Lectura-2026-kukki' };
/** How late the second catalogue replica hears of catalogue events: far longer than the test's reads. */
const EVENT_LAG_MS = 4000;

// Only the distributed composition runs replicas: two catalogue processes behind one queue group.
describe('read-your-writes on the gateway that took the write, with a lagging catalogue replica (distributed)', () => {
  let api: ApiHarness;
  let lagging: DistributedRuntime;
  let admin: Record<string, string>;
  const setEnv = suiteProcessEnv();

  beforeAll(async () => {
    setEnv({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    api = await startApi('distributed', [
      ['catalogue', (rt) => CatalogueModule.forRoot(rt)],
      ['users', (rt) => UsersModule.forRoot(rt)],
      ['coupons', (rt) => CouponsModule.forRoot(rt)],
    ]);
    // A second catalogue replica on the same database and NATS, whose events arrive late (a busy process).
    lagging = await DistributedRuntime.create('catalogue-lagging', api.composition.env);
    const tap = lagging.events.tap.bind(lagging.events);
    lagging.events.tap = (listener: EventHandler) =>
      tap((event) => {
        void sleep(EVENT_LAG_MS).then(() => listener(event));
        return Promise.resolve();
      });
    await startServiceApp(lagging, 'catalogue', CatalogueModule.forRoot(lagging));
    ({ admin } = await adminAndCustomer(api, ADMIN, 'cliente-ryw@kukki.mx'));
  });
  afterAll(async () => {
    await lagging?.close();
    await api?.close();
  });

  // First: the product edits below make every read fresh for a while.
  it('keeps reading the in-memory catalogue after an admin write that is not the catalogue (a coupon)', async () => {
    const { body } = await api.get('/api/productos');
    const product = body.products[1];
    const listedPrice = async (tag: string) =>
      (await api.get(`/api/productos?${tag}`)).body.products.find((p: { _id: string }) => p._id === product._id).price;
    for (let i = 0; i < 10; i++) expect(await listedPrice(`warm-other=${i}`)).toEqual(product.price);
    // Changed under the replicas, without an event: only a fresh read would see it.
    const db = new Client({ connectionString: api.composition.env.DATABASE_URL });
    await db.connect();
    const changed = product.price.map((p: number) => p + 7);
    const setPrice = (pesos: number[]) =>
      db.query('update catalogue.products set price_cents = $1 where id = $2', [JSON.stringify(pesos.map((p) => p * 100)), product._id]);
    try {
      await setPrice(changed);
      const coupon = await api.post(
        '/api/admin/coupons',
        {
          code: 'RYWOTRO',
          isPercent: true,
          isActive: true,
          amount: 5,
          expireDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
        },
        admin,
      );
      expect(coupon.status).toBe(201);
      for (let i = 0; i < 6; i++) expect(await listedPrice(`after-coupon=${i}`)).toEqual(product.price);
    } finally {
      await setPrice(product.price);
      await db.end();
    }
  });

  it('never answers the old price after its own 200, whichever replica reads', async () => {
    const { body } = await api.get('/api/productos');
    const product = body.products[0];
    const detailUrl = `/api/productos/${product.category}/${product._id}`;
    // Both replicas hold the catalogue in memory (a query string is never cached by the gateway).
    for (let i = 0; i < 10; i++) expect((await api.get(`/api/productos?warm=${i}`)).status).toBe(200);

    for (let round = 1; round <= 3; round++) {
      const price = product.price.map((p: number) => p + round);
      const edited = await api.patch(`/api/admin/products/${product._id}`, { ...product, price }, admin);
      expect(edited.status).toBe(200);
      const seen: unknown[] = [];
      for (let i = 0; i < 8; i++) {
        seen.push(
          (await api.get(`/api/productos?after=${round}-${i}`)).body.products.find((p: { _id: string }) => p._id === product._id).price,
        );
        seen.push((await api.get(detailUrl)).body.product.price);
        seen.push((await api.get('/api/productos')).body.products.find((p: { _id: string }) => p._id === product._id).price);
      }
      expect(seen).toEqual(seen.map(() => price));
    }
  });
});
