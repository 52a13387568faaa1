import { randomBytes } from 'node:crypto';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { UsersModule } from '@kukki/users';
import { startApi, type ApiHarness } from '../testing';
import { ROUTES } from './index';

interface Route {
  method: string;
  url: string;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value : [value ?? '']).map(String);
const join = (...parts: string[]) =>
  `/${parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;

/** Every route the gateway's controllers declare, read from Nest's metadata (so new controllers count). */
function declaredRoutes(): Route[] {
  const routes: Route[] = [];
  for (const controller of ROUTES) {
    const prefixes = asList(Reflect.getMetadata(PATH_METADATA, controller));
    const proto = controller.prototype as object;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler: unknown = Reflect.get(proto, name);
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      for (const prefix of prefixes) {
        for (const path of asList(Reflect.getMetadata(PATH_METADATA, handler)))
          routes.push({ method: RequestMethod[method], url: join(prefix, path) });
      }
    }
  }
  return routes;
}

/**
 * Every route in Fastify's own table, whoever registered it. `printRoutes` draws a tree whose
 * children carry only their suffix; four characters of indentation per level.
 */
function servedRoutes(api: ApiHarness): Route[] {
  const tree = api.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const ancestors: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    ancestors.length = m[1].length / 4;
    ancestors.push(m[2]);
    const url = ancestors.join('');
    for (const method of (m[3] ?? '').split(',').map((x) => x.trim())) {
      if (method && method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
    }
  }
  return routes;
}

const concrete = (url: string) => url.replace(/:[A-Za-z_]\w*/g, 'a1b2c3d4e5f6a1b2c3d4e5f6');

describe('every /api/admin route is admin-only: 401 anonymous, 403 customer', () => {
  let api: ApiHarness;
  let customerToken: string;
  let adminRoutes: Route[];
  const isAdmin = (r: Route) => r.url.startsWith('/api/admin');

  beforeAll(async () => {
    api = await startApi('embedded', [['users', (rt) => UsersModule.forRoot(rt, { softCallTimeoutMs: 300 })]]);
    adminRoutes = servedRoutes(api).filter(isAdmin);
    const password = 'galletas123';
    const res = await api.post('/api/usuarios/signup', {
      name: 'Cliente',
      email: `matriz.${randomBytes(4).toString('hex')}@kukki.test`,
      password,
      passwordConfirm: password,
    });
    customerToken = res.body.token;
  });
  afterAll(() => api?.close());

  it('reads the served admin routes, including every one the controllers declare', () => {
    const key = (r: Route) => `${r.method} ${r.url}`;
    const served = new Set(adminRoutes.map(key));
    expect([...served]).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'GET /api/admin/users/:id',
        'PATCH /api/admin/users/:id',
        'GET /api/admin/capacity',
        'PUT /api/admin/capacity',
        'PUT /api/admin/capacity/:date',
        'GET /api/admin/orders/export.csv',
        'PATCH /api/admin/products/:id',
        'GET /api/admin/production',
        'GET /api/admin/routes',
        'GET /api/admin/orders/:id/packing-slip.pdf',
        'GET /api/admin/packing-slips.pdf',
        'GET /api/admin/reports/sales',
        'GET /api/admin/reports/sales.csv',
        'GET /api/admin/customers',
        'POST /api/admin/orders',
      ]),
    );
    const declared = declaredRoutes().filter(isAdmin);
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.map(key).filter((k) => !served.has(k))).toEqual([]);
  });

  it.each<[string, () => string | undefined, number]>([
    ['anonymous', () => undefined, 401],
    ['customer', () => customerToken, 403],
  ])('%s callers are refused on every admin route', async (_who, token, status) => {
    const leaks: string[] = [];
    for (const r of adminRoutes) {
      const auth = token();
      const res = await api.request({
        method: r.method,
        url: concrete(r.url),
        payload: ['POST', 'PUT', 'PATCH'].includes(r.method) ? {} : undefined,
        headers: auth ? { authorization: `Bearer ${auth}` } : {},
      });
      if (res.status !== status || typeof res.body?.message !== 'string') leaks.push(`${r.method} ${r.url} → ${res.status}`);
    }
    expect(leaks).toEqual([]);
  });
});
