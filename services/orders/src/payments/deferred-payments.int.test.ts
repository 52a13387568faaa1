import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { EVENTS, ORDERS_SUBJECTS, PAYMENT_MESSAGES, PAYMENTS_SERVICE_SUBJECTS, PAYMENTS_SUBJECTS } from '@kukki/contracts';
import { COMPOSITIONS, eventually, queryRows, startComposition, type TestComposition } from '@kukki/platform/testing';
import { CatalogueModule } from '@kukki/catalogue';
import { PaymentsModule } from '@kukki/payments';
import { createMpEmulator, type MpEmulatorHandle } from '@kukki/mp-emulator';
import { OrdersModule } from '../orders.module';
import { createGuestOrder } from '../testing/order-fixtures';

const TOKEN = 'TEST-orders-deferred-token';
const ADMIN = { userId: 'admin-test', isAdmin: true };

/**
 * OXXO tickets, SPEI transfers and partial refunds against the Mercado Pago emulator (real SDK),
 * through the payments service, on both compositions. Notifications reach payments.webhook.notify as
 * the gateway sends them; orders applies what the payments service reports.
 */
describe.each(COMPOSITIONS)('orders deferred payments and refunds (%s)', (kind) => {
  let c: TestComposition;
  let emulatorApp: FastifyInstance;
  let handle: MpEmulatorHandle;
  let apiUrl: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    handle = createMpEmulator({ webhookSecret: 'secret', accessToken: TOKEN, webhookRetriesMs: [] });
    emulatorApp = Fastify();
    await emulatorApp.register(handle.plugin, { prefix: '/mp' });
    await emulatorApp.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(emulatorApp.server.address() as { port: number }).port}/mp`;
    Object.assign(process.env, {
      MERCADOPAGO_API_URL: apiUrl,
      MERCADOPAGO_ACCESS_TOKEN: TOKEN,
      MERCADOPAGO_PUBLIC_KEY: 'TEST-pk-orders',
      MERCADOPAGO_WEBHOOK_SECRET: 'secret',
      PUBLIC_URL: 'http://shop.test',
    });
    c = await startComposition(kind, [
      ['catalogue', (rt) => CatalogueModule.forRoot(rt)],
      ['payments', (rt) => PaymentsModule.forRoot(rt)],
      ['orders', (rt) => OrdersModule.forRoot(rt)],
    ]);
  });

  afterAll(async () => {
    await c?.close();
    handle?.close();
    await emulatorApp?.close();
    process.env = saved;
  });

  const post = async (path: string, body: unknown = {}) => {
    const res = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as any;
  };
  const notify = (paymentId: number | string) =>
    c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.webhook, { type: 'payment', action: 'payment.updated', dataId: String(paymentId) });
  const orderWithPreference = async () => {
    const created = await createGuestOrder(c.rpc, 2);
    const o = { id: created._id, token: created.accessToken, total: created.totalPrice };
    const pref = await c.rpc.request(PAYMENTS_SUBJECTS.preference, { orderId: o.id, token: o.token });
    return { o, pref };
  };
  const detail = (o: { id: string; token: string }) =>
    c.rpc.request(ORDERS_SUBJECTS.get, { id: o.id, token: o.token }).then((d) => d.order);
  const events = async (orderId: string, type: string) => {
    const rows = await c.runtime
      .database('orders')
      .db.execute(sql`select count(*)::int as n from orders.outbox where type = ${type} and data->'order'->>'_id' = ${orderId}`);
    return Number(((rows as { rows: Array<{ n: number }> }).rows ?? (rows as Array<{ n: number }>))[0].n);
  };

  it('OXXO: pending with the ticket on the order (creada, unpaid, e-mail event once); paid later → recibida, ticket gone', async () => {
    const { o, pref } = await orderWithPreference();
    const ticket = await post('/__emulator/payments', {
      preference_id: pref.preferenceId,
      status: 'pending',
      payment_method_id: 'oxxo',
      notify: false,
    });
    expect(ticket).toMatchObject({ id: expect.any(Number), status: 'pending', payment_method_id: 'oxxo', payment_type_id: 'ticket' });
    await notify(ticket.id);
    const pending = await eventually(async () => {
      const order = await detail(o);
      expect(order.paymentInstructions).not.toBeNull();
      return order;
    });
    expect(pending).toMatchObject({ status: 'creada', isPaid: false, cancelled: false });
    expect(pending.paymentInstructions).toMatchObject({
      method: 'oxxo',
      paymentId: String(ticket.id),
      reference: expect.stringMatching(/^\d{14}$/),
      clabe: null,
      amount: o.total,
      ticketUrl: `${apiUrl}/tickets/${ticket.id}`,
    });
    const days = (Date.parse(pending.paymentInstructions!.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(1);
    expect(days).toBeLessThanOrEqual(3);
    // The unpaid hold (slot, coupon use) lasts as long as the ticket, not UNPAID_HOLD_MINUTES.
    const [{ holdExpiresAt }] = await queryRows<{ holdExpiresAt: string | Date }>(
      c.runtime.database('orders').db,
      sql`select hold_expires_at as "holdExpiresAt" from orders.orders where id = ${o.id}`,
    );
    expect(new Date(holdExpiresAt).toISOString()).toBe(new Date(pending.paymentInstructions!.expiresAt).toISOString());
    await notify(ticket.id); // a repeated notification changes nothing
    expect(await eventually(async () => events(o.id, EVENTS.orderPaymentPending))).toBe(1);

    const paid = await post(`/__emulator/payments/${ticket.id}/approve`);
    expect(paid).toMatchObject({ status: 'approved', payment_method_id: 'oxxo' });
    await notify(ticket.id);
    await eventually(async () => expect(await detail(o)).toMatchObject({ status: 'recibida', isPaid: true, paymentInstructions: null }));
  });

  it('OXXO expired → the order is cancelled and its holds released; an old pending notification arriving late changes nothing', async () => {
    const { o, pref } = await orderWithPreference();
    const ticket = await post('/__emulator/payments', {
      preference_id: pref.preferenceId,
      status: 'pending',
      payment_method_id: 'oxxo',
      notify: false,
    });
    await notify(ticket.id);
    await eventually(async () => expect((await detail(o)).paymentInstructions).not.toBeNull());
    const expired = await post(`/__emulator/payments/${ticket.id}/expire`);
    expect(expired).toMatchObject({ status: 'cancelled', status_detail: 'expired' });
    await notify(ticket.id);
    const cancelled = await eventually(async () => {
      const order = await detail(o);
      expect(order).toMatchObject({ status: 'cancelada', cancelled: true, isPaid: false, paymentInstructions: null });
      return order;
    });
    expect(cancelled.cancelReason).toBe(PAYMENT_MESSAGES.ticketExpiredReason);
    // What the order held (slot, coupon use, stock) went back with the cancellation.
    const [{ releasedAt }] = await queryRows<{ releasedAt: string | Date | null }>(
      c.runtime.database('orders').db,
      sql`select holds_released_at as "releasedAt" from orders.orders where id = ${o.id}`,
    );
    expect(releasedAt).not.toBeNull();
    await notify(ticket.id);
    expect(await events(o.id, EVENTS.orderCancelled)).toBe(1);
  });

  it('SPEI: pending with a CLABE, then paid', async () => {
    const { o, pref } = await orderWithPreference();
    const transfer = await post('/__emulator/payments', {
      preference_id: pref.preferenceId,
      status: 'pending',
      payment_method_id: 'spei',
      notify: false,
    });
    await notify(transfer.id);
    const pending = await eventually(async () => {
      const order = await detail(o);
      expect(order.paymentInstructions).toMatchObject({ method: 'spei', clabe: expect.stringMatching(/^\d{18}$/) });
      return order;
    });
    expect(pending.status).toBe('creada');
    await post(`/__emulator/payments/${transfer.id}/approve`);
    await notify(transfer.id);
    await eventually(async () => expect(await detail(o)).toMatchObject({ status: 'recibida', isPaid: true }));
  });

  it('partial then full refund: each recorded once, reembolsada only at the end; amount above what remains refused', async () => {
    const { o, pref } = await orderWithPreference();
    const card = await post('/__emulator/payments', { preference_id: pref.preferenceId, status: 'approved', notify: false });
    await notify(card.id);
    await eventually(async () => expect(await detail(o)).toMatchObject({ isPaid: true }));
    const partial = await c.rpc.request(PAYMENTS_SUBJECTS.refund, { id: o.id, amount: 50 }, { principal: ADMIN });
    expect(partial.order).toMatchObject({ isPaid: true, status: 'recibida', refunds: [{ amount: 50 }] });
    await notify(card.id);
    await expect(c.rpc.request(PAYMENTS_SUBJECTS.refund, { id: o.id, amount: o.total }, { principal: ADMIN })).rejects.toMatchObject({
      status: 400,
      message: PAYMENT_MESSAGES.refundAmountTooHigh,
    });
    const rest = await c.rpc.request(PAYMENTS_SUBJECTS.refund, { id: o.id }, { principal: ADMIN });
    expect(rest.order).toMatchObject({ isPaid: false, status: 'reembolsada' });
    expect(rest.order.refunds.map((r: { amount: number }) => r.amount)).toEqual([50, Math.round((o.total - 50) * 100) / 100]);
    expect(await events(o.id, EVENTS.orderRefundRecorded)).toBe(2);
    expect(await events(o.id, EVENTS.orderRefunded)).toBe(1);
  });
});
