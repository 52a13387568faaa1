import { COMPOSITIONS, eventually } from '@kukki/platform/testing';
import { NotificationsModule } from '@kukki/notifications';
import { MemoryMailer, postBrokenJson, startApi, type ApiHarness } from '../testing';

jest.setTimeout(60_000);

const OK = '¡Hemos recibido tu mensaje, en seguida nos comunicaremos contigo!';
const SHOP_INBOX = 'tienda@kukki.test';
const valid = { name: 'Ana López', phone: '55 1234 5678', email: 'ana@example.com', message: '¿Hacen pasteles para 30 personas?' };

describe.each(COMPOSITIONS)('POST /api/contact/email (%s)', (kind) => {
  let api: ApiHarness;
  /** What the distributed run sends (the embedded one uses the file mailbox). */
  const memory = new MemoryMailer();
  const resetLimit = () => api.composition.runtime.rateLimiter.reset('contact:127.0.0.1');
  beforeAll(async () => {
    const options = kind === 'embedded' ? { shopInbox: SHOP_INBOX, smtpUrl: undefined } : { shopInbox: SHOP_INBOX, mailer: memory };
    api = await startApi(kind, [['notifications', (rt) => NotificationsModule.forRoot(rt, options)]]);
    await resetLimit();
  });
  afterAll(async () => {
    if (api) await resetLimit(); // the distributed counter lives in a shared Redis
    await api?.close();
  });

  it('answers 200 with the success text for a general and for a business message', async () => {
    const general = await api.post('/api/contact/email', valid);
    expect(general).toMatchObject({ status: 200, body: { message: OK } });
    const business = await api.post('/api/contact/email', {
      ...valid,
      name: 'Luis Pérez',
      email: 'luis@empresa.mx',
      enterprice: 'Empresa S.A.',
      message: 'Cotización de 200 cajas',
    });
    expect(business).toMatchObject({ status: 200, body: { message: OK } });
    if (kind === 'distributed') {
      await eventually(() => expect(memory.sent.length).toBe(4));
      expect(memory.sent.map((m) => m.subject)).toEqual(
        expect.arrayContaining([
          'Nuevo mensaje de contacto: Ana López',
          'Cotización para empresa: Empresa S.A. (Luis Pérez)',
          'Recibimos tu mensaje — Kukki',
        ]),
      );
      expect(memory.sent.find((m) => m.to === SHOP_INBOX)?.replyTo).toBe('ana@example.com');
    }
  });

  it.each([
    [{ ...valid, name: '' }, 'Por favor escribe tu nombre'],
    [{ ...valid, name: undefined }, 'Por favor escribe tu nombre'],
    [{ ...valid, email: 'ana-arroba-example' }, 'Por favor escribe un correo electrónico válido'],
    [{ ...valid, email: undefined }, 'Por favor escribe un correo electrónico válido'],
    [{ ...valid, message: '   ' }, 'Por favor escribe tu mensaje'],
    [{ ...valid, phone: 'llámame' }, 'El teléfono solo puede tener números, espacios o el signo +'],
    [{ ...valid, phone: '5512' }, 'El teléfono debe tener entre 7 y 15 dígitos'],
    [{}, 'Por favor escribe tu nombre'],
  ])('answers 400 with a Spanish message for %j', async (payload, message) => {
    const res = await api.post('/api/contact/email', payload);
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  it('accepts a missing phone, a phone with + and spaces, and no enterprice', async () => {
    await resetLimit();
    const { phone: _p, ...noPhone } = valid;
    expect((await api.post('/api/contact/email', noPhone)).status).toBe(200);
    expect((await api.post('/api/contact/email', { ...valid, phone: '+52 1 55 1234 5678' })).status).toBe(200);
  });

  it('takes `enterprice: true` (business form without a company name) as a bulk-quote request', async () => {
    await resetLimit();
    const res = await api.post('/api/contact/email', { ...valid, enterprice: true });
    expect(res).toMatchObject({ status: 200, body: { message: OK } });
    if (kind === 'distributed') {
      await eventually(() => expect(memory.sent.map((m) => m.subject)).toContain('Cotización para empresa: Ana López'));
    }
    const general = await api.post('/api/contact/email', { ...valid, enterprice: false });
    expect(general).toMatchObject({ status: 200, body: { message: OK } });
    const wrong = await api.post('/api/contact/email', { ...valid, enterprice: 42 });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'El nombre de la empresa no es válido' } });
  });

  it('answers 400 with a Spanish message to a body nested deeper than any form sends', async () => {
    await resetLimit();
    const payload = `{"name":"Ana","email":"ana@example.com","message":${'['.repeat(20_000)}"hola"${']'.repeat(20_000)}}`;
    const res = await api.post('/api/contact/email', payload, { 'content-type': 'application/json' });
    expect(res).toMatchObject({ status: 400, body: { message: 'Los datos enviados no son válidos' } });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await postBrokenJson(api, '/api/contact/email', '{"name":');
    expect(res).toMatchObject({ status: 400, body: { message: 'El cuerpo de la solicitud no es JSON válido' } });
  });

  it('limits each client address to 20 messages an hour, then 429 in Spanish', async () => {
    await resetLimit();
    for (let i = 0; i < 20; i++) {
      const res = await api.post('/api/contact/email', { ...valid, message: `Mensaje ${i}` });
      expect(res.status).toBe(200);
    }
    const blocked = await api.post('/api/contact/email', valid);
    expect(blocked.status).toBe(429);
    // An hourly limit says so (not «unos minutos»).
    expect(blocked.body.message).toBe('Demasiados intentos, por favor inténtalo de nuevo en una hora');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await resetLimit();
  });

  it('keeps the failed-e-mail routes for administrators only', async () => {
    expect(await api.get('/api/admin/notifications/failed')).toMatchObject({
      status: 401,
      body: { message: 'Por favor inicia sesión para continuar' },
    });
    expect((await api.request({ method: 'POST', url: `/api/admin/notifications/${'a'.repeat(24)}/retry` })).status).toBe(401);
  });
});

