import Fastify, { type FastifyInstance } from 'fastify';
import { AppConfig } from 'mercadopago/dist/utils/config';
import { MercadoPagoApiError, MercadoPagoClient, paymentsModeOf, verifyWebhookSignature } from '@kukki/platform';
import { createMpEmulator, type MpEmulatorHandle } from './index';

const SECRET = 'emulator-test-secret';
const TOKEN = 'TEST-sdk-adapter-token';

interface Received {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/** The official SDK (through MercadoPagoClient) against the emulator on a random port. */
describe('MercadoPagoClient (official SDK) against the Mercado Pago emulator', () => {
  let emulatorApp: FastifyInstance;
  let receiver: FastifyInstance;
  let handle: MpEmulatorHandle;
  let apiUrl: string;
  let hookUrl: string;
  let client: MercadoPagoClient;
  const received: Received[] = [];

  beforeAll(async () => {
    receiver = Fastify();
    receiver.post('/api/webhooks/mercadopago', async (req) => {
      received.push({ url: req.url, headers: req.headers, body: req.body });
      return { ok: true };
    });
    await receiver.listen({ port: 0, host: '127.0.0.1' });
    hookUrl = `http://127.0.0.1:${(receiver.server.address() as { port: number }).port}/api/webhooks/mercadopago`;

    handle = createMpEmulator({ webhookSecret: SECRET, accessToken: TOKEN, defaultNotificationUrl: hookUrl, webhookRetriesMs: [] });
    emulatorApp = Fastify();
    await emulatorApp.register(handle.plugin, { prefix: '/mp-emulator' });
    await emulatorApp.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(emulatorApp.server.address() as { port: number }).port}/mp-emulator`;
    client = new MercadoPagoClient({
      accessToken: TOKEN,
      publicKey: 'TEST-pk',
      webhookSecret: SECRET,
      apiUrl,
      publicUrl: 'http://shop.test',
      mode: paymentsModeOf(apiUrl),
      installmentsMax: 1,
    });
  });

  afterAll(async () => {
    handle?.close();
    await emulatorApp?.close();
    await receiver?.close();
  });

  const preferenceBody = (ref: string) => ({
    items: [
      { id: 'p1', title: 'Caja de galletas', quantity: 2, unit_price: 150.5, currency_id: 'MXN' },
      { id: 'p2', title: 'Alfajores', quantity: 1, unit_price: 99.99, currency_id: 'MXN' },
    ],
    payer: { name: 'Ana', surname: 'López', email: 'ana@example.com' },
    external_reference: ref,
    shipments: { cost: 69, mode: 'not_specified' },
    back_urls: {
      success: `http://shop.test/order/${ref}`,
      failure: `http://shop.test/order/${ref}`,
      pending: `http://shop.test/order/${ref}`,
    },
    auto_return: 'approved',
    notification_url: hookUrl,
  });

  it('is in emulator mode and leaves the SDK default API root untouched', async () => {
    expect(client.mode).toBe('emulator');
    await client.createPreference(preferenceBody('ref-root'));
    expect(AppConfig.BASE_URL).toBe('https://api.mercadopago.com');
  });

