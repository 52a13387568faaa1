import { sql } from 'drizzle-orm';
import { EVENTS, ORDER_MESSAGES, ORDERS_SUBJECTS, PAYMENT_MESSAGES, PAYMENTS_SERVICE_SUBJECTS, PAYMENTS_SUBJECTS } from '@kukki/contracts';
import { COMPOSITIONS, eventually, queryRows } from '@kukki/platform/testing';
import type { PaymentRecord, PreferenceRecord } from '@kukki/mp-emulator';
import { EMULATED_ACCESS_TOKEN, EMULATED_PUBLIC_KEY, SHOP_URL } from '@kukki/mp-emulator/src/testing/emulated-payments';
import { startOrdersOnEmulator, type OrdersOnEmulator } from '../testing/orders-on-emulator';
import { OrderPaymentsService } from './payments.service';

const ADMIN = { userId: 'admin-test', isAdmin: true };

/**
 * The payments of orders against the Mercado Pago emulator (real SDK) through the payments service,
 * on both compositions. Notifications are sent to the payments service the way the gateway does
 * after verifying them (payments.webhook.notify); orders learns of them from payments.payment.updated.
 * The signed HTTP route itself is covered by the gateway's API tests.
 */
describe.each(COMPOSITIONS)('orders payments (%s)', (kind) => {
  let shop: OrdersOnEmulator;
  /** Reports of payments.payment.updated the orders service finished applying (see settled). */
  let applied = 0;
  let appliedSpy: jest.SpyInstance | undefined;

  beforeAll(async () => {
    // The original, called with the instance as `this` below.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const applyReported = OrderPaymentsService.prototype.applyReported;
    appliedSpy = jest.spyOn(OrderPaymentsService.prototype, 'applyReported').mockImplementation(async function (
      this: OrderPaymentsService,
      ...args: Parameters<OrderPaymentsService['applyReported']>
    ) {
      await applyReported.apply(this, args);
      applied++;
    });
    shop = await startOrdersOnEmulator(kind);
  });

  afterAll(async () => {
    await shop?.close();
    appliedSpy?.mockRestore();
  });

  /** What the emulator recorded for an order (its control API). */
  const recorded = <T>(kind: 'preferences' | 'payments', orderId: string): Promise<T[]> =>
    shop.mp.control(`/${kind}?external_reference=${orderId}`);
  /** Orders' payment reports the payments service has emitted so far (its outbox). */
  const reported = async () => {
    const [{ n }] = await queryRows<{ n: number }>(
      shop.c.runtime.database('payments').db,
      sql`select count(*)::int as n from payments.outbox where type = 'payments.payment.updated' and data->>'kind' = 'order'`,
    );
    return Number(n);
  };
  /** Waits until orders has applied every report emitted so far (no fixed sleep). */
  const settled = async () => {
    const n = await reported();
    await eventually(() => expect(applied).toBeGreaterThanOrEqual(n));
  };
  /**
   * Notifies and waits until everything it caused has been applied. A repeated or stale notification
   * must change nothing, and "nothing changed" only proves something once its effects have settled:
   * payments records it at once (a repeat is no news and emits nothing) and orders applies what it emitted.
   */
  const notifyHandled = async (paymentId: number | string, times = 1) => {
    for (let i = 0; i < times; i++) await shop.notify(paymentId);
    await settled();
  };
  const age = async (orderId: string, table: 'orders' | 'payment_preferences', column: string, minutes: number) => {
    const db = shop.c.runtime.database('orders').db;
    const key = table === 'orders' ? sql.raw('id') : sql.raw('order_id');
    await db.execute(
      sql`update ${sql.raw(`orders.${table}`)} set ${sql.raw(column)} = now() - (${minutes} * interval '1 minute') where ${key} = ${orderId}`,
    );
  };

  it('builds the preference from the stored order: charged sum = total; reused; capability required', async () => {
    const o = await shop.guestOrder(3);
    const pref = await shop.preference(o);
    expect(pref.init_point).toBe(`${shop.mp.apiUrl}/checkout/v1/redirect?pref_id=${pref.preferenceId}`);
    const [stored] = await recorded<PreferenceRecord>('preferences', o.id);
    const charged =
      stored.items.reduce((s, i) => s + Math.round(i.unit_price * 100) * i.quantity, 0) +
      Math.round(((stored.shipments.cost as number | undefined) ?? 0) * 100);
    expect(charged).toBe(Math.round(o.total * 100));
    expect(stored.external_reference).toBe(o.id);
    expect(stored.back_urls.success).toBe(`${SHOP_URL}/order/${o.id}`); // never the guest's token
    expect(stored.auto_return).toBe('approved');
    expect(stored.payer.email).toBe('ana@example.com');

    expect(await shop.preference(o)).toEqual(pref);
    expect(await recorded('preferences', o.id)).toHaveLength(1);
    await expect(shop.c.rpc.request(PAYMENTS_SUBJECTS.preference, { orderId: o.id })).rejects.toMatchObject({ status: 404 });
    await expect(shop.c.rpc.request(PAYMENTS_SUBJECTS.preference, { orderId: o.id, token: 'wrong' })).rejects.toMatchObject({
      status: 404,
    });
    expect(await shop.c.rpc.request(PAYMENTS_SUBJECTS.preference, { orderId: o.id }, { principal: ADMIN })).toEqual(pref);

    const { payment } = await shop.detail(o);
    expect(payment).toEqual({ mode: 'emulator', publicKey: EMULATED_PUBLIC_KEY, installmentsMax: 1 });
  });

  it('approved payment → recibida, isPaid, paymentResult, one orders.order.paid; idempotent; paid orders get no new preference', async () => {
    const { o, pref } = await shop.orderWithPreference();
    const p = await shop.pay(pref.preferenceId, 'approved');
    expect(await shop.notify(p.id)).toEqual({ accepted: true });
    const { order } = await eventually(async () => {
      const d = await shop.detail(o);
      if (!d.order.isPaid) throw new Error('not yet');
      return d;
    });
    expect(order).toMatchObject({ status: 'recibida', isPaid: true });
    expect(order.paidAt).toBeTruthy();
    expect(order.paymentResult).toEqual({
      id: String(p.id),
      status: 'approved',
      status_detail: 'accredited',
      authorization_code: p.authorization_code,
      operation_type: 'regular_payment',
      payment_method_id: 'master',
      payment_type_id: 'credit_card',
      money_release_date: p.money_release_date,
      transaction_details: { net_received_amount: p.transaction_details.net_received_amount },
    });
    await notifyHandled(p.id, 2);
    expect((await shop.detail(o)).order).toEqual(order);
    expect(await shop.events(o.id, EVENTS.orderPaid)).toBe(1);
    await expect(shop.preference(o)).rejects.toMatchObject({ status: 409, message: PAYMENT_MESSAGES.alreadyPaid });
    // another topic is acknowledged and changes nothing
    expect(await shop.c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.webhook, { type: 'merchant_order', dataId: '1' })).toEqual({
      accepted: true,
    });
    await settled();
    expect((await shop.detail(o)).order).toEqual(order);
  });

  it('rejected → rechazada with orders.order.payment-rejected; a later approval still pays', async () => {
    const { o, pref } = await shop.orderWithPreference();
    const rejected = await shop.pay(pref.preferenceId, 'rejected');
    await shop.notify(rejected.id);
    await eventually(async () =>
      expect((await shop.detail(o)).order).toMatchObject({ status: 'rechazada', isPaid: false, paymentResult: { status: 'rejected' } }),
    );
    expect(await shop.events(o.id, EVENTS.orderPaymentRejected)).toBe(1);
    expect(await shop.preference(o)).toEqual(pref);
    const approved = await shop.pay(pref.preferenceId, 'approved');
    await shop.notify(approved.id);
    await eventually(async () => expect((await shop.detail(o)).order).toMatchObject({ status: 'recibida', isPaid: true }));
  });

  it('out of order: an older rejection or a stale pending never undoes the approval', async () => {
    const { o, pref } = await shop.orderWithPreference();
    const first = await shop.pay(pref.preferenceId, 'rejected');
    const second = await shop.pay(pref.preferenceId, 'approved');
    await shop.notify(second.id);
    await eventually(async () => expect((await shop.detail(o)).order.isPaid).toBe(true));
    await notifyHandled(first.id);
    const { order } = await shop.detail(o);
    expect(order).toMatchObject({ status: 'recibida', isPaid: true, paymentResult: { id: String(second.id), status: 'approved' } });
    expect(await shop.events(o.id, EVENTS.orderPaymentRejected)).toBe(0);

    // pending → (notified) → approved; the pending notification arriving again changes nothing.
    const { o: o2, pref: pref2 } = await shop.orderWithPreference();
    const pending = await shop.pay(pref2.preferenceId, 'pending');
    await shop.notify(pending.id);
    await eventually(async () =>
      expect((await shop.detail(o2)).order).toMatchObject({ status: 'creada', isPaid: false, paymentResult: { status: 'pending' } }),
    );
    await shop.mp.control(`/payments/${pending.id}`, { status: 'approved', notify: false });
    await shop.notify(pending.id);
    await eventually(async () => expect((await shop.detail(o2)).order).toMatchObject({ status: 'recibida', isPaid: true }));
    await notifyHandled(pending.id);
    expect((await shop.detail(o2)).order).toMatchObject({ status: 'recibida', isPaid: true, paymentResult: { status: 'approved' } });
  });

  it('an approved payment of another amount stays unpaid as a mismatch (one event for the shop inbox); the right amount later pays', async () => {
    const { o, pref } = await shop.orderWithPreference();
    // The buyer's checkout was tampered with: the preference now charges 1 peso per item.
    const [stored] = await recorded<PreferenceRecord>('preferences', o.id);
    const put = await fetch(`${shop.mp.apiUrl}/checkout/preferences/${pref.preferenceId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${EMULATED_ACCESS_TOKEN}` },
      body: JSON.stringify({ items: stored.items.map((i) => ({ ...i, unit_price: 1 })), shipments: { cost: 0 } }),
    });
    expect(put.status).toBe(200);
    const cheap = await shop.pay(pref.preferenceId, 'approved');
    expect(cheap.transaction_amount).not.toBe(o.total);
    await shop.notify(cheap.id);
    await eventually(async () =>
      expect((await shop.detail(o)).order).toMatchObject({
        isPaid: false,
        status: 'creada',
        paymentMismatch: { paymentId: String(cheap.id), amount: cheap.transaction_amount, currency: 'MXN', expected: o.total },
      }),
    );
    await notifyHandled(cheap.id);
    expect(await shop.events(o.id, EVENTS.orderPaymentMismatch)).toBe(1);
    expect(await shop.events(o.id, EVENTS.orderPaid)).toBe(0);
    const admin = await shop.c.rpc.request(ORDERS_SUBJECTS.adminGet, { id: o.id }, { principal: ADMIN });
    expect(admin.order.paymentMismatch?.paymentId).toBe(String(cheap.id));

    // the reconciliation sweep applies the same rule
    await age(o.id, 'payment_preferences', 'created_at', 11);
    await shop.c.rpc.request(PAYMENTS_SUBJECTS.reconcile, {}, { principal: ADMIN });
    expect((await shop.detail(o)).order.isPaid).toBe(false);

    // a payment of the right total (another preference item set back) pays the order
    await fetch(`${shop.mp.apiUrl}/checkout/preferences/${pref.preferenceId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${EMULATED_ACCESS_TOKEN}` },
      body: JSON.stringify({ items: stored.items, shipments: stored.shipments }),
    });
    const right = await shop.pay(pref.preferenceId, 'approved');
    await shop.notify(right.id);
    await eventually(async () => expect((await shop.detail(o)).order).toMatchObject({ isPaid: true, status: 'recibida' }));
  });

  it.each(['refunded', 'charged_back', 'cancelled'])(
    'a payment %s after its approval makes the order unpaid with status reembolsada (one orders.order.refunded)',
    async (status) => {
      const { o, pref } = await shop.orderWithPreference();
      const p = await shop.pay(pref.preferenceId, 'approved');
      await shop.notify(p.id);
      await eventually(async () => expect((await shop.detail(o)).order.isPaid).toBe(true));
      await shop.mp.control(`/payments/${p.id}`, { status, notify: false });
      await shop.notify(p.id);
      await eventually(async () =>
        expect((await shop.detail(o)).order).toMatchObject({
          isPaid: false,
          paidAt: null,
          status: 'reembolsada',
          paymentResult: { status },
        }),
      );
      await notifyHandled(p.id);
      expect(await shop.events(o.id, EVENTS.orderRefunded)).toBe(1);
      expect((await shop.detail(o)).order.status).toBe('reembolsada');
    },
  );

  it('admin refund: 409 unpaid; a paid order is refunded through the refunds API → reembolsada; a paid order cannot be cancelled', async () => {
    const o = await shop.guestOrder();
    await expect(shop.c.rpc.request(PAYMENTS_SUBJECTS.refund, { id: o.id }, { principal: ADMIN })).rejects.toMatchObject({
      status: 409,
      message: PAYMENT_MESSAGES.refundUnpaid,
    });
    const pref = await shop.preference(o);
    const p = await shop.pay(pref.preferenceId, 'approved');
    await shop.notify(p.id);
    await eventually(async () => expect((await shop.detail(o)).order.isPaid).toBe(true));

    await expect(shop.c.rpc.request(PAYMENTS_SUBJECTS.refund, { id: o.id })).rejects.toMatchObject({ status: 401 });
    await expect(
      shop.c.rpc.request(PAYMENTS_SUBJECTS.refund, { id: o.id }, { principal: { userId: 'u1', isAdmin: false } }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      shop.c.rpc.request(PAYMENTS_SUBJECTS.refund, { id: 'a1b2c3d4e5f6a1b2c3d4e5f6' }, { principal: ADMIN }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      shop.c.rpc.request(ORDERS_SUBJECTS.adminUpdateStatus, { id: o.id, status: 'cancelada' }, { principal: ADMIN }),
    ).rejects.toMatchObject({ status: 409, message: ORDER_MESSAGES.adminCancelPaid });
    await expect(shop.c.rpc.request(ORDERS_SUBJECTS.cancel, { id: o.id, token: o.token })).rejects.toMatchObject({ status: 409 });

    const { order } = await shop.c.rpc.request(PAYMENTS_SUBJECTS.refund, { id: o.id }, { principal: ADMIN });
    expect(order).toMatchObject({ isPaid: false, status: 'reembolsada', paymentResult: { id: String(p.id), status: 'refunded' } });
    const [refunded] = await recorded<PaymentRecord>('payments', o.id);
    expect(refunded).toMatchObject({ status: 'refunded', transaction_amount_refunded: o.total });
    expect(refunded.refunds).toHaveLength(1);
    expect(await shop.events(o.id, EVENTS.orderRefunded)).toBe(1);
    await expect(shop.c.rpc.request(PAYMENTS_SUBJECTS.refund, { id: o.id }, { principal: ADMIN })).rejects.toMatchObject({ status: 409 });
    await expect(shop.preference(o)).rejects.toMatchObject({ status: 409, message: PAYMENT_MESSAGES.refunded });
    // the refund's own notification changes nothing more
    await notifyHandled(p.id);
    expect(await shop.events(o.id, EVENTS.orderRefunded)).toBe(1);
  });

  it('a payment approved after the order was cancelled (a checkout left open) is refunded in full by the reconciliation; the order stays cancelled', async () => {
    const o = await shop.guestOrder();
    const pref = await shop.preference(o);
    await shop.c.rpc.request(ORDERS_SUBJECTS.cancel, { id: o.id, token: o.token });
    const p = await shop.pay(pref.preferenceId, 'approved');
    await shop.notify(p.id);
    await eventually(async () => expect((await shop.detail(o)).order).toMatchObject({ status: 'cancelada', isPaid: true }));

    const report = await shop.c.rpc.request(PAYMENTS_SUBJECTS.reconcile, {}, { principal: ADMIN });
    expect(report.refunded).toBeGreaterThanOrEqual(1);
    await eventually(async () =>
      expect((await shop.detail(o)).order).toMatchObject({
        status: 'cancelada',
        cancelled: true,
        isPaid: false,
        refunds: [{ amount: o.total }],
      }),
    );
    const [refunded] = await recorded<PaymentRecord>('payments', o.id);
    expect(refunded).toMatchObject({ status: 'refunded', transaction_amount_refunded: o.total });
    expect(await shop.events(o.id, EVENTS.orderRefunded)).toBe(1);
    // Nothing left to give back: a second sweep refunds nothing more.
    await shop.c.rpc.request(PAYMENTS_SUBJECTS.reconcile, {}, { principal: ADMIN });
    expect((await recorded<PaymentRecord>('payments', o.id))[0].refunds).toHaveLength(1);
  });

  it('a customer who paid twice gets the second payment back from the reconciliation; the first still pays the order', async () => {
    const { o, pref } = await shop.orderWithPreference();
    const first = await shop.pay(pref.preferenceId, 'approved');
    await notifyHandled(first.id);
    const second = await shop.pay(pref.preferenceId, 'approved'); // a second tab, paid too
    await notifyHandled(second.id);
    expect((await shop.detail(o)).order).toMatchObject({ isPaid: true, paymentResult: { id: String(first.id) } });

    const report = await shop.c.rpc.request(PAYMENTS_SUBJECTS.reconcile, {}, { principal: ADMIN });
    expect(report.refunded).toBeGreaterThanOrEqual(1);
    const byId = async () => new Map((await recorded<PaymentRecord>('payments', o.id)).map((p) => [String(p.id), p]));
    expect((await byId()).get(String(second.id))).toMatchObject({ status: 'refunded', transaction_amount_refunded: o.total });
    expect((await byId()).get(String(first.id))).toMatchObject({ status: 'approved', refunds: [] });
    await settled();
    expect((await shop.detail(o)).order).toMatchObject({
      status: 'recibida',
      isPaid: true,
      refunds: [],
      paymentResult: { id: String(first.id), status: 'approved' },
    });
    expect(await shop.events(o.id, EVENTS.orderRefunded)).toBe(0);
    // Refunded once: a second sweep gives nothing more back.
    await shop.c.rpc.request(PAYMENTS_SUBJECTS.reconcile, {}, { principal: ADMIN });
    expect((await byId()).get(String(second.id))!.refunds).toHaveLength(1);
  });

  it('a refund and a reconciliation change the order once, through payments.payment.updated (the RPC reply only answers)', async () => {
    const applyPayments = jest.spyOn(OrderPaymentsService.prototype, 'applyPayments');
    try {
      /** How the order's payments were applied since the last look: in a consumer's transaction or not. */
      const appliedTo = (orderId: string) => {
        const calls = applyPayments.mock.calls.filter(([id]) => id === orderId);
        applyPayments.mockClear();
        return { fromEvent: calls.filter(([, , tx]) => tx).length, fromReply: calls.filter(([, , tx]) => !tx).length };
      };
      const { o, pref } = await shop.orderWithPreference();
      await shop.pay(pref.preferenceId, 'approved'); // its webhook is lost
      await age(o.id, 'payment_preferences', 'created_at', 11);
      applyPayments.mockClear();
      const report = await shop.c.rpc.request(PAYMENTS_SUBJECTS.reconcile, {}, { principal: ADMIN });
      expect(report.paid).toBeGreaterThanOrEqual(1);
      expect((await shop.detail(o)).order).toMatchObject({ status: 'recibida', isPaid: true });
      expect(appliedTo(o.id)).toEqual({ fromEvent: 1, fromReply: 0 });

      const { order } = await shop.c.rpc.request(PAYMENTS_SUBJECTS.refund, { id: o.id }, { principal: ADMIN });
      expect(order).toMatchObject({ isPaid: false, status: 'reembolsada', paymentResult: { status: 'refunded' } });
      await settled();
      expect(appliedTo(o.id)).toEqual({ fromEvent: 1, fromReply: 0 });
      expect(await shop.events(o.id, EVENTS.orderRefunded)).toBe(1);
    } finally {
      applyPayments.mockRestore();
    }
  });

  it('reconciliation: a dropped webhook is found by the payments search after 10 minutes; unpaid orders are cancelled after 48 hours', async () => {
    const { o, pref } = await shop.orderWithPreference();
    await shop.pay(pref.preferenceId, 'approved'); // its webhook is lost
    const early = await shop.c.rpc.request(PAYMENTS_SUBJECTS.reconcile, {}, { principal: ADMIN });
    expect(early.paid).toBe(0);
    expect((await shop.detail(o)).order.isPaid).toBe(false);
    await expect(shop.c.rpc.request(PAYMENTS_SUBJECTS.reconcile, {})).rejects.toMatchObject({ status: 401 });

    await age(o.id, 'payment_preferences', 'created_at', 11);
    const report = await shop.c.rpc.request(PAYMENTS_SUBJECTS.reconcile, {}, { principal: ADMIN });
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect((await shop.detail(o)).order).toMatchObject({ status: 'recibida', isPaid: true });
    expect(await shop.events(o.id, EVENTS.orderPaid)).toBe(1);

    const stale = await shop.guestOrder();
    const stalePref = await shop.preference(stale);
    await shop.pay(stalePref.preferenceId, 'rejected');
    await age(stale.id, 'orders', 'created_at', 49 * 60);
    await age(stale.id, 'payment_preferences', 'created_at', 49 * 60);
    const noPref = await shop.guestOrder();
    await age(noPref.id, 'orders', 'created_at', 49 * 60);
    const swept = await shop.c.rpc.request(PAYMENTS_SUBJECTS.reconcile, {}, { principal: ADMIN });
    expect(swept.cancelled).toBeGreaterThanOrEqual(2);
    for (const x of [stale, noPref]) {
      expect((await shop.detail(x)).order).toMatchObject({
        status: 'cancelada',
        cancelled: true,
        isPaid: false,
        cancelReason: PAYMENT_MESSAGES.autoCancelReason,
      });
    }
    await expect(shop.preference(stale)).rejects.toMatchObject({ status: 409 });
    expect((await shop.detail(o)).order.status).toBe('recibida');
  });

  it('reconciliation runs one pass at a time: two sweeps at once (two replicas) never check the same orders twice', async () => {
    const due = [];
    for (let i = 0; i < 5; i++) {
      const { o } = await shop.orderWithPreference();
      await age(o.id, 'payment_preferences', 'created_at', 11);
      due.push(o);
    }
    const [a, b] = await Promise.all([
      shop.c.rpc.request(PAYMENTS_SUBJECTS.reconcile, {}, { principal: ADMIN }),
      shop.c.rpc.request(PAYMENTS_SUBJECTS.reconcile, {}, { principal: ADMIN }),
    ]);
    expect(Math.min(a.checked, b.checked)).toBe(0);
    expect(Math.max(a.checked, b.checked)).toBeGreaterThanOrEqual(due.length);
  });
});
