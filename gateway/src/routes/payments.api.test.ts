import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { ORDER_MESSAGES, ORDERS_SUBJECTS, PAYMENT_MESSAGES } from '@kukki/contracts';
import { newId, signSession, signWebhook } from '@kukki/platform';
import { COMPOSITIONS, eventually } from '@kukki/platform/testing';
import { CatalogueModule } from '@kukki/catalogue';
import { PaymentsModule } from '@kukki/payments';
import { OrdersModule } from '@kukki/orders';
// Test-only: the bundled Mercado Pago emulator lives in the scripts workspace.
import { createMpEmulator, type MpEmulatorHandle } from '@kukki/mp-emulator';
import { createGuestOrder } from '@kukki/orders/src/testing/order-fixtures';
import { signedSessionsValid, startApi, suiteProcessEnv, type ApiHarness } from '../testing';

const SECRET = 'payments-api-webhook-secret';
const TOKEN = 'TEST-payments-api-token';
const JWT_SECRET = 'payments-api-test-secret-0123456789abcdef-xyz';

const ADMIN_ID = newId();

/**
 * POST /api/orders/payments/mercadopago and POST /api/webhooks/mercadopago through the gateway,
 * with the real SDK against the emulator. The emulator's webhooks reach the gateway through a small
 * forwarder (the harness has no socket), so every notification crosses the real signed route.
 */
