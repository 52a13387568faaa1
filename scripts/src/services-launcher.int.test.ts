import { item, orderBody, payer } from '@kukki/orders/src/testing/order-fixtures';
import { launchServices, requestJson, until, type LaunchedServices } from './testing/launcher';
import { freePort, waitForHttp } from './testing/processes';

/**
 * `npm run start:services` as a developer runs it: every service and the gateway under the launcher,
 * the Mercado Pago emulator and the dev mailbox with no manual step, and a killed service restarted
 * with backoff while only its routes answer 503.
 */
const ADMIN = { email: 'admin-launcher@kukki.mx', password: 'Kukki-launcher-2026' };

describe('distributed launcher (npm run start:services)', () => {
  let shop: LaunchedServices | undefined;
  let base: string;
  let adminToken: string;
  const output = () => shop!.launcher.output();
  const catalogueStarts = () => [...output().matchAll(/\[catalogue\] iniciado \(pid (\d+)\)/g)].map((m) => Number(m[1]));
  const catalogueLines = () =>
    output()
      .split('\n')
      .filter((line) => line.startsWith('[catalogue]'))
      .join('\n');

  beforeAll(async () => {
    const [port, smtpPort] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${port}`;
    shop = await launchServices('launch', {
      PORT: String(port),
      DEV_SMTP_PORT: String(smtpPort),
      RPC_TIMEOUT_MS: '2000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    // Every service answering: /api/health/services is for administrators on the public port.
    await waitForHttp(`${base}/api/health/live`, (s) => s === 200, 120_000);
    const token = (adminToken = await until(async () => {
      const res = await fetch(`${base}/api/usuarios/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      return res.status === 200 ? ((await res.json()) as { token: string }).token : undefined;
    }, 120_000));
    await until(async () => {
      const res = await fetch(`${base}/api/health/services`, { headers: { authorization: `Bearer ${token}` } });
      return res.status === 200 ? true : undefined;
    }, 120_000);
  }, 240_000);

  afterAll(() => shop?.close());

  const json = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    requestJson(base, method, url, body, headers);

  it('pays through the bundled emulator and shows every e-mail at /dev/mailbox and the WhatsApp update at /dev/whatsapp, with no manual step', async () => {
    expect((await json('GET', '/dev/mailbox')).status).toBe(200);
    expect((await json('GET', '/dev/whatsapp/messages')).body).toEqual([]);
    const { body } = await json('GET', '/api/productos');
    // A product sold as it is (a gift box needs its picks).
    const product = body.products.find((p: { category: string }) => p.category !== 'cajas');
    const order = await json(
      'POST',
      '/api/orders/guest',
      orderBody([item(product)], { payer: { ...payer, email: 'ana.launch@example.com' }, notifyWhatsApp: true }),
    );
    expect(order).toMatchObject({ status: 201, body: { createdOrder: expect.any(Object) } });
    const { _id, accessToken } = order.body.createdOrder;
    const pref = await json('POST', '/api/orders/payments/mercadopago', { orderId: _id }, { 'x-order-token': accessToken });
    expect(pref.status).toBe(200);
    expect(pref.body.init_point).toContain('/mp-emulator/');
    const paid = await json('POST', '/mp-emulator/__emulator/payments', { preference_id: pref.body.preferenceId, status: 'approved' });
    expect(paid.status).toBe(201);
    await until(async () => {
      const d = await json('GET', `/api/orders/detail/${_id}`, undefined, { 'x-order-token': accessToken });
      return d.body.order?.isPaid ? true : undefined;
    });
    const contact = await json('POST', '/api/contact/email', {
      name: 'Luis',
      email: 'luis.launch@example.com',
      message: '¿Hacen envíos a Toluca?',
    });
    expect(contact.status).toBe(200);
    const subjects = await until(async () => {
      const m = await json('GET', '/dev/mailbox/messages');
      const list = (m.body as Array<{ to: string; subject: string }>).map((x) => `${x.to} ${x.subject}`);
      // Five e-mails in all (received, paid, the shop's «pagada», the contact's inbox copy and its reply), in any order.
      const done = ['ana.launch@example.com Recibimos', 'ana.launch@example.com ¡Pago', 'luis.launch@example.com '];
      return done.every((start) => list.some((s) => s.startsWith(start))) ? list : undefined;
    });
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ana\.launch@example\.com Recibimos tu orden/),
        expect.stringMatching(/^ana\.launch@example\.com ¡Pago aprobado!/),
        expect.stringMatching(/^luis\.launch@example\.com /),
      ]),
    );
    // The opted-in buyer's «paid» update, kept by the notifications service and shown by the gateway.
    const messages = await until(async () => {
      const m = await json('GET', '/dev/whatsapp/messages');
      return m.status === 200 && (m.body as unknown[]).length > 0 ? (m.body as Array<{ to: string; text: string }>) : undefined;
    });
    expect(messages[0]).toMatchObject({ to: `+52${payer.phone.area_code}${payer.phone.number}`, template: 'pedido_pagado' });
    expect((await json('GET', '/dev/whatsapp')).status).toBe(200);
    // The customer's «BAJA» goes to the notifications service; a phone that is not one is refused at the gateway.
    expect(await json('POST', '/dev/whatsapp/inbound', { from: messages[0].to, text: 'Baja' })).toMatchObject({
      status: 200,
      body: { optedOut: true },
    });
    expect(await json('POST', '/dev/whatsapp/inbound', { from: messages[0].to, text: 'gracias' })).toMatchObject({
      status: 200,
      body: { optedOut: false },
    });
    expect((await json('POST', '/dev/whatsapp/inbound', { from: 'nadie', text: 'BAJA' })).status).toBe(400);
    // After «BAJA» the order's next update reaches the customer by e-mail only.
    const cooking = await json('PATCH', `/api/admin/orders/${_id}`, { status: 'cocinando' }, { authorization: `Bearer ${adminToken}` });
    expect(cooking.status).toBe(200);
    await until(async () => {
      const m = await json('GET', '/dev/mailbox/messages');
      return (m.body as Array<{ to: string }>).filter((x) => x.to === 'ana.launch@example.com').length >= 3 ? true : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 2500)); // the WhatsApp dispatcher's interval, and some
    expect(((await json('GET', '/dev/whatsapp/messages')).body as unknown[]).length).toBe(1);
  });

  it('restarts a killed service with backoff; only its routes answer 503 meanwhile, and it recovers by itself', async () => {
    // The running catalogue is the last one started. An earlier restart (seen once under a loaded CI machine) is
    // shown with the catalogue's own lines, so the run says why, and the restart below is counted from there.
    const startsBefore = catalogueStarts();
    if (startsBefore.length > 1) console.warn(`catalogue was restarted before the kill:\n${catalogueLines()}`);
    const pid = startsBefore.at(-1)!;
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, 'SIGKILL');
    const down = await until(async () => {
      const r = await json('GET', '/api/productos');
      return r.status === 503 ? r : undefined;
    }, 15_000);
    expect(down.body.message).toMatch(/no está disponible/);
    const said = await until(async () =>
      new RegExp(
        `\\[catalogue\\] terminó \\(SIGKILL\\); se reinicia en [\\d.,]+ s \\(intento ${startsBefore.length === 1 ? 1 : '\\d+'}\\)`,
      ).test(output())
        ? true
        : undefined,
    );
    expect(said).toBe(true);
    // Another service's route is unaffected.
    expect((await json('POST', '/api/usuarios/login', { email: 'nadie@example.com', password: 'incorrecta123' })).status).toBe(401);
    const back = await until(async () => {
      const r = await json('GET', '/api/productos');
      return r.status === 200 ? r : undefined;
    }, 20_000);
    expect(back.body.products.length).toBeGreaterThan(0);
    const pids = catalogueStarts();
    expect(pids.length).toBe(startsBefore.length + 1);
    expect(pids.at(-1)).not.toBe(pid);
  });
});