describe('dev mailbox (embedded)', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi('embedded', [
      ['notifications', (rt) => NotificationsModule.forRoot(rt, { shopInbox: SHOP_INBOX, smtpUrl: undefined })],
    ]);
  });
  afterAll(() => api?.close());

  it('lists the messages newest first as JSON and shows them on a page', async () => {
    await api.post('/api/contact/email', { ...valid, enterprice: 'Dulces Eventos' });
    const messages = await eventually(async () => {
      const res = await api.get('/dev/mailbox/messages');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(2);
      return res.body as Array<{ id: string; to: string; subject: string; date: string; text: string; html: string }>;
    });
    for (const m of messages) expect(Object.keys(m).sort()).toEqual(['date', 'html', 'id', 'subject', 'text', 'to']);
    expect(messages.map((m) => m.to).sort()).toEqual(['ana@example.com', SHOP_INBOX]);
    expect(messages.find((m) => m.to === SHOP_INBOX)!.subject).toBe('Cotización para empresa: Dulces Eventos (Ana López)');
    expect(messages.find((m) => m.to === 'ana@example.com')!.text).toContain(
      'Hemos recibido tu mensaje, en seguida nos comunicaremos contigo',
    );
    expect(Date.parse(messages[0].date)).toBeGreaterThanOrEqual(Date.parse(messages[1].date));

    await api.post('/api/contact/email', { ...valid, name: 'Beto Último', email: 'beto@example.com' });
    await eventually(async () => {
      const res = await api.get('/dev/mailbox/messages');
      expect(res.body).toHaveLength(4);
      expect(res.body.slice(0, 2).some((m: { to: string }) => m.to === 'beto@example.com')).toBe(true);
    });

    const page = await api.get('/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Buzón de desarrollo');
    expect(page.body).toContain('Cotización para empresa: Dulces Eventos (Ana López)');
    expect(page.body).toContain('<iframe');
    const one = await api.get(`/dev/mailbox?id=${messages[0].id}`);
    expect(one.status).toBe(200);
    expect((await api.get(`/dev/mailbox/messages/${messages[0].id}/raw`)).body).toContain('Subject:');
    expect((await api.get('/dev/mailbox/messages/nada/html')).status).toBe(404);
  });
});

describe('dev mailbox with NODE_ENV=production', () => {
  it('does not exist', async () => {
    const api = await startApi(
      'embedded',
      [['notifications', (rt) => NotificationsModule.forRoot(rt, { smtpUrl: 'smtp://127.0.0.1:1' })]],
      {
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
      },
    );
    try {
      expect((await api.get('/dev/mailbox/messages')).status).toBe(404);
      expect(api.composition.runtime.httpMounts).toHaveLength(0);
    } finally {
      await api.close();
    }
  });
});
