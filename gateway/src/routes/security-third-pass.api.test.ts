import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { COMPOSITIONS, eventually } from '@kukki/platform/testing';
import type { Product } from '@kukki/contracts';
import { CatalogueModule } from '@kukki/catalogue';
import { CouponsModule } from '@kukki/coupons';
import { NotificationsModule } from '@kukki/notifications';
import { OrdersModule } from '@kukki/orders';
import { UsersModule } from '@kukki/users';
import { item, orderBody } from '@kukki/orders/src/testing/order-fixtures';
import { SESSION_COOKIE } from '../http/auth';
import { MemoryMailer, startApi, type ApiHarness } from '../testing';
import { CROSS_SITE_REFUSAL, CUSTOMER_PASSWORD, newAddress, newCouponCode, percentCoupon, uniqueEmail } from '../testing/clients';

// Regression tests of the third security pass: each `describe` names its finding.
jest.setTimeout(180_000);

const ADMIN = { email: 'jefa.tercera@kukki.test', password: 'secreto-de-jefa' };
const EVIL = 'https://evil.example';
const RESET_SENT = 'Si existe una cuenta con ese correo';
const LOCKOUT_LIMIT = 3;
const PER_RECIPIENT = 2;
const couponCode = () => newCouponCode('TP');
const coupon = (code = couponCode()) => percentCoupon(code, 10);

