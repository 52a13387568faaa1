import Fastify, { type FastifyInstance } from 'fastify';
import {
  PAYMENTS_EVENTS,
  PAYMENTS_SERVICE_SUBJECTS,
  subscriptionReference,
  type EventEnvelope,
  type PaymentUpdatedEvent,
  type PreapprovalUpdatedEvent,
} from '@kukki/contracts';
import { MercadoPagoClient, newId } from '@kukki/platform';
import { COMPOSITIONS, eventually, startComposition, type TestComposition } from '@kukki/platform/testing';
import { createMpEmulator, type MpEmulatorHandle } from '@kukki/mp-emulator';
import { PaymentsModule } from '../payments.module';

const TOKEN = 'TEST-preapprovals-token';

/**
 * Subscriptions' side of the payments service against the Mercado Pago emulator (official SDK), on
 * both compositions: preapprovals created, fetched and cancelled over RPC, their notifications and
 * their recurring charges (authorized payments) recorded once, with events.
 */
describe.each(COMPOSITIONS)('payments service: preapprovals (%s)', (kind) => {
  let c: TestComposition;
  let emulatorApp: FastifyInstance;
  let handle: MpEmulatorHandle;
  let apiUrl: string;
  let mp: MercadoPagoClient;
  const saved = { ...process.env };
  const seen: EventEnvelope[] = [];
  let untap: () => void = () => undefined;

  beforeAll(async () => {
    handle = createMpEmulator({ webhookSecret: 'secret', accessToken: TOKEN, webhookRetriesMs: [] });
    emulatorApp = Fastify();
    await emulatorApp.register(handle.plugin, { prefix: '/mp' });
    await emulatorApp.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(emulatorApp.server.address() as { port: number }).port}/mp`;
    Object.assign(process.env, {
      MERCADOPAGO_API_URL: apiUrl,
      MERCADOPAGO_ACCESS_TOKEN: TOKEN,
      MERCADOPAGO_PUBLIC_KEY: 'TEST-pk-preapprovals',
      MERCADOPAGO_WEBHOOK_SECRET: 'secret',
      PUBLIC_URL: 'http://shop.test',
    });
    mp = MercadoPagoClient.fromEnv();
    c = await startComposition(kind, [['payments', (rt) => PaymentsModule.forRoot(rt)]]);
    untap = c.runtime.events.tap(async (event) => {
      seen.push(event);
    });
  });

  afterAll(async () => {
    untap();
    await c?.close();
    handle?.close();
    await emulatorApp?.close();
    process.env = saved;
  });

  const control = async (path: string, body: unknown) => {
    const res = await fetch(`${apiUrl}/__emulator${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.ok).toBe(true);
    return (await res.json()) as any;
  };
  const notify = (type: string, dataId: string) => c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.webhook, { type, dataId });
  const preapprovalEvents = (id: string) =>
    seen.filter((e) => e.type === PAYMENTS_EVENTS.preapprovalUpdated && (e.data as PreapprovalUpdatedEvent).preapprovalId === id);
  const paymentEvents = (id: string) =>
    seen.filter((e) => e.type === PAYMENTS_EVENTS.paymentUpdated && (e.data as PaymentUpdatedEvent).paymentId === id);

  const create = async () => {
    const reference = subscriptionReference(newId());
    const { preapproval } = await c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.preapprovalCreate, {
      externalReference: reference,
      reason: 'Suscripción Mensual',
      payerEmail: 'ana@example.com',
      backUrl: 'http://shop.test/misuscripcion',
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
    const stored = await mp.getPreApproval(preapproval.preapprovalId);
    expect(stored).toMatchObject({
      external_reference: reference,
      payer_email: 'ana@example.com',
      auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 399, currency_id: 'MXN' },
    });
    await eventually(() => expect(preapprovalEvents(preapproval.preapprovalId)).toHaveLength(1));
    // fetched again with nothing new: no event
    await expect(c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.preapprovalGet, { preapprovalId: preapproval.preapprovalId })).resolves.toEqual({
      preapproval: expect.objectContaining({ status: 'pending' }),
    });
    await notify('subscription_preapproval', preapproval.preapprovalId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(preapprovalEvents(preapproval.preapprovalId)).toHaveLength(1);
  });

  it('authorised, charged again and cancelled: one event per change, the charges as subscription payments in the ledger', async () => {
    const { reference, preapproval } = await create();
    const id = preapproval.preapprovalId;
    const decided = await control('/preapprovals', { preapproval_id: id, status: 'authorized', notify: false });
    await notify('subscription_preapproval', id);
    await notify('subscription_preapproval', id);
    await eventually(() => expect(preapprovalEvents(id)).toHaveLength(2));
    expect(preapprovalEvents(id)[1].data).toMatchObject({ status: 'authorized', lastChargedAt: expect.any(String) });
    // the first charge, notified as a payment
    const first = String(decided.payment.id);
    await notify('payment', first);
    await eventually(() => expect(paymentEvents(first)).toHaveLength(1));
    expect(paymentEvents(first)[0].data).toMatchObject({
      kind: 'subscription',
      externalReference: reference,
      status: 'approved',
      amountCents: 39900,
    });
    // a renewal, notified as an authorized payment (twice) and as a payment: one ledger entry, one event
    const renewal = await control(`/preapprovals/${id}/charges`, { notify: false });
    const renewalPayment = String(renewal.payment.id);
    await notify('subscription_authorized_payment', String(renewal.authorized_payment.id));
    await notify('subscription_authorized_payment', String(renewal.authorized_payment.id));
    await notify('payment', renewalPayment);
    await eventually(() => expect(paymentEvents(renewalPayment)).toHaveLength(1));
    expect(paymentEvents(renewalPayment)[0].data).toMatchObject({ kind: 'subscription', externalReference: reference, status: 'approved' });
    expect((await c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.ledgerOf, { externalReference: reference })).payments).toHaveLength(2);
    // cancelled by the shop
    const { preapproval: cancelled } = await c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.preapprovalCancel, { preapprovalId: id });
    expect(cancelled.status).toBe('cancelled');
    expect((await mp.getPreApproval(id)).status).toBe('cancelled');
    await notify('subscription_preapproval', id);
    await eventually(() => expect(preapprovalEvents(id).map((e) => (e.data as PreapprovalUpdatedEvent).status)).toContain('cancelled'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(preapprovalEvents(id).filter((e) => (e.data as PreapprovalUpdatedEvent).status === 'cancelled')).toHaveLength(1);
  });

  it('a prepaid period: a preference for its whole amount, notified to the single webhook route', async () => {
    const reference = subscriptionReference(newId());
    const { preference } = await c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.subscriptionPreference, {
      externalReference: reference,
      item: {
        id: 'plan-1',
        title: 'Suscripción Trimestral',
        description: 'Trimestral: dos postres cada mes durante 3 meses',
        amountCents: 109900,
      },
      payer: { name: 'Ana López', email: 'ana@example.com', phone: { area_code: '55', number: '12345678' } },
      backUrls: {
        success: 'http://shop.test/misuscripcion',
        failure: 'http://shop.test/suscripciones/x',
        pending: 'http://shop.test/misuscripcion',
      },
      metadata: { enrolment_id: reference.slice(4) },
      idempotencyKey: `pref-${reference}`,
    });
    expect(preference).toEqual({ id: expect.any(String), initPoint: expect.any(String) });
    const stored = await mp.getPreference(preference.id);
    expect(stored).toMatchObject({
      external_reference: reference,
      notification_url: 'http://shop.test/api/webhooks/mercadopago',
      items: [expect.objectContaining({ unit_price: 1099, currency_id: 'MXN', quantity: 1 })],
    });
  });

  it('unknown preapprovals and authorized payments are acknowledged and recorded nowhere', async () => {
    await expect(notify('subscription_preapproval', 'f'.repeat(32))).resolves.toEqual({ accepted: true });
    await expect(notify('subscription_authorized_payment', '999999999')).resolves.toEqual({ accepted: true });
    await expect(c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.preapprovalGet, { preapprovalId: 'f'.repeat(32) })).resolves.toEqual({
      preapproval: null,
    });
  });
});
