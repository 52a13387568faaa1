import {
  CATALOGUE_SUBJECTS,
  COUPONS_SUBJECTS,
  ORDERS_SUBJECTS,
  RPC_CONTRACTS,
  shopDay,
  SUBSCRIPTIONS_SUBJECTS,
  USERS_SUBJECTS,
  type Principal,
  type RpcData,
  type RpcReply,
  type RpcSubject,
} from '@kukki/contracts';
import { COMPOSITIONS, startComposition, type TestComposition } from '@kukki/platform/testing';
import { CatalogueModule } from '@kukki/catalogue';
import { UsersModule } from '@kukki/users';
import { CouponsModule } from '@kukki/coupons';
import { OrdersModule } from '@kukki/orders';
import { PaymentsModule } from '@kukki/payments';
import { SubscriptionsModule } from '@kukki/subscriptions';
import { startEmulatedPayments, type EmulatedPayments } from '@kukki/mp-emulator/src/testing/emulated-payments';
import { item, orderBody, productsByName } from '@kukki/orders/src/testing/order-fixtures';

jest.setTimeout(120_000);

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const ADMIN = { email: 'admin@kukki.test', password: 'Kukki-contracts-2026' };

describe.each(COMPOSITIONS)('replies match their contracts in RPC_CONTRACTS (%s)', (kind) => {
  let c: TestComposition;
  let mp: EmulatedPayments;
  let admin: Principal;
  let user: Principal;

  /** Asks a subject and answers the reply, or the schema's complaints about it. */
  async function ask<S extends RpcSubject>(subject: S, data: RpcData<S>, principal: Principal | null = null) {
    const reply: RpcReply<S> = await c.rpc.request(subject, data, { principal, timeoutMs: 15_000 });
    const checked = RPC_CONTRACTS[subject].reply.safeParse(reply);
    return { reply, issues: checked.success ? [] : checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  }

  beforeAll(async () => {
    mp = await startEmulatedPayments();
    c = await startComposition(kind, [
      ['catalogue', (rt) => CatalogueModule.forRoot(rt)],
      ['users', (rt) => UsersModule.forRoot(rt, { admin: ADMIN, softCallTimeoutMs: 2000 })],
      ['coupons', (rt) => CouponsModule.forRoot(rt)],
      ['orders', (rt) => OrdersModule.forRoot(rt)],
      ['payments', (rt) => PaymentsModule.forRoot(rt)],
      ['subscriptions', (rt) => SubscriptionsModule.forRoot(rt)],
    ]);
  });
  afterAll(async () => {
    await c?.close();
    await mp?.close();
  });

  it('users: login and sign-up answer the stored login info', async () => {
    const login = await ask(USERS_SUBJECTS.login, ADMIN);
    expect(login.issues).toEqual([]);
    admin = { userId: login.reply._id, isAdmin: true };
    const signup = await ask(USERS_SUBJECTS.signup, {
      name: 'Ana',
      email: `ana-${kind}@example.com`,
      password: 'contraseña-segura',
      passwordConfirm: 'contraseña-segura',
    });
    expect(signup.issues).toEqual([]);
    user = { userId: signup.reply._id, isAdmin: false };
  });

  it('catalogue: products, categories and one product', async () => {
    const list = await ask(CATALOGUE_SUBJECTS.listProducts, {});
    expect(list.issues).toEqual([]);
    expect(list.reply.products.length).toBeGreaterThan(0);
    expect((await ask(CATALOGUE_SUBJECTS.listCategories, {})).issues).toEqual([]);
    const found = await ask(CATALOGUE_SUBJECTS.searchProducts, { q: 'nuez' });
    expect(found.issues).toEqual([]);
    expect(found.reply.products.length).toBeGreaterThan(0);
    const [first] = list.reply.products;
    expect((await ask(CATALOGUE_SUBJECTS.getProduct, { category: first.category, id: first._id })).issues).toEqual([]);
  });

  it('coupons: created, validated and listed', async () => {
    const created = await ask(
      COUPONS_SUBJECTS.adminCreate,
      { code: `CONTRATO${kind.length}`, isActive: true, isPercent: true, amount: 10, expireDate: inAMonth() },
      admin,
    );
    expect(created.issues).toEqual([]);
    expect((await ask(COUPONS_SUBJECTS.validate, { code: created.reply.coupon.code })).issues).toEqual([]);
    expect((await ask(COUPONS_SUBJECTS.adminList, {}, admin)).issues).toEqual([]);
  });

  it('orders: a user’s orders after one is placed', async () => {
    const products = Object.values(await productsByName(c.rpc));
    const simple = products.find((p) => p.price.length > 0 && !/caja/i.test(p.name))!;
    await c.rpc.request(ORDERS_SUBJECTS.create, { guest: false, order: orderBody([item(simple)]) }, { principal: user, timeoutMs: 15_000 });
    const mine = await ask(ORDERS_SUBJECTS.listByUser, { userId: user.userId }, user);
    expect(mine.issues).toEqual([]);
    expect(mine.reply.orders).toHaveLength(1);
  });

  it('subscriptions: plans, one plan and a user’s subscriptions after an enrolment', async () => {
    const plans = await ask(SUBSCRIPTIONS_SUBJECTS.listPlans, {});
    expect(plans.issues).toEqual([]);
    expect(plans.reply.subscriptions.length).toBeGreaterThan(0);
    const [plan] = plans.reply.subscriptions;
    expect((await ask(SUBSCRIPTIONS_SUBJECTS.getPlan, { id: plan._id })).issues).toEqual([]);
    const payer = {
      name: 'Ana',
      email: `ana-${kind}@example.com`,
      phone: { area_code: '55', number: '87654321' },
      deliveryAddress: {
        street_name: 'Durango',
        street_number: '45',
        zip_code: '06700',
        col: 'Roma Norte',
        del: 'Cuauhtémoc',
        city: 'CDMX',
        subscriptionDate: shopDay(),
      },
    };
    await c.rpc.request(SUBSCRIPTIONS_SUBJECTS.enrol, { payer, subscription: plan }, { principal: user, timeoutMs: 15_000 });
    const mine = await ask(SUBSCRIPTIONS_SUBJECTS.byUser, { userId: user.userId }, user);
    expect(mine.issues).toEqual([]);
    expect(mine.reply.subscriptions).toHaveLength(1);
  });

  it('users: the profile (with its orders and subscriptions) and the admin views of accounts', async () => {
    const profile = await ask(USERS_SUBJECTS.profile, {}, user);
    expect(profile.issues).toEqual([]);
    expect(profile.reply.orders).toHaveLength(1);
    expect(profile.reply.subscriptions).toHaveLength(1);
    expect((await ask(USERS_SUBJECTS.adminList, {}, admin)).issues).toEqual([]);
    expect((await ask(USERS_SUBJECTS.adminGet, { id: user.userId }, admin)).issues).toEqual([]);
  });
});
