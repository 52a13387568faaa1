import Fastify, { type FastifyInstance } from 'fastify';
import {
  PAYMENTS_EVENTS,
  PAYMENTS_SERVICE_SUBJECTS,
  type EventEnvelope,
  type PaymentUpdatedEvent,
  type RefundRecordedEvent,
} from '@kukki/contracts';
import { MercadoPagoClient, newId } from '@kukki/platform';
import { COMPOSITIONS, eventually, startComposition, type TestComposition } from '@kukki/platform/testing';
import { createMpEmulator, type MpEmulatorHandle } from '@kukki/mp-emulator';
import { PaymentsModule } from './payments.module';

const TOKEN = 'TEST-payments-service-token';

/**
 * The payments service against the Mercado Pago emulator (official SDK), on both compositions:
 * notifications are sent the way the webhook route does once the signature is verified.
 */
describe.each(COMPOSITIONS)('payments service (%s)', (kind) => {
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
      MERCADOPAGO_PUBLIC_KEY: 'TEST-pk-payments',
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

  async function payment(status: string, extra: Record<string, unknown> = {}, price = 250) {
    const reference = newId();
    const preference = await mp.createPreference({
      items: [{ id: 'p1', title: 'Caja de galletas', quantity: 1, unit_price: price, currency_id: 'MXN' }],
      external_reference: reference,
    });
    const paid = await control('/payments', { preference_id: preference.id, status, notify: false, ...extra });
    return { reference, paymentId: String(paid.id ?? paid.payment?.id) };
  }

  const notify = (paymentId: string) => c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.webhook, { type: 'payment', dataId: paymentId });
  const updates = (paymentId: string) =>
    seen.filter((e) => e.type === PAYMENTS_EVENTS.paymentUpdated && (e.data as PaymentUpdatedEvent).paymentId === paymentId);
  const refunds = (paymentId: string) =>
    seen.filter((e) => e.type === PAYMENTS_EVENTS.refundRecorded && (e.data as RefundRecordedEvent).paymentId === paymentId);
  const ledger = async (paymentId: string) => (await c.rpc.request<any>(PAYMENTS_SERVICE_SUBJECTS.ledgerGet, { paymentId })).payment;

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
    await control(`/payments/${paymentId}/approve`, { notify: false });
    await notify(paymentId);
    await eventually(() => expect(updates(paymentId)).toHaveLength(2));
    expect(updates(paymentId)[1].data).toMatchObject({ status: 'approved', instructions: null });
  });

  it('partial and full refunds: each recorded once, with the refunded total', async () => {
    const { paymentId } = await payment('approved', {}, 300);
    await notify(paymentId);
    await mp.refundPayment(paymentId, `partial-${paymentId}`, 50);
    await notify(paymentId);
    await notify(paymentId);
    await eventually(() => expect(refunds(paymentId)).toHaveLength(1));
    expect(refunds(paymentId)[0].data).toMatchObject({ refund: { amountCents: 5000 }, refundedCents: 5000, amountCents: 30000 });
    await mp.refundPayment(paymentId, `rest-${paymentId}`);
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
