import { randomBytes } from 'node:crypto';
import { ORDERS_SUBJECTS, USERS_SUBJECTS, type Principal, type Product } from '@kukki/contracts';
import { openDayAhead } from '@kukki/contracts/testing';
import { newId } from '@kukki/platform';
import { COMPOSITIONS, startComposition, type TestComposition } from '@kukki/platform/testing';
import { CatalogueModule } from '@kukki/catalogue';
import { CouponsModule } from '@kukki/coupons';
import { UsersModule } from '@kukki/users';
import { OrdersModule } from './orders.module';
import { deliveryAddress, item, orderBody, productsByName, whileDeliveryDayClosed } from './testing/order-fixtures';

const admin: Principal = { userId: newId(), isAdmin: true };

/**
 * The first-purchase discount against the real users service and its SQL (PGlite embedded, PostgreSQL
 * distributed), not a test double: the hold is taken atomically and given back when the order fails.
 */
describe.each(COMPOSITIONS)('first-purchase discount with the real users service (%s)', (kind) => {
  let c: TestComposition;
  let p: Record<string, Product>;

  const signup = async (): Promise<Principal> => {
    const email = `fp.${randomBytes(4).toString('hex')}@kukki.test`;
    const password = 'galletas123';
    const user = await c.rpc.request(USERS_SUBJECTS.signup, { name: 'Ana Pérez', email, password, passwordConfirm: password });
    return { userId: user._id, isAdmin: false };
  };
  const create = (order: unknown, owner: Principal) =>
    c.rpc.request(ORDERS_SUBJECTS.create, { guest: false, order }, { principal: owner, timeoutMs: 30_000 });
  const eligible = async (u: Principal) =>
    (await c.rpc.request(USERS_SUBJECTS.firstPurchaseStatus, { userId: u.userId }, { principal: u })).eligible;

  beforeAll(async () => {
    c = await startComposition(kind, [
      ['catalogue', (rt) => CatalogueModule.forRoot(rt)],
      ['users', (rt) => UsersModule.forRoot(rt, { jwtSecret: 'f'.repeat(48), admin: null })],
      ['coupons', (rt) => CouponsModule.forRoot(rt)],
      ['orders', (rt) => OrdersModule.forRoot(rt)],
    ]);
    p = await productsByName(c.rpc);
  });
  afterAll(() => c?.close());

  it('of several simultaneous first orders exactly one gets FP', async () => {
    const u = await signup();
    const results = await Promise.all(Array.from({ length: 5 }, () => create(orderBody([item(p['Pay de limón'], 1)]), u)));
    expect(results.filter((r) => r.createdOrder.discountDescription.type === 'FP')).toHaveLength(1);
    expect(await eligible(u)).toBe(false);
  });

  it('concurrent holds for one user on the users service: exactly one is granted', async () => {
    const u = await signup();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        c.rpc.request(USERS_SUBJECTS.reserveFirstPurchase, { userId: u.userId, orderId: newId() }, { principal: u }),
      ),
    );
    expect(replies.filter((r) => r.granted)).toHaveLength(1);
  });

  it('gives the first-purchase hold back when the order fails after reserving it (closed delivery day → 409)', async () => {
    const u = await signup();
    const closed = openDayAhead(6);
    await whileDeliveryDayClosed(c.rpc, admin, closed, () =>
      expect(
        create(orderBody([item(p['Pay de limón'])], { deliveryAddress: { ...deliveryAddress, deliveryDate: closed } }), u),
      ).rejects.toMatchObject({ status: 409 }),
    );
    // The release reached the users service: the user is eligible again and the next order gets FP.
    expect(await eligible(u)).toBe(true);
    const { createdOrder } = await create(orderBody([item(p['Pay de limón'])]), u);
    expect(createdOrder.discountDescription.type).toBe('FP');
    expect(await eligible(u)).toBe(false);
  });

  it('gives the discount back when the shop cancels the unpaid order from the dashboard, as when the customer does', async () => {
    const u = await signup();
    const { createdOrder } = await create(orderBody([item(p['Pay de limón'])]), u);
    expect(createdOrder.discountDescription.type).toBe('FP');
    expect(await eligible(u)).toBe(false);
    const cancelled = await c.rpc.request(
      ORDERS_SUBJECTS.adminUpdateStatus,
      { id: createdOrder._id, status: 'cancelada' },
      { principal: admin },
    );
    expect(cancelled.updatedOrder).toMatchObject({ status: 'cancelada', cancelled: true, cancelReason: 'Cancelada por Kukki' });
    // orders.order.cancelled reaches the users service through the outbox: eligible again.
    const deadline = Date.now() + 10_000;
    while (!(await eligible(u)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await eligible(u)).toBe(true);
  });

  it('the profile and the login say firstPurchase false as soon as an order holds the discount, before its event arrives', async () => {
    const u = await signup();
    const profile = async () => (await c.rpc.request(USERS_SUBJECTS.profile, {}, { principal: u })).firstPurchase;
    expect(await profile()).toBe(true);
    // An order taking the discount answers its 201 once it holds it; the created event clears the flag later.
    const { granted } = await c.rpc.request(USERS_SUBJECTS.reserveFirstPurchase, { userId: u.userId, orderId: newId() }, { principal: u });
    expect(granted).toBe(true);
    expect(await profile()).toBe(false);
    const { users } = await c.rpc.request(USERS_SUBJECTS.adminList, {}, { principal: admin });
    expect(users.find((user) => user._id === u.userId)?.firstPurchase).toBe(false);
  });
});
