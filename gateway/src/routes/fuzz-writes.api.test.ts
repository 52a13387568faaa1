import { CatalogueModule } from '@kukki/catalogue';
import { CouponsModule } from '@kukki/coupons';
import { NotificationsModule } from '@kukki/notifications';
import { OrdersModule } from '@kukki/orders';
import { UsersModule } from '@kukki/users';
import { startApi, type ApiHarness } from '../testing';

// Every write route with lone surrogates, NUL, deep and wide bodies → never 5xx.
jest.setTimeout(240_000);

const ADMIN = { email: 'jefa.fuzz@kukki.test', password: 'secreto-de-jefa' };
const ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';

/** A small seeded generator (mulberry32), so a failure is reproducible. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_TEXT = ['\ud800', '\udfff', 'a\u0000b', '\u0000', 'x\ud83c', '\udc00y', '\u001b[31m'];
const FIELDS = ['name', 'email', 'message', 'code', 'payer', 'items', 'deliveryInfo', 'street_name', 'giftText', 'picks', 'status'];

function hostileBody(random: () => number): unknown {
  const text = () => `Ana ${HOSTILE_TEXT[Math.floor(random() * HOSTILE_TEXT.length)]}`;
  const field = () => FIELDS[Math.floor(random() * FIELDS.length)];
  switch (Math.floor(random() * 4)) {
    case 0: {
      let deep: unknown = { [field()]: text() };
      for (let i = 0; i < 40 + Math.floor(random() * 200); i++) deep = random() < 0.5 ? [deep] : { [field()]: deep };
      return deep;
    }
    case 1:
      return { [field()]: Array.from({ length: 20_000 }, (_, i) => (i === 19_000 ? text() : i)) };
    case 2:
      return Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`${field()}${i}`, i === 1_500 ? text() : 'ok']));
    default:
      return { [field()]: { [field()]: [text()] }, [`k${text()}`]: 1 };
  }
}

/** The write routes of the gateway whose services this composition runs. */
function writeRoutes(api: ApiHarness): Array<{ method: string; url: string }> {
  const tree = api.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const ancestors: string[] = [];
  const routes: Array<{ method: string; url: string }> = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    ancestors.length = m[1].length / 4;
    ancestors.push(m[2]);
    const url = ancestors.join('').replace(/:[A-Za-z_]\w*/g, ID);
    for (const method of (m[3] ?? '').split(',').map((x) => x.trim()))
      if (['POST', 'PATCH', 'PUT', 'DELETE'].includes(method) && url.startsWith('/api/')) routes.push({ method, url });
  }
  return routes;
}

describe('fuzzed write routes (seeded, embedded)', () => {
  let api: ApiHarness;
  let admin: Record<string, string>;

  beforeAll(async () => {
    api = await startApi('embedded', [
      ['catalogue', (rt) => CatalogueModule.forRoot(rt)],
      ['users', (rt) => UsersModule.forRoot(rt, { admin: ADMIN, softCallTimeoutMs: 300 })],
      ['coupons', (rt) => CouponsModule.forRoot(rt)],
      ['orders', (rt) => OrdersModule.forRoot(rt)],
      ['notifications', (rt) => NotificationsModule.forRoot(rt)],
    ]);
    const login = await api.post('/api/usuarios/login', ADMIN);
    admin = { authorization: `Bearer ${login.body.token}` };
  });
  afterAll(() => api?.close());

  it('answers every hostile body on every write route with a Spanish 4xx, never 5xx', async () => {
    const random = seeded(27);
    const routes = writeRoutes(api);
    expect(routes.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const route of routes) {
      for (let i = 0; i < 4; i++) {
        const res = await api.request({ method: route.method, url: route.url, payload: hostileBody(random), headers: admin });
        if (res.status >= 500 || (res.status === 400 && !/[áéíóúñ]|El |La |Los /.test(String(res.body?.message))))
          failures.push(`${route.method} ${route.url} → ${res.status} ${JSON.stringify(res.body).slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
