import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { newId } from '@kukki/platform';
import { COMPOSITIONS } from '@kukki/platform/testing';
import { CAPACITY_MESSAGES, COUPONS_SUBJECTS, ERRORS, ORDERS_SUBJECTS, type Product } from '@kukki/contracts';
import { openDaysAhead } from '@kukki/contracts/testing';
import { item, orderBody, payer } from '@kukki/orders/src/testing/order-fixtures';
import { fakeUsersSessions, startOrdersApi, type ApiHarness } from '../testing';

const JWT_SECRET = 'orders-idempotency-api-test-secret-0123456789';
const { bearer, asAdmin } = fakeUsersSessions(JWT_SECRET);

describe.each(COMPOSITIONS)('Idempotency-Key on order creation (%s)', (kind) => {
  let api: ApiHarness;
  let p: Record<string, Product>;
  /** A body of its own (a payer e-mail no other test uses), so the orders it created can be counted. */
  const freshBody = (quantity = 1) => {
    const email = `idem-${newId()}@example.com`;
    return { email, body: orderBody([item(p['Pay de limón'], 0, quantity)], { payer: { ...payer, email } }) };
  };
  const ordersOf = async (email: string): Promise<string[]> => {
    const res = await api.get(`/api/admin/orders?status=todas&q=${encodeURIComponent(email)}`, asAdmin);
    expect(res.status).toBe(200);
    return res.body.orders.map((o: { _id: string }) => o._id);
  };

  beforeAll(async () => {
    ({ api, products: p } = await startOrdersApi(kind, { JWT_SECRET, RPC_TIMEOUT_MS: '10000' }));
  });
  afterAll(() => api?.close());

  it('a repeat with the same key and body answers the first order (201, same _id and token) and creates no second', async () => {
    const { email, body } = freshBody();
    const key = { 'idempotency-key': randomUUID() };
    const first = await api.post('/api/orders/guest', body, key);
    expect(first.status).toBe(201);
    const again = await api.post('/api/orders/guest', body, key);
    expect(again.status).toBe(201);
    expect(again.body.createdOrder).toMatchObject({
      _id: first.body.createdOrder._id,
      accessToken: first.body.createdOrder.accessToken,
      totalPrice: first.body.createdOrder.totalPrice,
    });
    expect(await ordersOf(email)).toEqual([first.body.createdOrder._id]);
  });

  it('the same key with another body is a 409 in Spanish, and nothing more is created', async () => {
    const { email, body } = freshBody();
    const key = { 'idempotency-key': randomUUID() };
    const first = await api.post('/api/orders/guest', body, key);
    expect(first.status).toBe(201);
    const other = await api.post('/api/orders/guest', { ...body, items: [item(p['Pay de limón'], 0, 3)] }, key);
    expect(other).toMatchObject({
      status: 409,
      body: { message: 'Esta clave de idempotencia ya se usó con otros datos; inicia un nuevo intento de compra' },
    });
    expect(await ordersOf(email)).toEqual([first.body.createdOrder._id]);
  });

  it('without a key every request creates its order (as before)', async () => {
    const { email, body } = freshBody();
    const a = await api.post('/api/orders/guest', body);
    const b = await api.post('/api/orders/guest', body);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.createdOrder._id).not.toBe(b.body.createdOrder._id);
    expect((await ordersOf(email)).sort()).toEqual([a.body.createdOrder._id, b.body.createdOrder._id].sort());
  });

  it('concurrent repeats of one attempt create one order and all answer it', async () => {
    const { email, body } = freshBody(2);
    const key = { 'idempotency-key': randomUUID() };
    const replies = await Promise.all(Array.from({ length: 6 }, () => api.post('/api/orders/guest', body, key)));
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(201));
    const ids = new Set(replies.map((r) => r.body.createdOrder._id));
    expect(ids.size).toBe(1);
    expect(await ordersOf(email)).toEqual([...ids]);
  });

  it('user orders: a repeat answers the first order; keys are per customer; a failed attempt frees its key', async () => {
    const userA = newId();
    const userB = newId();
    const { email, body } = freshBody();
    const key = { 'idempotency-key': randomUUID() };
    const first = await api.post('/api/orders/user', body, { ...bearer(userA), ...key });
    expect(first.status).toBe(201);
    expect(first.body.createdOrder.discountDescription).toMatchObject({ type: 'FP' });
    const again = await api.post('/api/orders/user', body, { ...bearer(userA), ...key });
    expect(again).toMatchObject({
      status: 201,
      body: { createdOrder: { _id: first.body.createdOrder._id, totalPrice: first.body.createdOrder.totalPrice } },
    });
    expect(again.body.createdOrder.accessToken).toBeUndefined();
    // Another customer's request with the same key is a request of its own.
    const other = await api.post('/api/orders/user', body, { ...bearer(userB), ...key });
    expect(other.status).toBe(201);
    expect(other.body.createdOrder._id).not.toBe(first.body.createdOrder._id);
    expect((await ordersOf(email)).length).toBe(2);

    // An attempt the service refused (unknown coupon: 4xx) stored nothing and keeps no claim on its key.
    const retryKey = { 'idempotency-key': randomUUID() };
    const refused = await api.post('/api/orders/guest', { ...body, couponCode: 'NO-EXISTE-123' }, retryKey);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    const fixed = await api.post('/api/orders/guest', body, retryKey);
    expect(fixed.status).toBe(201);
  });

  it('an order the checkout refused for its day (409) takes no key: the same attempt succeeds once the day opens', async () => {
    const [day] = openDaysAhead(20, 1);
    const { email, body } = freshBody();
    const dated = { ...body, deliveryAddress: { ...body.deliveryAddress, deliveryDate: day } };
    const key = { 'idempotency-key': randomUUID() };
    const setDay = (capacity: number | null) =>
      api.request({ method: 'PUT', url: `/api/admin/capacity/${day}`, payload: { capacity }, headers: asAdmin });
    expect((await setDay(0)).status).toBe(200);
    const refused = await api.post('/api/orders/guest', dated, key);
    expect(refused).toMatchObject({ status: 409, body: { message: CAPACITY_MESSAGES.dayClosed(day) } });
    expect(await ordersOf(email)).toEqual([]);
    expect((await setDay(null)).status).toBe(200);
    const placed = await api.post('/api/orders/guest', dated, key);
    expect(placed.status).toBe(201);
    expect(await ordersOf(email)).toEqual([placed.body.createdOrder._id]);
  });

  it("a repeat answers the first order even when a second could not be made any more (the coupon's last use went to the first)", async () => {
    const code = `ULTIMO${Date.now().toString(36).toUpperCase()}`;
    const expireDate = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const coupon = await api.post(
      '/api/admin/coupons',
      { code, isPercent: true, isActive: true, amount: 10, expireDate, maxUses: 1 },
      asAdmin,
    );
    expect(coupon.status).toBe(201);
    const { email, body } = freshBody();
    const withCoupon = { ...body, couponCode: code };
    const key = { 'idempotency-key': randomUUID() };
    const first = await api.post('/api/orders/guest', withCoupon, key);
    expect(first).toMatchObject({ status: 201, body: { createdOrder: { discountDescription: { type: 'CP', code } } } });
    const again = await api.post('/api/orders/guest', withCoupon, key);
    expect(again).toMatchObject({ status: 201, body: { createdOrder: { _id: first.body.createdOrder._id } } });
    expect(again.body.createdOrder.accessToken).toBe(first.body.createdOrder.accessToken);
    expect(await ordersOf(email)).toEqual([first.body.createdOrder._id]);
    const list = await api.get('/api/admin/coupons', asAdmin);
    expect(list.body.coupons.find((x: { code: string }) => x.code === code)).toMatchObject({ uses: 1 });
  });

  it('a key is kept 24 hours: past them it answers nothing and a new request under it creates its own order', async () => {
    const { email, body } = freshBody();
    const key = randomUUID();
    const first = await api.post('/api/orders/guest', body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const db = api.composition.runtime.database('orders').db;
    await db.execute(sql`update orders.idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`);

    const other = await api.post('/api/orders/guest', { ...body, items: [item(p['Pay de limón'], 0, 2)] }, { 'idempotency-key': key });
    expect(other.status).toBe(201);
    expect(other.body.createdOrder._id).not.toBe(first.body.createdOrder._id);
    const again = await api.post('/api/orders/guest', { ...body, items: [item(p['Pay de limón'], 0, 2)] }, { 'idempotency-key': key });
    expect(again.body.createdOrder._id).toBe(other.body.createdOrder._id);
    expect((await ordersOf(email)).sort()).toEqual([first.body.createdOrder._id, other.body.createdOrder._id].sort());
  });

  it('a malformed key is a 400 in Spanish and creates nothing', async () => {
    const { email, body } = freshBody();
    for (const bad of ['short', 'a'.repeat(129), 'con espacios 123', 'clave/invalida!!']) {
      expect(await api.post('/api/orders/guest', body, { 'idempotency-key': bad })).toMatchObject({
        status: 400,
        body: { message: ERRORS.invalidIdempotencyKey },
      });
    }
    expect(await ordersOf(email)).toEqual([]);
  });

  it('an empty key is no key: each call is its own order, as without the header', async () => {
    const { email, body } = freshBody();
    const first = await api.post('/api/orders/guest', body, { 'idempotency-key': '' });
    const second = await api.post('/api/orders/guest', body, { 'idempotency-key': '  ' });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.createdOrder._id).not.toBe(second.body.createdOrder._id);
    expect(await ordersOf(email)).toHaveLength(2);
  });

  it('a repeat of one keyed call (its replica died with it in hand) creates the order once, under the attempt id, with what the first try reserved', async () => {
    const rpc = api.composition.rpc;
    const code = `REPITE${Date.now().toString(36).toUpperCase()}`;
    const expireDate = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const coupon = await api.post(
      '/api/admin/coupons',
      { code, isPercent: true, isActive: true, amount: 10, expireDate, oncePerCustomer: true },
      asAdmin,
    );
    expect(coupon.status).toBe(201);
    const { email, body } = freshBody();
    const command = {
      guest: true,
      order: { ...body, couponCode: code },
      client: '10.1.2.3',
      idempotencyKey: randomUUID(),
      attemptId: newId(),
    };
    // The first try took the buyer's coupon use under the attempt's id, then its process died before committing.
    await rpc.request(COUPONS_SUBJECTS.reserve, { code, orderId: command.attemptId, userId: null, email, itemsPrice: 100 });
    // Its caller sends the call again (twice at once, to the replicas that are up).
    const [a, b] = await Promise.all([rpc.request(ORDERS_SUBJECTS.create, command), rpc.request(ORDERS_SUBJECTS.create, command)]);
    expect(a.createdOrder).toMatchObject({ _id: command.attemptId, discountDescription: { type: 'CP', code } });
    expect(b.createdOrder).toMatchObject({ _id: command.attemptId, accessToken: a.createdOrder.accessToken });
    expect(await ordersOf(email)).toEqual([command.attemptId]);
    // The use belongs to the order: held once, and not given back by the repeat that found the order made.
    const list = await api.get('/api/admin/coupons', asAdmin);
    expect(list.body.coupons.find((x: { code: string }) => x.code === code)).toMatchObject({ uses: 1 });
  });
});
