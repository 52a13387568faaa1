import { sql } from 'drizzle-orm';
import { EVENTS, ORDERS_SUBJECTS, PAYMENT_MESSAGES, PAYMENTS_SUBJECTS } from '@kukki/contracts';
import { COMPOSITIONS, eventually, queryRows } from '@kukki/platform/testing';
import { startOrdersOnEmulator, type GuestOrder, type OrdersOnEmulator } from '../testing/orders-on-emulator';

const ADMIN = { userId: 'admin-test', isAdmin: true };

/**
 * OXXO tickets, SPEI transfers and partial refunds against the Mercado Pago emulator (real SDK),
 * through the payments service, on both compositions. Notifications reach payments.webhook.notify as
 * the gateway sends them; orders applies what the payments service reports.
 */
describe.each(COMPOSITIONS)('orders deferred payments and refunds (%s)', (kind) => {
  let shop: OrdersOnEmulator;

  beforeAll(async () => {
    shop = await startOrdersOnEmulator(kind);
  });

  afterAll(() => shop?.close());

  const detail = (o: GuestOrder) => shop.detail(o).then((d) => d.order);
  /** The buyer chooses to pay at an OXXO store or by SPEI transfer: a pending payment with its instructions. */
  const payLater = (preferenceId: string, method: 'oxxo' | 'spei') => shop.pay(preferenceId, 'pending', { payment_method_id: method });
  /** The emulator settles a pending payment (approve or expire). */
  const settle = (paymentId: number, how: 'approve' | 'expire') => shop.mp.control(`/payments/${paymentId}/${how}`, {});
  /** When the order's unpaid holds end and when they were given back. */
  const holds = async (orderId: string) => {
    const [row] = await queryRows<{ holdExpiresAt: string | Date; releasedAt: string | Date | null }>(
      shop.c.runtime.database('orders').db,
      sql`select hold_expires_at as "holdExpiresAt", holds_released_at as "releasedAt" from orders.orders where id = ${orderId}`,
    );
    return row;
  };

  it('OXXO: pending with the ticket on the order (creada, unpaid, e-mail event once); paid later → recibida, ticket gone', async () => {
    const { o, pref } = await shop.orderWithPreference();
    const ticket = await payLater(pref.preferenceId, 'oxxo');
    expect(ticket).toMatchObject({ id: expect.any(Number), status: 'pending', payment_method_id: 'oxxo', payment_type_id: 'ticket' });
    await shop.notify(ticket.id);
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
      ticketUrl: `${shop.mp.apiUrl}/tickets/${ticket.id}`,
    });
    const days = (Date.parse(pending.paymentInstructions!.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(1);
    expect(days).toBeLessThanOrEqual(3);
    // The unpaid hold (slot, coupon use) lasts as long as the ticket, not UNPAID_HOLD_MINUTES.
    const { holdExpiresAt } = await holds(o.id);
    expect(new Date(holdExpiresAt).toISOString()).toBe(new Date(pending.paymentInstructions!.expiresAt).toISOString());
    await shop.notify(ticket.id); // a repeated notification changes nothing
    expect(await eventually(async () => shop.events(o.id, EVENTS.orderPaymentPending))).toBe(1);

    const paid = await settle(ticket.id, 'approve');
    expect(paid).toMatchObject({ status: 'approved', payment_method_id: 'oxxo' });
    await shop.notify(ticket.id);
    await eventually(async () => expect(await detail(o)).toMatchObject({ status: 'recibida', isPaid: true, paymentInstructions: null }));
  });

  it('OXXO expired → the order is cancelled and its holds released; an old pending notification arriving late changes nothing', async () => {
    const { o, pref } = await shop.orderWithPreference();
    const ticket = await payLater(pref.preferenceId, 'oxxo');
    await shop.notify(ticket.id);
    await eventually(async () => expect((await detail(o)).paymentInstructions).not.toBeNull());
    const expired = await settle(ticket.id, 'expire');
    expect(expired).toMatchObject({ status: 'cancelled', status_detail: 'expired' });
    await shop.notify(ticket.id);
    const cancelled = await eventually(async () => {
      const order = await detail(o);
      expect(order).toMatchObject({ status: 'cancelada', cancelled: true, isPaid: false, paymentInstructions: null });
      return order;
    });
    expect(cancelled.cancelReason).toBe(PAYMENT_MESSAGES.ticketExpiredReason);
    // What the order held (slot, coupon use, stock) went back with the cancellation.
    expect((await holds(o.id)).releasedAt).not.toBeNull();
    await shop.notify(ticket.id);
    expect(await shop.events(o.id, EVENTS.orderCancelled)).toBe(1);
    // The ticket expired by itself: the reason says so, and there is no reference left to warn about.
    const [event] = await shop.eventData(o.id, EVENTS.orderCancelled);
    expect(event.voidedPayment).toBeNull();
  });

  it('the buyer cancels while an OXXO ticket waits: the cancellation names the ticket as void (its e-mail says not to pay it)', async () => {
    const { o, pref } = await shop.orderWithPreference();
    const ticket = await payLater(pref.preferenceId, 'oxxo');
    await shop.notify(ticket.id);
    const { paymentInstructions } = await eventually(async () => {
      const order = await detail(o);
      expect(order.paymentInstructions).not.toBeNull();
      return order;
    });
    await shop.c.rpc.request(ORDERS_SUBJECTS.cancel, { id: o.id, token: o.token, cancelReason: 'Ya no la necesito' });
    const [event] = await shop.eventData(o.id, EVENTS.orderCancelled);
    expect(event.voidedPayment).toEqual({ method: 'oxxo', reference: paymentInstructions!.reference });
    expect(event.order).toMatchObject({ status: 'cancelada', paymentInstructions: null });

    // An order cancelled before any ticket was issued names none.
    const plain = await shop.guestOrder();
    await shop.c.rpc.request(ORDERS_SUBJECTS.cancel, { id: plain.id, token: plain.token });
    expect((await shop.eventData(plain.id, EVENTS.orderCancelled))[0].voidedPayment).toBeNull();
  });

  it('SPEI: pending with a CLABE, then paid', async () => {
    const { o, pref } = await shop.orderWithPreference();
    const transfer = await payLater(pref.preferenceId, 'spei');
    await shop.notify(transfer.id);
    const pending = await eventually(async () => {
      const order = await detail(o);
      expect(order.paymentInstructions).toMatchObject({ method: 'spei', clabe: expect.stringMatching(/^\d{18}$/) });
      return order;
    });
    expect(pending.status).toBe('creada');
    await settle(transfer.id, 'approve');
    await shop.notify(transfer.id);
    await eventually(async () => expect(await detail(o)).toMatchObject({ status: 'recibida', isPaid: true }));
  });

  it('partial then full refund: each recorded once, reembolsada only at the end; amount above what remains refused', async () => {
    const { o, pref } = await shop.orderWithPreference();
    const card = await shop.pay(pref.preferenceId, 'approved');
    await shop.notify(card.id);
    await eventually(async () => expect(await detail(o)).toMatchObject({ isPaid: true }));
    const partial = await shop.c.rpc.request(PAYMENTS_SUBJECTS.refund, { id: o.id, amount: 50 }, { principal: ADMIN });
    expect(partial.order).toMatchObject({ isPaid: true, status: 'recibida', refunds: [{ amount: 50 }] });
    await shop.notify(card.id);
    await expect(shop.c.rpc.request(PAYMENTS_SUBJECTS.refund, { id: o.id, amount: o.total }, { principal: ADMIN })).rejects.toMatchObject({
      status: 400,
      message: PAYMENT_MESSAGES.refundAmountTooHigh,
    });
    const rest = await shop.c.rpc.request(PAYMENTS_SUBJECTS.refund, { id: o.id }, { principal: ADMIN });
    expect(rest.order).toMatchObject({ isPaid: false, status: 'reembolsada' });
    expect(rest.order.refunds.map((r: { amount: number }) => r.amount)).toEqual([50, Math.round((o.total - 50) * 100) / 100]);
    expect(await shop.events(o.id, EVENTS.orderRefundRecorded)).toBe(2);
    expect(await shop.events(o.id, EVENTS.orderRefunded)).toBe(1);
    // the «reembolsada» e-mail reads the refunds from its event: both, so it names the last one and the total
    const [refunded] = await shop.eventData(o.id, EVENTS.orderRefunded);
    expect(refunded.order.refunds.map((r: { amount: number }) => r.amount)).toEqual([50, Math.round((o.total - 50) * 100) / 100]);
  });

  it('two refunds at once that together pass the total: one is made, the other answers that it was not (never a 200 for it)', async () => {
    const { o, pref } = await shop.orderWithPreference();
    const card = await shop.pay(pref.preferenceId, 'approved');
    await shop.notify(card.id);
    await eventually(async () => expect(await detail(o)).toMatchObject({ isPaid: true }));
    const amount = Math.round(o.total * 70) / 100;
    const settled = await Promise.allSettled(
      [amount, amount - 1].map((a) => shop.c.rpc.request(PAYMENTS_SUBJECTS.refund, { id: o.id, amount: a }, { principal: ADMIN })),
    );
    expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [refused] = settled.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    // Refused by Mercado Pago (both read the same total), or by the order when the first was already recorded.
    expect([PAYMENT_MESSAGES.refundRefused, PAYMENT_MESSAGES.refundAmountTooHigh]).toContain((refused.reason as Error).message);
    await eventually(async () => expect((await detail(o)).refunds).toHaveLength(1));
  });
});