describe.each(COMPOSITIONS)('payments HTTP routes (%s)', (kind) => {
  let api: ApiHarness;
  let handle: MpEmulatorHandle;
  let emulatorApp: FastifyInstance;
  let forwarder: FastifyInstance;
  let apiUrl: string;
  let shopUrl: string;
  const setEnv = suiteProcessEnv();
  const paymentFetches: string[] = [];

  beforeAll(async () => {
    forwarder = Fastify();
    forwarder.post('/api/webhooks/mercadopago', async (req, reply) => {
      const res = await api.post(req.url, req.body, {
        'x-signature': String(req.headers['x-signature'] ?? ''),
        'x-request-id': String(req.headers['x-request-id'] ?? ''),
      });
      return reply.status(res.status).send(res.body);
    });
    await forwarder.listen({ port: 0, host: '127.0.0.1' });
    shopUrl = `http://127.0.0.1:${(forwarder.server.address() as { port: number }).port}`;

    handle = createMpEmulator({ webhookSecret: SECRET, accessToken: TOKEN, webhookRetriesMs: [] });
    emulatorApp = Fastify();
    // Every payment the shop fetches (one per notification job it runs), for "no job was queued" checks.
    emulatorApp.addHook('onRequest', async (req) => {
      const fetched = /^\/mp-emulator\/v1\/payments\/(\d+)/.exec(req.url);
      if (req.method === 'GET' && fetched) paymentFetches.push(fetched[1]);
    });
    await emulatorApp.register(handle.plugin, { prefix: '/mp-emulator' });
    await emulatorApp.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(emulatorApp.server.address() as { port: number }).port}/mp-emulator`;

    setEnv({
      MERCADOPAGO_API_URL: apiUrl,
      MERCADOPAGO_ACCESS_TOKEN: TOKEN,
      MERCADOPAGO_PUBLIC_KEY: 'TEST-pk',
      MERCADOPAGO_WEBHOOK_SECRET: SECRET,
      PUBLIC_URL: shopUrl,
    });
    api = await startApi(
      kind,
      [
        signedSessionsValid((userId) => userId === ADMIN_ID),
        ['catalogue', (rt) => CatalogueModule.forRoot(rt)],
        ['payments', (rt) => PaymentsModule.forRoot(rt)],
        ['orders', (rt) => OrdersModule.forRoot(rt)],
      ],
      { JWT_SECRET },
    );
  });

  afterAll(async () => {
    await api?.close();
    handle?.close();
    await emulatorApp?.close();
    await forwarder?.close();
  });

  const guestOrder = () => createGuestOrder(api.composition.rpc);
  const stored = (id: string, token: string) => api.composition.rpc.request(ORDERS_SUBJECTS.get, { id, token }).then((d) => d.order);
  const preferenceFor = (id: string, token: string) =>
    api.post('/api/orders/payments/mercadopago', { orderId: id }, { 'x-order-token': token });
  const emulatorPay = (preferenceId: string, status: string, notify = true) =>
    fetch(`${apiUrl}/__emulator/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ preference_id: preferenceId, status, notify }),
    }).then((r) => r.json() as Promise<any>);
  const webhook = (dataId: string, headers: Record<string, string>, query = `?data.id=${dataId}&type=payment`) =>
    api.post(`/api/webhooks/mercadopago${query}`, { action: 'payment.updated', type: 'payment', data: { id: dataId } }, headers);

  it('POST /api/orders/payments/mercadopago → 200 { preferenceId, init_point } for the guest capability (header, query, spec body); reused', async () => {
    const o = await guestOrder();
    const res = await preferenceFor(o._id, o.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      preferenceId: expect.any(String),
      init_point: `${apiUrl}/checkout/v1/redirect?pref_id=${res.body.preferenceId}`,
    });

    const spec = await api.post(`/api/orders/payments/mercadopago?token=${encodeURIComponent(o.accessToken)}`, {
      items: [{ id: 'x', title: 'barato', quantity: 1, unit_price: 1 }],
      payer: { email: 'x@y.z' },
      external_reference: o._id,
      shipments: { cost: 0, mode: 'not_specified' },
    });
    expect(spec.status).toBe(200);
    expect(spec.body).toEqual(res.body);
    const [pref] = (await (await fetch(`${apiUrl}/__emulator/preferences?external_reference=${o._id}`)).json()) as any[];
    const charged =
      pref.items.reduce((s: number, i: any) => s + Math.round(i.unit_price * 100) * i.quantity, 0) +
      Math.round((pref.shipments?.cost ?? 0) * 100);
    expect(charged).toBe(Math.round(o.totalPrice * 100));
  });

  it('preference errors: no order 400, someone else 404, owner and admin by bearer', async () => {
    const missing = await api.post('/api/orders/payments/mercadopago', {});
    expect(missing).toMatchObject({ status: 400, body: { message: PAYMENT_MESSAGES.orderRequired } });
    expect(await api.post('/api/orders/payments/mercadopago', { orderId: 'xyz' })).toMatchObject({
      status: 400,
      body: { message: 'El identificador no es válido' },
    });
    const o = await guestOrder();
    expect(await api.post('/api/orders/payments/mercadopago', { orderId: o._id })).toMatchObject({
      status: 404,
      body: { message: expect.any(String) },
    });
    expect((await preferenceFor(o._id, 'not-the-token')).status).toBe(404);
    expect((await preferenceFor(newId(), o.accessToken)).status).toBe(404);
    const admin = { authorization: `Bearer ${signSession({ sub: ADMIN_ID, isAdmin: true }, JWT_SECRET)}` };
    expect((await api.post('/api/orders/payments/mercadopago', { orderId: o._id }, admin)).status).toBe(200);
    const stranger = { authorization: `Bearer ${signSession({ sub: newId(), isAdmin: false }, JWT_SECRET)}` };
    expect((await api.post('/api/orders/payments/mercadopago', { orderId: o._id }, stranger)).status).toBe(404);
  });

  it('forged, tampered, wrongly signed, stale or mismatched webhooks → 401 { message } and no change', async () => {
    const o = await guestOrder();
    const { body: pref } = await preferenceFor(o._id, o.accessToken);
    const payment = await emulatorPay(pref.preferenceId, 'approved', false);
    const id = String(payment.id);
    const now = Date.now();
    const sign = (dataId: string, requestId: string, ts: number, secret = SECRET) =>
      `ts=${ts},v1=${createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex')}`;
    const cases: Array<[string, Record<string, string>, string?]> = [
      ['no signature', { 'x-request-id': 'r1' }],
      ['garbage', { 'x-signature': 'garbage', 'x-request-id': 'r1' }],
      ['wrong secret', { 'x-signature': sign(id, 'r1', now, 'not-the-secret'), 'x-request-id': 'r1' }],
      ['tampered id', { 'x-signature': sign('123', 'r1', now), 'x-request-id': 'r1' }],
      ['other request id', { 'x-signature': sign(id, 'r1', now), 'x-request-id': 'r2' }],
      ['stale', { 'x-signature': sign(id, 'r1', now - 10 * 60_000), 'x-request-id': 'r1' }],
      ['query/body mismatch', { 'x-signature': sign(id, 'r1', now), 'x-request-id': 'r1' }, `?data.id=999&type=payment`],
    ];
    for (const [label, headers, query] of cases) {
      const res = await webhook(id, headers, query);
      expect({ label, status: res.status, body: res.body }).toEqual({
        label,
        status: 401,
        body: { message: PAYMENT_MESSAGES.badSignature },
      });
    }
    expect(await stored(o._id, o.accessToken)).toMatchObject({ status: 'creada', isPaid: false, paymentResult: null });

    // The same payment, correctly signed → 200 at once, applied by the job.
    const ok = await webhook(id, { 'x-signature': signWebhook({ dataId: id, requestId: 'r9', secret: SECRET }), 'x-request-id': 'r9' });
    expect(ok).toMatchObject({ status: 200, body: { received: true, handled: true } });
    await eventually(async () => expect(await stored(o._id, o.accessToken)).toMatchObject({ status: 'recibida', isPaid: true }));
    // No fixed sleep for "the rejected webhooks queued nothing": jobs start in queue order, so any job a
    // rejected webhook had queued would have fetched the payment too; only the signed one did.
    expect(paymentFetches.filter((p) => p === id)).toHaveLength(1);
    // Other notification types are acknowledged and ignored.
    const other = await webhook(
      '55',
      { 'x-signature': signWebhook({ dataId: '55', requestId: 'r3', secret: SECRET }), 'x-request-id': 'r3' },
      '?data.id=55&type=merchant_order',
    );
    expect(other).toMatchObject({ status: 200, body: { received: true, handled: false } });
  });

  it('checkout flow: emulator page → approve → signed webhook through the gateway → recibida; reject → rechazada', async () => {
    const o = await guestOrder();
    const { body: pref } = await preferenceFor(o._id, o.accessToken);
    const page = await fetch(pref.init_point);
    expect(await page.text()).toContain('Aprobar pago');
    const res = await fetch(`${apiUrl}/checkout/v1/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ pref_id: pref.preferenceId, outcome: 'approved' }).toString(),
    });
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${shopUrl}/order/${o._id}`);
    expect(back.searchParams.get('token')).toBeNull(); // the guest's token never travels to Mercado Pago
    expect(back.searchParams.get('status')).toBe('approved');
    expect(back.searchParams.get('external_reference')).toBe(o._id);
    const paid = await eventually(async () => {
      const order = await stored(o._id, o.accessToken);
      expect(order).toMatchObject({ status: 'recibida', isPaid: true });
      return order;
    });
    expect(paid.paymentResult).toMatchObject({ id: back.searchParams.get('payment_id'), status: 'approved', status_detail: 'accredited' });
    expect((await preferenceFor(o._id, o.accessToken)).status).toBe(409);

    const r = await guestOrder();
    const { body: rpref } = await preferenceFor(r._id, r.accessToken);
    const rejected = await emulatorPay(rpref.preferenceId, 'rejected');
    expect(rejected.webhook.status).toBe(200);
    await eventually(async () =>
      expect(await stored(r._id, r.accessToken)).toMatchObject({
        status: 'rechazada',
        isPaid: false,
        paymentResult: { status: 'rejected' },
      }),
    );
  });

  it('POST /api/admin/orders/:id/refund: 401, 403, 400, 404, 409 unpaid; a paid order → 200 reembolsada; then 409; PATCH cancelada on a paid order → 409', async () => {
    const admin = { authorization: `Bearer ${signSession({ sub: ADMIN_ID, isAdmin: true }, JWT_SECRET)}` };
    const customer = { authorization: `Bearer ${signSession({ sub: newId(), isAdmin: false }, JWT_SECRET)}` };
    const refund = (id: string, headers: Record<string, string> = admin) =>
      api.request({ method: 'POST', url: `/api/admin/orders/${id}/refund`, headers });
    const o = await guestOrder();
    expect((await refund(o._id, {})).status).toBe(401);
    expect((await refund(o._id, customer)).status).toBe(403);
    expect(await refund('no-es-un-id')).toMatchObject({ status: 400, body: { message: 'El identificador no es válido' } });
    expect(await refund(newId())).toMatchObject({ status: 404, body: { message: expect.any(String) } });
    expect(await refund(o._id)).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.refundUnpaid } });

    const { body: pref } = await preferenceFor(o._id, o.accessToken);
    await emulatorPay(pref.preferenceId, 'approved');
    await eventually(async () => expect(await stored(o._id, o.accessToken)).toMatchObject({ isPaid: true }));
    const cancel = await api.patch(`/api/admin/orders/${o._id}`, { status: 'cancelada' }, admin);
    expect(cancel).toMatchObject({ status: 409, body: { message: ORDER_MESSAGES.adminCancelPaid } });
    const guestCancel = await api.request({
      method: 'PATCH',
      url: `/api/orders/cancel/${o._id}`,
      headers: { 'x-order-token': o.accessToken },
    });
    expect(guestCancel.status).toBe(409);

    // No body refunds the rest, also when the client names JSON anyway.
    const res = await refund(o._id, { ...admin, 'content-type': 'application/json' });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ _id: o._id, isPaid: false, status: 'reembolsada', paymentResult: { status: 'refunded' } });
    expect(await stored(o._id, o.accessToken)).toMatchObject({ isPaid: false, status: 'reembolsada' });
    expect(await refund(o._id)).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.refundUnpaid } });
    const list = await api.get('/api/admin/orders?status=reembolsada', admin);
    expect(list.status).toBe(200);
    expect(list.body.orders.map((x: { _id: string }) => x._id)).toContain(o._id);
  });

  it('partial refunds: amount > 0 and ≤ what remains (400 in Spanish), each recorded as refunds [{id, amount, at}]; reembolsada only when the whole is refunded', async () => {
    const admin = { authorization: `Bearer ${signSession({ sub: ADMIN_ID, isAdmin: true }, JWT_SECRET)}` };
    const refund = (id: string, body?: unknown) => api.post(`/api/admin/orders/${id}/refund`, body, admin);
    const o = await guestOrder();
    expect(await refund(o._id, { amount: 50 })).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.refundUnpaid } });
    const { body: pref } = await preferenceFor(o._id, o.accessToken);
    await emulatorPay(pref.preferenceId, 'approved');
    await eventually(async () => expect(await stored(o._id, o.accessToken)).toMatchObject({ isPaid: true }));

    // An amount given must be one: null or an empty string is not «the rest».
    for (const amount of [0, -5, 'cincuenta', 12.345, null, '', ' '])
      expect(await refund(o._id, { amount })).toMatchObject({ status: 400, body: { message: PAYMENT_MESSAGES.refundAmountInvalid } });
    expect(await refund(o._id, { amount: o.totalPrice + 1 })).toMatchObject({
      status: 400,
      body: { message: PAYMENT_MESSAGES.refundAmountTooHigh },
    });

    const first = await refund(o._id, { amount: 50 });
    expect(first.status).toBe(200);
    expect(first.body.order).toMatchObject({ isPaid: true, status: 'recibida', refunds: [{ id: expect.any(String), amount: 50 }] });
    expect(Date.parse(first.body.order.refunds[0].at)).not.toBeNaN();
    const remaining = Math.round((o.totalPrice - 50) * 100) / 100;
    expect(await refund(o._id, { amount: remaining + 0.01 })).toMatchObject({
      status: 400,
      body: { message: PAYMENT_MESSAGES.refundAmountTooHigh },
    });
    // A notification of the same payment records nothing twice.
    const paymentId = first.body.order.paymentResult.id;
    await fetch(`${apiUrl}/__emulator/payments/${paymentId}/notify`, { method: 'POST' });
    const admin1 = await api.get(`/api/admin/orders/${o._id}`, admin);
    expect(admin1.body.order.refunds).toHaveLength(1);

    const rest = await refund(o._id);
    expect(rest.status).toBe(200);
    expect(rest.body.order).toMatchObject({ isPaid: false, status: 'reembolsada' });
    expect(rest.body.order.refunds.map((r: { amount: number }) => r.amount)).toEqual([50, remaining]);
    expect(await stored(o._id, o.accessToken)).toMatchObject({ status: 'reembolsada', refunds: [{ amount: 50 }, { amount: remaining }] });
    expect(await refund(o._id, { amount: 1 })).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.refundUnpaid } });
  });
});
