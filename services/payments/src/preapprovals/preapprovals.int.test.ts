import {
  PAYMENTS_EVENTS,
  PAYMENTS_SERVICE_SUBJECTS,
  subscriptionReference,
  type PaymentUpdatedEvent,
  type PreapprovalUpdatedEvent,
} from '@kukki/contracts';
import { newId } from '@kukki/platform';
import { COMPOSITIONS, eventually } from '@kukki/platform/testing';
import { SHOP_URL } from '@kukki/mp-emulator/src/testing/emulated-payments';
import { startPaymentsOnEmulator, type PaymentsOnEmulator } from '../testing/payments-on-emulator';

/**
 * Subscriptions' side of the payments service against the Mercado Pago emulator (official SDK), on
 * both compositions: preapprovals created, fetched and cancelled over RPC, their notifications and
 * their recurring charges (authorized payments) recorded once, with events.
 */
describe.each(COMPOSITIONS)('payments service: preapprovals (%s)', (kind) => {
  let shop: PaymentsOnEmulator;

  beforeAll(async () => {
    shop = await startPaymentsOnEmulator(kind);
  });

  afterAll(() => shop?.close());

  const notify = (type: string, dataId: string) => shop.notify(type, dataId);
  const preapprovalEvents = (id: string) =>
    shop.eventsFor<PreapprovalUpdatedEvent>(PAYMENTS_EVENTS.preapprovalUpdated, 'preapprovalId', id);
  const paymentEvents = (id: string) => shop.eventsFor<PaymentUpdatedEvent>(PAYMENTS_EVENTS.paymentUpdated, 'paymentId', id);

  const create = async () => {
    const reference = subscriptionReference(newId());
    const { preapproval } = await shop.c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.preapprovalCreate, {
      externalReference: reference,
      reason: 'Suscripción Mensual',
      payerEmail: 'ana@example.com',
      backUrl: `${SHOP_URL}/misuscripcion`,
      amountCents: 39900,
      idempotencyKey: `test-${reference}`,
    });
    return { reference, preapproval };
  };

  it('creates a monthly preapproval through the SDK, records it and emits payments.preapproval.updated once', async () => {
    const { reference, preapproval } = await create();
    expect(preapproval).toMatchObject({
      preapprovalId: expect.any(String),
      externalReference: reference,
      status: 'pending',
      initPoint: expect.stringContaining('preapproval_id='),
      amountCents: 39900,
      currency: 'MXN',
    });
    const stored = await shop.mp.client.getPreApproval(preapproval.preapprovalId);
    expect(stored).toMatchObject({
      external_reference: reference,
      payer_email: 'ana@example.com',
      auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 399, currency_id: 'MXN' },
    });
    await eventually(() => expect(preapprovalEvents(preapproval.preapprovalId)).toHaveLength(1));
    // fetched again with nothing new: no event
    await expect(
      shop.c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.preapprovalGet, { preapprovalId: preapproval.preapprovalId }),
    ).resolves.toEqual({
      preapproval: expect.objectContaining({ status: 'pending' }),
    });
    await notify('subscription_preapproval', preapproval.preapprovalId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(preapprovalEvents(preapproval.preapprovalId)).toHaveLength(1);
  });

  it('authorised, charged again and cancelled: one event per change, the charges as subscription payments in the ledger', async () => {
    const { reference, preapproval } = await create();
    const id = preapproval.preapprovalId;
    const first = await shop.mp.authorize(id);
    await notify('subscription_preapproval', id);
    await notify('subscription_preapproval', id);
    await eventually(() => expect(preapprovalEvents(id)).toHaveLength(2));
    expect(preapprovalEvents(id)[1].data).toMatchObject({ status: 'authorized', lastChargedAt: expect.any(String) });
    // the first charge, notified as a payment
    await notify('payment', first);
    await eventually(() => expect(paymentEvents(first)).toHaveLength(1));
    expect(paymentEvents(first)[0].data).toMatchObject({
      kind: 'subscription',
      externalReference: reference,
      status: 'approved',
      amountCents: 39900,
    });
    // a renewal, notified as an authorized payment (twice) and as a payment: one ledger entry, one event
    const { authorizedPaymentId, paymentId: renewalPayment } = await shop.mp.charge(id);
    await notify('subscription_authorized_payment', authorizedPaymentId);
    await notify('subscription_authorized_payment', authorizedPaymentId);
    await notify('payment', renewalPayment);
    await eventually(() => expect(paymentEvents(renewalPayment)).toHaveLength(1));
    expect(paymentEvents(renewalPayment)[0].data).toMatchObject({ kind: 'subscription', externalReference: reference, status: 'approved' });
    expect((await shop.c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.ledgerOf, { externalReference: reference })).payments).toHaveLength(2);
    // cancelled by the shop
    const { preapproval: cancelled } = await shop.c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.preapprovalCancel, { preapprovalId: id });
    expect(cancelled.status).toBe('cancelled');
    expect((await shop.mp.client.getPreApproval(id)).status).toBe('cancelled');
    await notify('subscription_preapproval', id);
    await eventually(() => expect(preapprovalEvents(id).map((e) => (e.data as PreapprovalUpdatedEvent).status)).toContain('cancelled'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(preapprovalEvents(id).filter((e) => (e.data as PreapprovalUpdatedEvent).status === 'cancelled')).toHaveLength(1);
  });

  it('a prepaid period: a preference for its whole amount, notified to the single webhook route', async () => {
    const reference = subscriptionReference(newId());
    const { preference } = await shop.c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.subscriptionPreference, {
      externalReference: reference,
      item: {
        id: 'plan-1',
        title: 'Suscripción Trimestral',
        description: 'Trimestral: dos postres cada mes durante 3 meses',
        amountCents: 109900,
      },
      payer: { name: 'Ana López', email: 'ana@example.com', phone: { area_code: '55', number: '12345678' } },
      backUrls: {
        success: `${SHOP_URL}/misuscripcion`,
        failure: `${SHOP_URL}/suscripciones/x`,
        pending: `${SHOP_URL}/misuscripcion`,
      },
      metadata: { enrolment_id: reference.slice(4) },
      idempotencyKey: `pref-${reference}`,
    });
    expect(preference).toEqual({ id: expect.any(String), initPoint: expect.any(String) });
    const stored = await shop.mp.client.getPreference(preference.id);
    expect(stored).toMatchObject({
      external_reference: reference,
      notification_url: `${SHOP_URL}/api/webhooks/mercadopago`,
      items: [expect.objectContaining({ unit_price: 1099, currency_id: 'MXN', quantity: 1 })],
    });
  });

  it('unknown preapprovals and authorized payments are acknowledged and recorded nowhere', async () => {
    await expect(notify('subscription_preapproval', 'f'.repeat(32))).resolves.toEqual({ accepted: true });
    await expect(notify('subscription_authorized_payment', '999999999')).resolves.toEqual({ accepted: true });
    await expect(shop.c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.preapprovalGet, { preapprovalId: 'f'.repeat(32) })).resolves.toEqual({
      preapproval: null,
    });
  });
});
