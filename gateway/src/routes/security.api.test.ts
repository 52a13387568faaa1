import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { COMPOSITIONS } from '@kukki/platform/testing';
import { parseEnv } from '@kukki/platform';
import { UsersModule } from '@kukki/users';
import { CouponsModule } from '@kukki/coupons';
import { SESSION_COOKIE } from '../http/auth';
import { gatewayEnvShape } from '../config';
import { API_JSON_CSP, MEDIA_CSP } from '../create-gateway';
import { startApi, type ApiHarness } from '../testing';
import { CROSS_SITE_REFUSAL, CUSTOMER_PASSWORD, newAddress, newCouponCode, percentCoupon, uniqueEmail } from '../testing/clients';

jest.setTimeout(120_000);

const ADMIN = { email: 'jefa.seguridad@kukki.test', password: 'secreto-de-jefa' };
const SHOP = 'http://localhost:8080';
const EVIL = 'https://tienda-falsa.example';
const UNSUPPORTED = 'El tipo de contenido no es compatible: envía los datos como JSON (application/json)';
// Every test calls from its own address (`newAddress`), so per-address limits of one test never touch another.
const couponCode = () => newCouponCode('CSRF');
const coupon = (code = couponCode()) => percentCoupon(code, 99);

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function multipart(filename: string, type: string, content: Buffer) {
  const boundary = '----kukki' + randomBytes(6).toString('hex');
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(COMPOSITIONS)('hostile requests at the gateway (%s)', (kind) => {
  let api: ApiHarness;
  let adminToken: string;
  const cookieOf = (token: string) => `${SESSION_COOKIE}=${token}`;
  const adminCodes = async () => {
    const res = await api.get('/api/admin/coupons', { authorization: `Bearer ${adminToken}` });
    expect(res.status).toBe(200);
    return JSON.stringify(res.body);
  };

  beforeAll(async () => {
    api = await startApi(
      kind,
      [
        ['users', (rt) => UsersModule.forRoot(rt, { admin: ADMIN, softCallTimeoutMs: 300 })],
        ['coupons', (rt) => CouponsModule.forRoot(rt)],
      ],
      { TRUST_PROXY: '1', CORS_ORIGINS: SHOP },
    );
    const login = await api.post('/api/usuarios/login', ADMIN, { 'x-forwarded-for': newAddress() });
    expect(login.status).toBe(200);
    adminToken = login.body.token;
  });
  afterAll(() => api?.close());

  describe('content types (CSRF by form)', () => {
    it.each([
      ['application/x-www-form-urlencoded', `email=${encodeURIComponent(ADMIN.email)}&password=${ADMIN.password}`],
      ['text/plain', JSON.stringify(ADMIN)],
      ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${ADMIN.email}\r\n--x--\r\n`],
    ])('answers 415 in Spanish to a login sent as %s (login CSRF) and sets no cookie', async (type, body) => {
      const res = await api.post('/api/usuarios/login', body, { 'content-type': type, 'x-forwarded-for': newAddress() });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: UNSUPPORTED });
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('answers 415 to a form-encoded coupon sent with the admin cookie, and creates nothing', async () => {
      const code = couponCode();
      const res = await api.post('/api/admin/coupons', `code=${code}&isPercent=true&amount=99&expireDate=2099-12-31`, {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: cookieOf(adminToken),
      });
      expect(res).toMatchObject({ status: 415, body: { message: UNSUPPORTED } });
      expect(await adminCodes()).not.toContain(code);
    });

    it('still takes JSON with a charset', async () => {
      const code = couponCode();
      const res = await api.post('/api/admin/coupons', JSON.stringify(coupon(code)), {
        'content-type': 'application/json; charset=utf-8',
        authorization: `Bearer ${adminToken}`,
      });
      expect(res.status).toBe(201);
    });
  });

  describe('origin of cookie-authenticated writes', () => {
    it('answers 403 in Spanish to a cookie write from another origin, and creates nothing', async () => {
      const code = couponCode();
      const res = await api.post('/api/admin/coupons', coupon(code), { cookie: cookieOf(adminToken), origin: EVIL });
      expect(res).toMatchObject({ status: 403, body: { message: CROSS_SITE_REFUSAL } });
      expect(await adminCodes()).not.toContain(code);
    });

    it('answers 403 to a cookie write whose Sec-Fetch-Site is cross-site or same-site, or whose Origin is null', async () => {
      const crossSite: Array<Record<string, string>> = [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'null' },
      ];
      for (const headers of crossSite) {
        const code = couponCode();
        const res = await api.post('/api/admin/coupons', coupon(code), { cookie: cookieOf(adminToken), ...headers });
        expect(res).toMatchObject({ status: 403, body: { message: CROSS_SITE_REFUSAL } });
        expect(await adminCodes()).not.toContain(code);
      }
      const del = await api.patch('/api/usuarios/updateMe', { name: 'Otra' }, { cookie: cookieOf(adminToken), origin: EVIL });
      expect(del.status).toBe(403);
    });

    it("accepts a cookie write from the shop's own origin, from same-origin fetch metadata, or from a non-browser", async () => {
      for (const headers of [{ origin: SHOP }, { 'sec-fetch-site': 'same-origin' }, {}] as Record<string, string>[]) {
        const res = await api.post('/api/admin/coupons', coupon(), { cookie: cookieOf(adminToken), ...headers });
        expect(res.status).toBe(201);
      }
    });

    it('lets a configured origin make every method of spec §7 (PATCH and DELETE too) with credentials; not another origin', async () => {
      const preflight = (origin: string, method: string, url: string) =>
        api.request({
          method: 'OPTIONS',
          url,
          headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type,authorization' },
        });
      for (const [method, url] of [
        ['PATCH', '/api/usuarios/updateMe'],
        ['PATCH', '/api/orders/cancel/65a1b2c3d4e5f6a7b8c9d0e1'],
        ['PATCH', '/api/admin/coupons/65a1b2c3d4e5f6a7b8c9d0e1'],
        ['DELETE', '/api/admin/coupons/65a1b2c3d4e5f6a7b8c9d0e1'],
      ]) {
        const res = await preflight(SHOP, method, url);
        expect(res.status).toBe(204);
        expect(res.headers['access-control-allow-origin']).toBe(SHOP);
        expect(res.headers['access-control-allow-credentials']).toBe('true');
        expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
        expect(String(res.headers['access-control-allow-headers'])).toContain('authorization');
      }
      const evil = await preflight(EVIL, 'PATCH', '/api/usuarios/updateMe');
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('leaves bearer-token calls alone whatever their origin', async () => {
      const res = await api.post('/api/admin/coupons', coupon(), {
        authorization: `Bearer ${adminToken}`,
        cookie: cookieOf(adminToken),
        origin: EVIL,
      });
      expect(res.status).toBe(201);
    });
  });

  describe('control characters in text', () => {
    it.each([
      ['a NUL byte', 'Ana\u0000Pérez'],
      ['an escape character', 'Ana\u001b[31mPérez'],
      ['a line break in a one-line field', 'Ana\nPérez'],
    ])('refuses a signup name with %s with 400 in Spanish and creates no account', async (_label, name) => {
      const email = uniqueEmail();
      const res = await api.post(
        '/api/usuarios/signup',
        { name, email, password: CUSTOMER_PASSWORD, passwordConfirm: CUSTOMER_PASSWORD },
        { 'x-forwarded-for': newAddress() },
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/contiene caracteres no permitidos/);
      const login = await api.post('/api/usuarios/login', { email, password: CUSTOMER_PASSWORD }, { 'x-forwarded-for': newAddress() });
      expect(login.status).toBe(401);
    });

    it('refuses a NUL byte in a coupon code, in a login e-mail and in an object key with 400, never 500', async () => {
      const bad = await api.post('/api/admin/coupons', coupon('NUL\u0000CODE'), { authorization: `Bearer ${adminToken}` });
      expect(bad).toMatchObject({ status: 400, body: { message: 'El código del cupón contiene caracteres no permitidos' } });
      const login = await api.post(
        '/api/usuarios/login',
        { email: 'a\u0000@kukki.test', password: 'x' },
        { 'x-forwarded-for': newAddress() },
      );
      expect(login.status).toBe(400);
      const key = await api.post(
        '/api/usuarios/forgotPassword',
        { email: 'a@kukki.test', 'x\u0000': 1 },
        { 'x-forwarded-for': newAddress() },
      );
      expect(key.status).toBe(400);
    });
  });

  describe("Fastify's own errors", () => {
    it('answers a bad URL encoding with 400 in Spanish without echoing it', async () => {
      const res = await api.get('/media/%c0%ae');
      expect(res).toMatchObject({ status: 400, body: { message: 'La dirección solicitada no es válida' } });
      expect(JSON.stringify(res.body)).not.toMatch(/%c0|FST_ERR/i);
      const api400 = await api.get('/api/productos/%c0%ae');
      expect(api400).toMatchObject({ status: 400, body: { message: 'La dirección solicitada no es válida' } });
    });

    it('answers an over-long parameter in Spanish without echoing it', async () => {
      const long = 'x'.repeat(600);
      const res = await api.patch(`/api/usuarios/resetPassword/${long}`, { password: CUSTOMER_PASSWORD });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(Object.keys(res.body)).toEqual(['message']);
      expect(res.body.message).not.toContain(long);
      expect(res.body.message).not.toMatch(/FST_ERR|exceeding/);
    });

    it('answers an unknown API route with 404 in Spanish without echoing it', async () => {
      const res = await api.get('/api/no-existe/<script>alert(1)</script>');
      expect(res).toMatchObject({ status: 404, body: { message: 'La ruta solicitada no existe' } });
      expect(JSON.stringify(res.body)).not.toContain('script');
    });

    it('answers a path longer than any of the shop’s with 414 in Spanish, API or page, not «forbidden»', async () => {
      for (const url of [`/api/productos/cajas/${'a'.repeat(4500)}`, `/catalogo/${'a'.repeat(5000)}`, `/${'a/'.repeat(1100)}`]) {
        const res = await api.get(url);
        expect({ url: url.slice(0, 30), status: res.status, body: res.body }).toEqual({
          url: url.slice(0, 30),
          status: 414,
          body: { message: 'La dirección solicitada es demasiado larga' },
        });
      }
      // A long query string is not a long path.
      expect(await api.get(`/api/no-existe?q=${'a'.repeat(4500)}`)).toMatchObject({
        status: 404,
        body: { message: 'La ruta solicitada no existe' },
      });
    });

    it('answers a body too large with 413 in Spanish', async () => {
      const res = await api.post('/api/usuarios/login', JSON.stringify({ email: 'x'.repeat(2_000_000) }), {
        'content-type': 'application/json',
        'x-forwarded-for': newAddress(),
      });
      expect(res).toMatchObject({ status: 413, body: { message: 'La solicitud es demasiado grande' } });
    });
  });

  describe('uploads and /media', () => {
    const upload = (file: { body: Buffer; contentType: string }) =>
      api.post('/api/admin/products/images', file.body, { authorization: `Bearer ${adminToken}`, 'content-type': file.contentType });

    it.each([
      ['a namespaced script', '<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></s:svg>'],
      ['a namespaced foreignObject', '<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:foreignObject><p>x</p></s:foreignObject></s:svg>'],
      [
        'an entity-encoded javascript: link',
        '<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;avascript:alert(1)"><text>x</text></a></svg>',
      ],
      ['a harmless drawing', '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'],
    ])('refuses any SVG upload (%s) with a Spanish 400', async (_label, svg) => {
      const res = await upload(multipart('x.png', 'image/png', Buffer.from(svg)));
      expect(res).toMatchObject({ status: 400, body: { message: 'Las imágenes SVG no se aceptan: usa PNG, JPG o WebP' } });
    });

    it('serves /media with a sandbox policy and nosniff', async () => {
      const res = await upload(multipart('foto.png', 'image/png', PNG));
      expect(res.status).toBe(201);
      const served = await api.get(res.body.url);
      expect(served.status).toBe(200);
      expect(served.headers['content-security-policy']).toBe(
        "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
      );
      expect(served.headers['content-security-policy']).toBe(MEDIA_CSP);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const missing = await api.get('/media/no-existe.png');
      expect(missing.headers['content-security-policy']).toBe(MEDIA_CSP);
    });

    it("nginx (docker) sends the gateway's security headers with the same values", async () => {
      const conf = fs.readFileSync(path.join(__dirname, '../../../docker/nginx-headers.conf'), 'utf8');
      const nginx = new Map(
        [...conf.matchAll(/^add_header ([\w-]+) "([^"]*)" always;/gm)].map(([, name, value]) => [name.toLowerCase(), value]),
      );
      // The pages' headers: what the gateway sends with a page or a file (its JSON has a policy of its own, below).
      const gateway = (await api.get('/robots.txt')).headers;
      const security = [
        'content-security-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ];
      for (const name of security) expect([name, nginx.get(name)]).toEqual([name, gateway[name]]);
    });
  });

  describe('the API answers data, never a document', () => {
    it('sends its JSON with a policy that loads and frames nothing, its errors too; pages keep theirs', async () => {
      for (const url of ['/api/health/live', '/api/usuarios/profile', '/api/no-existe'])
        expect([url, (await api.get(url)).headers['content-security-policy']]).toEqual([url, API_JSON_CSP]);
      expect((await api.get('/robots.txt')).headers['content-security-policy']).toContain("script-src 'self'");
    });

    it('lets a shop on plain HTTP keep its own redirects on HTTP: no upgrade-insecure-requests on pages', async () => {
      const policy = (await api.get('/robots.txt')).headers['content-security-policy'];
      expect(policy).toContain("default-src 'self'");
      expect(policy).not.toContain('upgrade-insecure-requests');
    });
  });

  describe('operations surface', () => {
    it('keeps /metrics and /api/health/services for admins; live and ready stay public', async () => {
      expect((await api.get('/metrics')).status).toBe(401);
      expect((await api.get('/api/health/services')).status).toBe(401);
      const metrics = await api.get('/metrics', { authorization: `Bearer ${adminToken}` });
      expect(metrics.status).toBe(200);
      expect(String(metrics.body)).toContain('kukki_http_request_duration_seconds');
      const services = await api.get('/api/health/services', { authorization: `Bearer ${adminToken}` });
      expect([200, 503]).toContain(services.status);
      expect(services.body.checks.users).toBe('ok');
      expect(await api.get('/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect((await api.get('/api/health/ready')).status).toBe(200);
    });
  });

  describe('client address behind our own proxy (TRUST_PROXY=1)', () => {
    it('limits by the address our proxy saw, whatever the client writes to the left of X-Forwarded-For', async () => {
      const real = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await api.post(
          '/api/usuarios/forgotPassword',
          { email: uniqueEmail('nadie') },
          { 'x-forwarded-for': `${newAddress()}, ${real}` },
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });
});

describe('TRUST_PROXY setting', () => {
  const parse = (value: string) => parseEnv(gatewayEnvShape, { TRUST_PROXY: value }).TRUST_PROXY;
  it('takes false, a hop count or a list of addresses and CIDRs', () => {
    expect(parse('false')).toBe(false);
    expect(parse('1')).toBe(1);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
  });
  it('refuses a blanket true and anything that is not an address', () => {
    expect(() => parse('true')).toThrow(/TRUST_PROXY/);
    expect(() => parse('10.0.0.0/40')).toThrow(/TRUST_PROXY/);
    expect(() => parse('proxy.local')).toThrow(/TRUST_PROXY/);
  });
});

describe('production surface', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
  it('serves no API docs in production unless API_DOCS=true', async () => {
    const off = await startApi('embedded', [], production);
    try {
      expect((await off.request({ method: 'GET', url: '/api/docs' })).status).toBe(404);
      expect((await off.request({ method: 'GET', url: '/api/docs/json' })).status).toBe(404);
      expect((await off.request({ method: 'GET', url: '/metrics' })).status).toBe(401);
      expect((await off.request({ method: 'GET', url: '/api/health/live' })).status).toBe(200);
    } finally {
      await off.close();
    }
    const on = await startApi('embedded', [], { ...production, API_DOCS: 'true' });
    try {
      expect((await on.request({ method: 'GET', url: '/api/docs' })).status).toBe(200);
    } finally {
      await on.close();
    }
  });
});

describe('an unexpected error', () => {
  it('answers 500 in Spanish with the request id, and logs it without SQL parameters', async () => {
    const { ApiExceptionFilter } = await import('../http/exception.filter');
    const { DrizzleQueryError } = await import('drizzle-orm/errors');
    const logged: unknown[] = [];
    const { default: pino } = await import('pino');
    const { safeErrorSerializer } = await import('@kukki/platform');
    const { Writable } = await import('node:stream');
    const logger = pino(
      { serializers: { err: safeErrorSerializer } },
      new Writable({
        write(chunk, _e, cb) {
          logged.push(String(chunk));
          cb();
        },
      }),
    );
    const sent: { status?: number; body?: unknown } = {};
    const reply = {
      status(code: number) {
        sent.status = code;
        return this;
      },
      send(body: unknown) {
        sent.body = body;
        return this;
      },
    };
    const request = { id: 'req-1234', method: 'POST', url: '/api/usuarios/signup?x=1', routeOptions: { url: '/api/usuarios/signup' } };
    const host = { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => request }) };
    const error = new DrizzleQueryError(
      'insert into "users"."accounts" values ($1, $2)',
      ['Ana', '$argon2id$v=19$secreto'],
      new Error('boom'),
    );
    new ApiExceptionFilter(logger).catch(error, host as never);
    expect(sent).toEqual({ status: 500, body: { message: '¡Algo salió mal, por favor inténtalo de nuevo!', requestId: 'req-1234' } });
    const line = logged.join('');
    expect(line).toContain('request failed');
    expect(line).not.toContain('argon2id');
  });
});