  it('points only its own SDK client at the emulator: a client of another root reaches that root', async () => {
    const other = Fastify();
    const seen: Array<{ url: string; host?: string; idempotencyKey?: string | string[] }> = [];
    other.post('/elsewhere/checkout/preferences/', async (req, reply) => {
      seen.push({ url: req.url, host: req.headers.host, idempotencyKey: req.headers['x-idempotency-key'] });
      return reply.code(201).send({ id: 'other-pref', init_point: 'http://elsewhere.test/pay' });
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const otherUrl = `http://127.0.0.1:${(other.server.address() as { port: number }).port}/elsewhere`;
      const otherClient = new MercadoPagoClient({ ...client.config, apiUrl: otherUrl, mode: paymentsModeOf(otherUrl) });
      const [mine, theirs] = await Promise.all([
        client.createPreference(preferenceBody('ref-mine')),
        otherClient.createPreference(preferenceBody('ref-theirs'), 'key-theirs'),
      ]);
      expect(mine.id).toMatch(/^\d+-/);
      expect(theirs.id).toBe('other-pref');
      expect(seen).toEqual([{ url: '/elsewhere/checkout/preferences/', host: new URL(otherUrl).host, idempotencyKey: 'key-theirs' }]);
    } finally {
      await other.close();
    }
  });

  it('creates and reads a preference through the SDK, with an init_point on the emulator', async () => {
    const created = await client.createPreference(preferenceBody('order-1'));
    expect(created.id).toMatch(/^\d+-[0-9a-f-]{36}$/);
    expect(created.init_point).toBe(`${apiUrl}/checkout/v1/redirect?pref_id=${created.id}`);
    expect(created.external_reference).toBe('order-1');
    expect(created.auto_return).toBe('approved');
    const read = await client.getPreference(created.id!);
    expect(read.items).toHaveLength(2);
    expect(read.items![0]).toMatchObject({ title: 'Caja de galletas', quantity: 2, unit_price: 150.5 });
    expect(read.api_response.status).toBe(200);
  });

  it('answers Mercado Pago errors the SDK turns into MercadoPagoApiError (400, 401, 404)', async () => {
    await expect(client.createPreference({ items: [] })).rejects.toMatchObject({ status: 400, message: 'items needed' });
    const wrong = new MercadoPagoClient({ ...client.config, accessToken: 'TEST-wrong' });
    await expect(wrong.getPayment(1)).rejects.toBeInstanceOf(MercadoPagoApiError);
    await expect(wrong.getPayment(1)).rejects.toMatchObject({ status: 401 });
    await expect(client.getPayment(999)).rejects.toMatchObject({ status: 404, notFound: true });
    await expect(client.getPreference('nope')).rejects.toMatchObject({ status: 404 });
  });

  it('control API: a payment is created, a signed webhook sent, and the SDK can get and search it', async () => {
    const pref = await client.createPreference(preferenceBody('order-2'));
    const res = await fetch(`${apiUrl}/__emulator/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ preference_id: pref.id, status: 'approved' }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: number; webhook: { status: number } };
    expect(created.webhook.status).toBe(200);

    const hook = received.find((r) => r.body?.data?.id === String(created.id))!;
    expect(hook.body).toMatchObject({ action: 'payment.created', type: 'payment', data: { id: String(created.id) } });
    expect(hook.url).toContain(`data.id=${created.id}`);
    const check = verifyWebhookSignature({
      xSignature: hook.headers['x-signature'],
      xRequestId: hook.headers['x-request-id'],
      dataId: hook.body.data.id,
      secret: SECRET,
    });
    expect(check.valid).toBe(true);
    expect(client.verifyWebhook({ xSignature: hook.headers['x-signature'], xRequestId: 'other', dataId: hook.body.data.id }).valid).toBe(
      false,
    );

    const payment = await client.getPayment(created.id);
    expect(payment).toMatchObject({
      id: created.id,
      status: 'approved',
      status_detail: 'accredited',
      external_reference: 'order-2',
      transaction_amount: 469.99,
      operation_type: 'regular_payment',
      payment_type_id: 'credit_card',
    });
    expect(payment.authorization_code).toMatch(/^\d{6}$/);
    expect(payment.transaction_details!.net_received_amount).toBeLessThan(469.99);
    expect(payment.money_release_date).toBeTruthy();

    const found = await client.searchPayments('order-2');
    expect(found.map((p) => p.id)).toEqual([created.id]);
    expect(await client.searchPayments('order-none')).toEqual([]);

    const prefs = await (await fetch(`${apiUrl}/__emulator/preferences?external_reference=order-2`)).json();
    expect(prefs).toEqual([expect.objectContaining({ id: pref.id, external_reference: 'order-2' })]);
  });

  it('control API: a later status change is notified as payment.updated; without notify nothing is sent', async () => {
    const pref = await client.createPreference(preferenceBody('order-3'));
    const post = (path: string, body: unknown) =>
      fetch(`${apiUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
        (r) => r.json() as Promise<any>,
      );
    const before = received.length;
    const pending = await post('/__emulator/payments', { preference_id: pref.id, status: 'pending', notify: false });
    expect(received.length).toBe(before);
    expect(pending.webhook).toBeNull();
    const approved = await post(`/__emulator/payments/${pending.id}`, { status: 'approved' });
    expect(approved).toMatchObject({ id: pending.id, status: 'approved', status_detail: 'accredited' });
    expect(received.at(-1)!.body).toMatchObject({ action: 'payment.updated', data: { id: String(pending.id) } });
    const newest = await client.searchPayments('order-3');
    expect(newest[0]).toMatchObject({ id: pending.id, status: 'approved' });
  });

  it('hosted checkout: shows items and total, and paying redirects to the back URL with Mercado Pago parameters', async () => {
    const pref = await client.createPreference(preferenceBody('order-4'));
    const page = await fetch(pref.init_point!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Caja de galletas');
    expect(html).toContain('$469.99');
    expect(html).toContain('Aprobar pago');

    const res = await fetch(`${apiUrl}/checkout/v1/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        pref_id: pref.id!,
        outcome: 'rejected',
        card_number: '4075 5957 1648 3764',
        cardholder: 'OTHE',
      }).toString(),
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://shop.test/order/order-4');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      status: 'rejected',
      collection_status: 'rejected',
      external_reference: 'order-4',
      preference_id: pref.id,
    });
    const payment = await client.getPayment(location.searchParams.get('payment_id')!);
    expect(payment).toMatchObject({ status: 'rejected', payment_method_id: 'visa', transaction_amount: 469.99 });
    expect(payment.card!.last_four_digits).toBe('3764');
  });

  it('preapprovals: create, read, authorise on the hosted page (webhooks), pause and cancel through the SDK', async () => {
    const pre = await client.createPreApproval({
      reason: 'Suscripción mensual Kukki',
      external_reference: 'enr-1',
      payer_email: 'ana@example.com',
      back_url: 'http://shop.test/suscripciones',
      auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 450, currency_id: 'MXN' },
    });
    expect(pre).toMatchObject({ status: 'pending', external_reference: 'enr-1', reason: 'Suscripción mensual Kukki' });
    expect(pre.init_point).toBe(`${apiUrl}/subscriptions/checkout?preapproval_id=${pre.id}`);
    expect((await client.getPreApproval(pre.id!)).auto_recurring).toMatchObject({ transaction_amount: 450, frequency_type: 'months' });

    const page = await fetch(pre.init_point!);
    expect(await page.text()).toContain('Autorizar suscripción');
    const res = await fetch(`${apiUrl}/subscriptions/checkout/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ preapproval_id: pre.id!, outcome: 'authorized' }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://shop.test/suscripciones?preapproval_id=${pre.id}`);
    expect((await client.getPreApproval(pre.id!)).status).toBe('authorized');
    expect(received.some((r) => r.body?.type === 'subscription_preapproval' && r.body.data.id === pre.id)).toBe(true);
    const charges = await client.searchPayments('enr-1');
    expect(charges[0]).toMatchObject({ status: 'approved', operation_type: 'recurring_payment', transaction_amount: 450 });

    expect((await client.updatePreApproval(pre.id!, { status: 'paused' })).status).toBe('paused');
    expect((await client.cancelPreApproval(pre.id!)).status).toBe('cancelled');
    await expect(client.updatePreApproval(pre.id!, { status: 'authorized' })).rejects.toMatchObject({ status: 400 });
    await expect(client.createPreApproval({ reason: 'x' })).rejects.toMatchObject({ status: 400 });
  });

  it('control API: POST /__emulator/payments given a preapproval id (an enrolment init point) authorises it with its first charge', async () => {
    const body = (ref: string) => ({
      reason: 'Suscripción mensual Kukki',
      external_reference: ref,
      payer_email: 'ana@example.com',
      back_url: 'http://shop.test/suscripciones',
      auto_recurring: { frequency: 1, frequency_type: 'months', transaction_amount: 499, currency_id: 'MXN' },
    });
    const pay = (payload: unknown) =>
      fetch(`${apiUrl}/__emulator/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });

    const pre = await client.createPreApproval(body('enr-2'));
    const res = await pay({ preference_id: pre.id, status: 'approved' });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: number; status: string; preapproval: { id: string; status: string } };
    expect(created).toMatchObject({ status: 'approved', preapproval: { id: pre.id, status: 'authorized' } });
    expect((await client.getPreApproval(pre.id!)).status).toBe('authorized');
    expect(received.some((r) => r.body?.type === 'subscription_preapproval' && r.body.data.id === pre.id)).toBe(true);
    expect(received.some((r) => r.body?.type === 'payment' && r.body.data.id === String(created.id))).toBe(true);

    const byRef = await client.createPreApproval(body('enr-3'));
    expect((await pay({ external_reference: 'enr-3', status: 'rejected' })).status).toBe(201);
    expect((await client.getPreApproval(byRef.id!)).status).toBe('pending');
    expect((await client.searchPayments('enr-3'))[0]).toMatchObject({ status: 'rejected' });

    expect((await pay({ preference_id: 'does-not-exist', status: 'approved' })).status).toBe(404);
  });
});