describe.each(COMPOSITIONS)('security, third pass (%s)', (kind) => {
  let api: ApiHarness;
  let adminToken: string;
  let products: Record<string, Product>;
  const mailer = new MemoryMailer();
  const admin = () => ({ authorization: `Bearer ${adminToken}` });
  const mailsTo = (to: string, subject: RegExp) => mailer.sent.filter((m) => m.to === to && subject.test(m.subject));
  const adminCodes = async () => JSON.stringify((await api.get('/api/admin/coupons', admin())).body);
  const signUp = async (email = uniqueEmail()) => {
    const res = await api.post(
      '/api/usuarios/signup',
      { name: 'Clienta', email, password: CUSTOMER_PASSWORD, passwordConfirm: CUSTOMER_PASSWORD },
      { 'x-forwarded-for': newAddress() },
    );
    expect(res.status).toBe(201);
    return { email, token: res.body.token as string, auth: { authorization: `Bearer ${res.body.token}` } };
  };

  beforeAll(async () => {
    api = await startApi(
      kind,
      [
        ['catalogue', (rt) => CatalogueModule.forRoot(rt)],
        ['users', (rt) => UsersModule.forRoot(rt, { admin: ADMIN, softCallTimeoutMs: 300, loginMaxFailedPerAccount: LOCKOUT_LIMIT })],
        ['coupons', (rt) => CouponsModule.forRoot(rt)],
        ['orders', (rt) => OrdersModule.forRoot(rt)],
        ['notifications', (rt) => NotificationsModule.forRoot(rt, { mailer, recipientMailsPerHour: PER_RECIPIENT })],
      ],
      { TRUST_PROXY: '1', PORT: '8080' },
    );
    const login = await api.post('/api/usuarios/login', ADMIN, { 'x-forwarded-for': newAddress() });
    expect(login.status).toBe(200);
    adminToken = login.body.token;
    const { body } = await api.get('/api/productos');
    products = Object.fromEntries(body.products.map((p: Product) => [p.name, p]));
  });
  afterAll(() => api?.close());

  describe('M1: the CSRF guard judges the path the router serves, however it is spelt', () => {
    const spellings = [
      '/%61pi/admin/coupons',
      '/%2561pi/admin/coupons',
      '/%2Fapi/admin/coupons',
      '/api/../api/admin/coupons',
      '/x/../api/admin/coupons',
      '//api/admin/coupons',
      '/api//admin/coupons',
      '/API/admin/coupons',
      '/Api/Admin/Coupons',
    ];

    it.each(spellings)('refuses a cross-site cookie write to %s and creates nothing', async (url) => {
      const code = couponCode();
      const res = await api.post(url, coupon(code), { cookie: `${SESSION_COOKIE}=${adminToken}`, origin: EVIL });
      expect([403, 404]).toContain(res.status);
      if (res.status === 403) expect(res.body).toEqual({ message: CROSS_SITE_REFUSAL });
      const plain = await api.post(url, JSON.stringify(coupon(code)), {
        cookie: `${SESSION_COOKIE}=${adminToken}`,
        origin: EVIL,
        'content-type': 'text/plain',
      });
      expect([404, 415]).toContain(plain.status);
      expect(await adminCodes()).not.toContain(code);
    });

    it('answers 403 in Spanish to the percent-encoded refund and updateMe of the report', async () => {
      const code = couponCode();
      const encoded = await api.post('/%61pi/admin/coupons', coupon(code), { cookie: `${SESSION_COOKIE}=${adminToken}`, origin: EVIL });
      expect(encoded).toMatchObject({ status: 403, body: { message: CROSS_SITE_REFUSAL } });
      const customer = await signUp();
      const patch = await api.patch(
        '/%61pi/usuarios/updateMe',
        { name: 'Hackeada' },
        { cookie: `${SESSION_COOKIE}=${customer.token}`, origin: EVIL },
      );
      expect(patch).toMatchObject({ status: 403, body: { message: CROSS_SITE_REFUSAL } });
      const refund = await api.post('/%61pi/admin/orders/a1b2c3d4e5f6a1b2c3d4e5f6/refund', '{}', {
        cookie: `${SESSION_COOKIE}=${adminToken}`,
        origin: EVIL,
        'content-type': 'text/plain',
      });
      expect(refund.status).toBe(415);
      // The same-origin cookie write still works on the normal path.
      expect((await api.post('/api/admin/coupons', coupon(), { cookie: `${SESSION_COOKIE}=${adminToken}` })).status).toBe(201);
    });
  });

  describe('M2 and L1: one body sanitiser refuses lone surrogates and NUL anywhere', () => {
    const refused = (field: string) => ({ message: `${field} contiene caracteres no permitidos` });

    it('refuses a lone surrogate in a guest order, a contact message, a signup, deliveryInfo and a coupon with a Spanish 400', async () => {
      const pie = products['Pay de limón'];
      const order = await api.post('/api/orders/guest', orderBody([item(pie)], { payer: { ...orderBody([]).payer, name: 'Ana \ud800' } }), {
        'x-forwarded-for': newAddress(),
      });
      expect(order).toMatchObject({ status: 400, body: refused('El nombre') });
      // As raw JSON text with the escape, the way a hostile client sends it.
      const contact = await api.post('/api/contact/email', '{"name":"Ana","email":"ana@example.com","message":"hola \\udc00"}', {
        'content-type': 'application/json',
        'x-forwarded-for': newAddress(),
      });
      expect(contact).toMatchObject({ status: 400, body: refused('El mensaje') });
      const email = uniqueEmail();
      const signup = await api.post('/api/usuarios/signup', {
        name: 'Ana \udbff',
        email,
        password: CUSTOMER_PASSWORD,
        passwordConfirm: CUSTOMER_PASSWORD,
      });
      expect(signup).toMatchObject({ status: 400, body: refused('El nombre') });
      const customer = await signUp();
      const me = await api.patch('/api/usuarios/updateMe', { deliveryInfo: { street_name: 'Durango \ud83c' } }, customer.auth);
      expect(me).toMatchObject({ status: 400, body: refused('La calle') });
      const code = await api.post('/api/admin/coupons', { ...coupon(), code: 'ABC\udfff' }, admin());
      expect(code).toMatchObject({ status: 400, body: refused('El código del cupón') });
      // A paired surrogate (an emoji) is a character like any other.
      const ok = await api.patch('/api/usuarios/updateMe', { name: 'Ana 🍪' }, customer.auth);
      expect(ok.status).toBe(200);
    });

    it('refuses NUL in a gift text behind 150,000 padding values, and NUL in items[].picks', async () => {
      const pie = products['Pay de limón'];
      const padded = {
        ...orderBody([item(pie)]),
        padding: Array.from({ length: 150_000 }, () => 1),
        deliveryAddress: { ...orderBody([]).deliveryAddress, giftText: 'hola\u0000' },
      };
      const res = await api.post('/api/orders/guest', padded, { 'x-forwarded-for': newAddress() });
      expect(res).toMatchObject({ status: 400, body: refused('La nota de regalo') });
      const box = Object.values(products).find((p) => p.category === 'cajas')!;
      const picks = await api.post('/api/orders/guest', orderBody([item(box, 0, 1, { picks: ['a\u0000'] })]), {
        'x-forwarded-for': newAddress(),
      });
      expect(picks).toMatchObject({ status: 400, body: refused('La opción 1 del producto 1') });
    });
  });

  describe('M3: password-reset e-mails are limited per recipient', () => {
    it('sends one reset e-mail to a victim flooded from 12 addresses, answering every request the same', async () => {
      const victim = await signUp();
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          api.post('/api/usuarios/forgotPassword', { email: victim.email }, { 'x-forwarded-for': newAddress() }),
        ),
      );
      for (const res of answers) expect(res.status).toBe(200);
      expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
      // A marker: a later reset for another account is sent, so the victim's events were all handled.
      const marker = await signUp();
      await api.post('/api/usuarios/forgotPassword', { email: marker.email }, { 'x-forwarded-for': newAddress() });
      await eventually(() => expect(mailsTo(marker.email, /Restablece tu contraseña/)).toHaveLength(1), 30_000);
      expect(mailsTo(victim.email, /Restablece tu contraseña/)).toHaveLength(1);
    });

    it('counts reset e-mails with the other guest-triggered e-mails of the hour', async () => {
      const victim = await signUp();
      for (let i = 0; i < PER_RECIPIENT; i++) {
        const res = await api.post(
          '/api/contact/email',
          { name: 'Ana', email: victim.email, message: `Hola ${i}` },
          { 'x-forwarded-for': newAddress() },
        );
        expect(res.status).toBe(200);
      }
      await eventually(() => expect(mailsTo(victim.email, /Recibimos tu mensaje/)).toHaveLength(PER_RECIPIENT), 30_000);
      const res = await api.post('/api/usuarios/forgotPassword', { email: victim.email }, { 'x-forwarded-for': newAddress() });
      expect(res.status).toBe(200);
      expect(res.body.message).toContain(RESET_SENT);
      const marker = await signUp();
      await api.post('/api/usuarios/forgotPassword', { email: marker.email }, { 'x-forwarded-for': newAddress() });
      await eventually(() => expect(mailsTo(marker.email, /Restablece tu contraseña/)).toHaveLength(1), 30_000);
      expect(mailsTo(victim.email, /Restablece tu contraseña/)).toHaveLength(0);
    });
  });

  describe('messages in someone’s name never use up her order confirmations', () => {
    it('confirms the orders of an address that already got its hourly contact acknowledgements (orders count apart)', async () => {
      const email = uniqueEmail();
      for (let i = 0; i < PER_RECIPIENT; i++)
        await api.post('/api/contact/email', { name: 'Ana', email, message: `Hola ${i}` }, { 'x-forwarded-for': newAddress() });
      await eventually(() => expect(mailsTo(email, /Recibimos tu mensaje/)).toHaveLength(PER_RECIPIENT), 30_000);
      const body = orderBody([item(products['Pay de limón'])]);
      for (let i = 0; i < 2; i++) {
        const res = await api.post('/api/orders/guest', { ...body, payer: { ...body.payer, email } }, { 'x-forwarded-for': newAddress() });
        expect(res.status).toBe(201);
      }
      await eventually(() => expect(mailsTo(email, /Recibimos tu orden/)).toHaveLength(2), 30_000);
    });
  });

  describe('L2: current-password checks share the login lockout', () => {
    it('answers 429 to the right current password after too many wrong ones, on updateMyPassword, updateMe and login alike', async () => {
      const customer = await signUp();
      for (let i = 0; i < LOCKOUT_LIMIT; i++) {
        const wrong = await api.patch(
          '/api/usuarios/updateMyPassword',
          { passwordCurrent: `mal-${i}-123`, password: 'nueva-clave-1', passwordConfirm: 'nueva-clave-1' },
          customer.auth,
        );
        expect(wrong.status).toBe(400);
      }
      const right = await api.patch(
        '/api/usuarios/updateMyPassword',
        { passwordCurrent: CUSTOMER_PASSWORD, password: 'nueva-clave-1', passwordConfirm: 'nueva-clave-1' },
        customer.auth,
      );
      expect(right.status).toBe(429);
      const emailChange = await api.patch(
        '/api/usuarios/updateMe',
        { email: uniqueEmail(), passwordCurrent: CUSTOMER_PASSWORD },
        customer.auth,
      );
      expect(emailChange.status).toBe(429);
      const login = await api.post(
        '/api/usuarios/login',
        { email: customer.email, password: CUSTOMER_PASSWORD },
        { 'x-forwarded-for': newAddress() },
      );
      expect(login.status).toBe(429);
    });

    it('counts wrong current passwords of an e-mail change too', async () => {
      const customer = await signUp();
      for (let i = 0; i < LOCKOUT_LIMIT; i++) {
        const wrong = await api.patch('/api/usuarios/updateMe', { email: uniqueEmail(), passwordCurrent: `mal-${i}-123` }, customer.auth);
        expect(wrong.status).toBe(400);
      }
      const right = await api.patch('/api/usuarios/updateMe', { email: uniqueEmail(), passwordCurrent: CUSTOMER_PASSWORD }, customer.auth);
      expect(right.status).toBe(429);
    });
  });

  describe('L3: the admin live stream ends when its session is logged out', () => {
    it('closes an open GET /api/admin/events after logout and delivers no later order', async () => {
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = api.app.getHttpServer().address() as AddressInfo;
      const login = await api.post('/api/usuarios/login', ADMIN, { 'x-forwarded-for': newAddress() });
      const token = login.body.token as string;
      const received: string[] = [];
      let ended = false;
      let req!: http.ClientRequest;
      const opened = new Promise<number>((resolve, reject) => {
        req = http.get({ host: '127.0.0.1', port, path: '/api/admin/events', headers: { authorization: `Bearer ${token}` } }, (res) => {
          resolve(res.statusCode ?? 0);
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => received.push(chunk));
          res.on('end', () => (ended = true));
          res.on('close', () => (ended = true));
        });
        req.on('error', reject);
      });
      expect(await opened).toBe(200);
      const out = await api.get('/api/usuarios/logout', { authorization: `Bearer ${token}` });
      expect(out.status).toBe(200);
      const created = await api.post('/api/orders/guest', orderBody([item(products['Pay de limón'])]), { 'x-forwarded-for': newAddress() });
      expect(created.status).toBe(201);
      try {
        await eventually(() => expect(ended).toBe(true), 20_000);
        expect(received.join('')).not.toContain('orders.order.created');
      } finally {
        req.destroy();
      }
    });
  });

  describe('L7: public URLs never come from the Host or X-Forwarded-Proto headers', () => {
    it('writes the configured address in robots.txt and the sitemap whatever Host says', async () => {
      const hostile = { host: 'evil.example', 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example' };
      const robots = await api.get('/robots.txt', hostile);
      expect(robots.status).toBe(200);
      expect(robots.body).toContain('Sitemap: http://localhost:8080/sitemap.xml');
      const sitemap = await api.get('/sitemap.xml', hostile);
      expect(sitemap.status).toBe(200);
      expect(sitemap.body).toContain('<loc>http://localhost:8080/');
      for (const text of [robots.body, sitemap.body]) {
        expect(text).not.toContain('evil.example');
        expect(text).not.toContain('javascript:');
      }
    });
  });

  describe('L8: no English error remains', () => {
    it('answers a 201-character X-Order-Token in Spanish', async () => {
      const res = await api.get('/api/orders/detail/a1b2c3d4e5f6a1b2c3d4e5f6', { 'x-order-token': 'a'.repeat(201) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('El enlace de acceso debe tener máximo 200 caracteres');
      expect(res.body.message).not.toMatch(/String must|character/);
    });

    it('answers headers over the limit and malformed HTTP with a Spanish message', async () => {
      await api.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
      const { port } = api.app.getHttpServer().address() as AddressInfo;
      const raw = (text: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
          let answer = '';
          socket.setEncoding('utf8');
          socket.on('data', (chunk: string) => (answer += chunk));
          socket.on('close', () => resolve(answer));
          socket.on('error', (err) => (answer ? resolve(answer) : reject(err)));
        });
      const big = await raw(`GET /api/productos HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70 * 1024)}\r\n\r\n`);
      expect(big).toMatch(/^HTTP\/1\.1 431/);
      expect(big).toContain('{"message":"Los encabezados de la solicitud son demasiado grandes"}');
      const bad = await raw('ESTO NO ES HTTP\r\n\r\n');
      expect(bad).toMatch(/^HTTP\/1\.1 400/);
      expect(bad).toContain('{"message":"La solicitud no es válida"}');
      expect(`${big}${bad}`).not.toMatch(/Client Error|Exceeded maximum/);
    });
  });
});
