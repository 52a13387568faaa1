import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { newId, signSession } from '@kukki/platform';
import { COMPOSITIONS } from '@kukki/platform/testing';
import type { Product } from '@kukki/contracts';
import { fakeUsers } from '@kukki/orders/src/testing/fake-users';
import { item, orderBody } from '@kukki/orders/src/testing/order-fixtures';
import { startOrdersApi, type ApiHarness } from '../testing';

const JWT_SECRET = 'events-api-test-secret-0123456789abcdef';
const adminId = newId();
fakeUsers.admins.add(adminId);
const adminToken = signSession({ sub: adminId, isAdmin: true }, JWT_SECRET);

/** Opens the admin feed and resolves with the first `data:` payload that matches. */
function firstEvent(
  port: number,
  token: string,
  match: (data: any) => boolean,
): { ready: Promise<number>; event: Promise<any>; close(): void } {
  let req: http.ClientRequest;
  let resolveReady!: (status: number) => void;
  const ready = new Promise<number>((r) => (resolveReady = r));
  const event = new Promise<any>((resolve, reject) => {
    req = http.get({ host: '127.0.0.1', port, path: '/api/admin/events', headers: { authorization: `Bearer ${token}` } }, (res) => {
      resolveReady(res.statusCode ?? 0);
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (const line of buffer.split('\n')) {
          if (!line.startsWith('data: ')) continue;
          const data = JSON.parse(line.slice(6));
          if (match(data)) resolve(data);
        }
      });
    });
    req.on('error', reject);
  });
  return { ready, event, close: () => req.destroy() };
}

describe.each(COMPOSITIONS)('live admin feed GET /api/admin/events (%s)', (kind) => {
  let api: ApiHarness;
  let port: number;
  let products: Record<string, Product>;

  beforeAll(async () => {
    ({ api, products } = await startOrdersApi(kind, { JWT_SECRET }));
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => api?.close());

  it('streams a new order to an administrator as it is created', async () => {
    const feed = firstEvent(port, adminToken, (d) => d.type === 'orders.order.created');
    try {
      expect(await feed.ready).toBe(200);
      const created = await api.post('/api/orders/guest', orderBody([item(products['Pay de limón'], 0, 2)]));
      expect(created.status).toBe(201);
      const event = await feed.event;
      expect(event.order._id).toBe(created.body.createdOrder._id);
      expect(event.order.totalPrice).toBe(created.body.createdOrder.totalPrice);
    } finally {
      feed.close();
    }
  });

  it('is refused to anonymous callers and customers', async () => {
    expect((await api.get('/api/admin/events')).status).toBe(401);
    const customer = signSession({ sub: newId(), isAdmin: false }, JWT_SECRET);
    expect((await api.get('/api/admin/events', { authorization: `Bearer ${customer}` })).status).toBe(403);
  });
});
