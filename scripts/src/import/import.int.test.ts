import path from 'node:path';
import { sql } from 'drizzle-orm';
import { CATALOGUE_SUBJECTS, ORDERS_SUBJECTS, SUBSCRIPTIONS_SUBJECTS, USERS_SUBJECTS } from '@kukki/contracts';
import { COMPOSITIONS, startComposition, type TestComposition } from '@kukki/platform/testing';
import { CatalogueModule } from '@kukki/catalogue';
import { UsersModule } from '@kukki/users';
import { OrdersModule } from '@kukki/orders';
import { CouponsModule } from '@kukki/coupons';
import { SubscriptionsModule } from '@kukki/subscriptions';
import { importOriginalShop, type ImportReport } from './importer';

const FIXTURES = path.resolve(__dirname, '..', '..', 'fixtures', 'mongo-export');
const SECRET = 'import-test-secret-0123456789abcdefghijklmnop';
const ADMIN = { userId: '5e8f1c000000000000000003', isAdmin: true };

/** `npm run import` of the sample mongoexport into a running shop's databases, in both compositions. */
describe.each(COMPOSITIONS)('import from the original shop (%s)', (kind) => {
  let c: TestComposition;
  let first: ImportReport;
  const run = () => importOriginalShop(FIXTURES, (service) => c.runtime.database(service).db);
  const rows = async (service: 'users' | 'orders' | 'coupons' | 'catalogue' | 'subscriptions', query: ReturnType<typeof sql>) =>
    ((await c.runtime.database(service).db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

  beforeAll(async () => {
    c = await startComposition(kind, [
      ['catalogue', (rt) => CatalogueModule.forRoot(rt)],
      ['users', (rt) => UsersModule.forRoot(rt, { jwtSecret: SECRET })],
      ['orders', (rt) => OrdersModule.forRoot(rt)],
      ['coupons', (rt) => CouponsModule.forRoot(rt)],
      ['subscriptions', (rt) => SubscriptionsModule.forRoot(rt)],
    ]);
    first = await run();
  });
  afterAll(() => c?.close());

  it('brings every good record in with its _id and lists each bad one with the reason', () => {
    const counts = Object.fromEntries(Object.entries(first).map(([k, r]) => [k, [r.read, r.imported, r.unchanged, r.rejected.length]]));
    expect(counts).toEqual({
      categories: [2, 2, 0, 0],
      products: [3, 2, 0, 1],
      users: [4, 3, 0, 1],
      orders: [3, 2, 0, 1],
      coupons: [3, 2, 0, 1],
      subscriptions: [3, 2, 0, 1],
    });
    expect(first.orders.rejected).toEqual([{ id: '5e8f1d000000000000000003', reason: 'status desconocido: perdida' }]);
    expect(first.users.rejected).toEqual([{ id: '5e8f1c000000000000000004', reason: 'password no es un hash bcrypt' }]);
    expect(first.products.rejected[0].reason).toMatch(/price/);
    expect(first.coupons.rejected[0].reason).toBe('falta code');
    expect(first.subscriptions.rejected[0].reason).toMatch(/inscripción/);
  });

  it('shows the imported catalogue instead of the demo one, prices to the centavo', async () => {
    const { products } = await c.rpc.request(CATALOGUE_SUBJECTS.listProducts, {});
    expect(products.map((p) => [p._id, p.name, p.category, p.price])).toEqual([
      ['5e8f1b000000000000000001', 'Alfajor clásico', 'alfajores', [180, 340.5]],
      ['5e8f1b000000000000000002', 'Galletas de jengibre', 'galletas-de-temporada', [95.5]],
    ]);
    const plans = await c.rpc.request(SUBSCRIPTIONS_SUBJECTS.listPlans, {});
    expect(plans.subscriptions.map((p) => [p._id, p.amount])).toEqual([
      ['5e8f1f000000000000000001', 450],
      ['5e8f1f000000000000000002', 2400],
    ]);
    const coupons = await rows(
      'coupons',
      sql`select id, code, is_percent, amount_hundredths, expire_date from coupons.coupons order by id`,
    );
    expect(coupons).toEqual([
      { id: '5e8f1e000000000000000001', code: 'BIENVENIDA10', is_percent: true, amount_hundredths: 1000, expire_date: '2030-12-31' },
      { id: '5e8f1e000000000000000002', code: 'ENVIO50', is_percent: false, amount_hundredths: 5000, expire_date: '2021-01-31' },
    ]);
  });

  it('lets customers log in with their old passwords and rehashes them to argon2id at the first login', async () => {
    const hashOf = async (id: string) =>
      (await rows('users', sql`select password_hash from users.accounts where id = ${id}`))[0].password_hash;
    expect(await hashOf('5e8f1c000000000000000002')).toMatch(/^\$2y\$/);
    await expect(c.rpc.request(USERS_SUBJECTS.login, { email: 'jorge.diaz@example.com', password: 'otra-cosa-123' })).rejects.toMatchObject(
      {
        status: 401,
      },
    );
    const jorge = await c.rpc.request(USERS_SUBJECTS.login, { email: 'jorge.diaz@example.com', password: 'chocolate-amargo' });
    expect(jorge).toMatchObject({ _id: '5e8f1c000000000000000002', isAdmin: false, firstPurchase: true });
    expect(await hashOf('5e8f1c000000000000000002')).toMatch(/^\$argon2id\$/);
    const again = await c.rpc.request(USERS_SUBJECTS.login, { email: 'jorge.diaz@example.com', password: 'chocolate-amargo' });
    expect(again._id).toBe('5e8f1c000000000000000002');
    const owner = await c.rpc.request(USERS_SUBJECTS.login, { email: 'DUENA@kukki.example', password: 'AdminKukki2020' });
    expect(owner.isAdmin).toBe(true);
  });

  it('keeps orders with their totals, status, payment result and owner', async () => {
    const paid = await c.rpc.request(ORDERS_SUBJECTS.get, { id: '5e8f1d000000000000000001' }, { principal: ADMIN });
    expect(paid.order).toMatchObject({
      _id: '5e8f1d000000000000000001',
      status: 'entregada',
      itemsPrice: 360,
      discountPrice: 90,
      totalPrice: 270,
      isPaid: true,
      paymentResult: { id: '1234567890', status: 'approved', transaction_details: { net_received_amount: 257.4 } },
    });
    const mine = await c.rpc.request(
      ORDERS_SUBJECTS.get,
      { id: '5e8f1d000000000000000001' },
      { principal: { userId: '5e8f1c000000000000000001', isAdmin: false } },
    );
    expect(mine.order._id).toBe('5e8f1d000000000000000001');
    const guest = await c.rpc.request(ORDERS_SUBJECTS.get, { id: '5e8f1d000000000000000002' }, { principal: ADMIN });
    expect(guest.order).toMatchObject({ user: null, status: 'recibida', shippingPrice: 80, totalPrice: 175.5, isPaid: false });
  });

  it('gives each guest order the token of its link, and only the link opens it', async () => {
    const links = first.orders.guestOrderLinks ?? [];
    expect(links.map((l) => l.id)).toEqual(['5e8f1d000000000000000002']);
    const [link] = links;
    expect(link.email).toMatch(/@/);
    const opened = await c.rpc.request(ORDERS_SUBJECTS.get, { id: link.id, token: link.token }, { principal: null });
    expect(opened.order._id).toBe(link.id);
    await expect(
      c.rpc.request(ORDERS_SUBJECTS.get, { id: link.id, token: `${link.token.slice(0, -2)}xx` }, { principal: null }),
    ).rejects.toMatchObject({ status: expect.any(Number) });
    // Orders with an owner open through their account, not a link.
    const owned = await rows('orders', sql`select access_token_hash from orders.orders where id = '5e8f1d000000000000000001'`);
    expect(owned).toEqual([{ access_token_hash: null }]);
  });

  it('importing twice changes nothing', async () => {
    const snapshot = async () => [
      await rows('catalogue', sql`select id, name, archived, price_cents from catalogue.products order by id`),
      await rows('catalogue', sql`select id, name, flavor from catalogue.categories order by id`),
      await rows('users', sql`select id, email, is_admin from users.accounts order by id`),
      await rows('orders', sql`select id, status, total_cents, is_paid, access_token_hash from orders.orders order by id`),
      await rows('coupons', sql`select id, code from coupons.coupons order by id`),
      await rows('subscriptions', sql`select id, active from subscriptions.plans order by id`),
    ];
    const before = await snapshot();
    const second = await run();
    expect(Object.values(second).map((r) => r.imported)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(second.orders).toMatchObject({ unchanged: 2, rejected: first.orders.rejected, guestOrderLinks: [] });
    expect(second.users.unchanged).toBe(3);
    expect(await snapshot()).toEqual(before);
  });
});
