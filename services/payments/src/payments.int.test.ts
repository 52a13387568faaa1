import { PAYMENTS_EVENTS, PAYMENTS_SERVICE_SUBJECTS, type PaymentUpdatedEvent, type RefundRecordedEvent } from '@kukki/contracts';
import { newId } from '@kukki/platform';
import { COMPOSITIONS, eventually } from '@kukki/platform/testing';
import { startPaymentsOnEmulator, type PaymentsOnEmulator } from './testing/payments-on-emulator';

/**
 * The payments service against the Mercado Pago emulator (official SDK), on both compositions:
 * notifications are sent the way the webhook route does once the signature is verified.
 */
describe.each(COMPOSITIONS)('payments service (%s)', (kind) => {
  let shop: PaymentsOnEmulator;

  beforeAll(async () => {
    shop = await startPaymentsOnEmulator(kind);
  });

  afterAll(() => shop?.close());

  async function payment(status: string, extra: Record<string, unknown> = {}, price = 250) {
    const reference = newId();
    const preference = await shop.mp.client.createPreference({
      items: [{ id: 'p1', title: 'Caja de galletas', quantity: 1, unit_price: price, currency_id: 'MXN' }],
      external_reference: reference,
    });
    return { reference, paymentId: await shop.mp.pay(preference.id!, status, extra) };
  }

  const notify = (paymentId: string) => shop.notify('payment', paymentId);
  const updates = (paymentId: string) => shop.eventsFor<PaymentUpdatedEvent>(PAYMENTS_EVENTS.paymentUpdated, 'paymentId', paymentId);
  const refunds = (paymentId: string) => shop.eventsFor<RefundRecordedEvent>(PAYMENTS_EVENTS.refundRecorded, 'paymentId', paymentId);
  const ledger = async (paymentId: string) => (await shop.c.rpc.request<any>(PAYMENTS_SERVICE_SUBJECTS.ledgerGet, { paymentId })).payment;

  it('records an approved card payment in the ledger and emits payments.payment.updated once, however often it is notified', async () => {
    const { reference, paymentId } = await payment('approved');
    await expect(notify(paymentId)).resolves.toEqual({ accepted: true });
    await notify(paymentId);
    await eventually(() => expect(updates(paymentId)).toHaveLength(1));
    expect(updates(paymentId)[0].data).toMatchObject({
      paymentId,
      externalReference: reference,
      kind: 'order',
      status: 'approved',
      amount: 250,
      amountCents: 25000,
      paymentMethodId: expect.any(String),
      instructions: null,
    });
    expect(await ledger(paymentId)).toMatchObject({ paymentId, externalReference: reference, status: 'approved', amountCents: 25000 });
    await notify(paymentId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(updates(paymentId)).toHaveLength(1);
  });

  it('records a rejected card payment with its detail', async () => {
    const { paymentId } = await payment('rejected', { status_detail: 'cc_rejected_insufficient_amount' });
    await notify(paymentId);
    await eventually(() => expect(updates(paymentId)).toHaveLength(1));
    expect(updates(paymentId)[0].data).toMatchObject({ status: 'rejected', statusDetail: 'cc_rejected_insufficient_amount' });
  });

  it('an OXXO ticket is pending with its instructions, then paid: two updates', async () => {
    const { paymentId } = await payment('pending', { payment_method_id: 'oxxo' });
    await notify(paymentId);
    await eventually(() => expect(updates(paymentId)).toHaveLength(1));
    expect(updates(paymentId)[0].data).toMatchObject({
      status: 'pending',
      paymentMethodId: 'oxxo',
      instructions: { method: 'oxxo', paymentId, reference: expect.any(String), expiresAt: expect.any(String) },
    });
    await shop.mp.control(`/payments/${paymentId}/approve`, { notify: false });
    await notify(paymentId);
    await eventually(() => expect(updates(paymentId)).toHaveLength(2));
    expect(updates(paymentId)[1].data).toMatchObject({ status: 'approved', instructions: null });
  });

  it('partial and full refunds: each recorded once, with the refunded total', async () => {
    const { paymentId } = await payment('approved', {}, 300);
    await notify(paymentId);
    await shop.mp.client.refundPayment(paymentId, `partial-${paymentId}`, 50);
    await notify(paymentId);
    await notify(paymentId);
    await eventually(() => expect(refunds(paymentId)).toHaveLength(1));
    expect(refunds(paymentId)[0].data).toMatchObject({ refund: { amountCents: 5000 }, refundedCents: 5000, amountCents: 30000 });
    await shop.mp.client.refundPayment(paymentId, `rest-${paymentId}`);
    await notify(paymentId);
    await eventually(() => expect(refunds(paymentId)).toHaveLength(2));
    expect(refunds(paymentId)[1].data).toMatchObject({ refund: { amountCents: 25000 }, refundedCents: 30000 });
    expect((await ledger(paymentId)).refunds).toHaveLength(2);
  });

  it('an unknown payment is acknowledged and recorded nowhere', async () => {
    await expect(notify('999999999999')).resolves.toEqual({ accepted: true });
    expect(await ledger('999999999999')).toBeNull();
  });
});
