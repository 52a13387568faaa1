import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { CatalogueModule } from '@kukki/catalogue';
import { UsersModule } from '@kukki/users';
import { SubscriptionsModule } from '@kukki/subscriptions';
import { CATALOGUE_ADMIN_SUBJECTS, CATALOGUE_SUBJECTS } from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';
import { COMPOSITIONS, eventually } from '@kukki/platform/testing';
import { adminAndCustomer, expectBrotliNegotiated, startApi, suiteProcessEnv, type ApiHarness } from '../testing';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../http/reply-cache';
import { RPC } from '../tokens';
import { API_JSON_CSP } from '../create-gateway';

const ADMIN = { email: 'admin-cache@kukki.mx', password: 'Cache-2026-kukki' };

interface SocketReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request on a real socket (the cache's fast path lives in the HTTP server, which inject skips). */
function overSocket(port: number, url: string, headers: Record<string, string> = {}): Promise<SocketReply> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Headers of one answer that are the same for every request (no request id, date or connection). */
const stableHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)),
  );

describe.each(COMPOSITIONS)('HTTP caching and compression of the public reads (%s)', (kind) => {
  let api: ApiHarness;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  const setEnv = suiteProcessEnv();

  beforeAll(async () => {
    // A TTL far longer than the test: only the catalogue event can refresh the cached replies.
    setEnv({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, REPLY_CACHE_TTL_MS: '3600000' });
    api = await startApi(kind, [
      ['catalogue', (rt) => CatalogueModule.forRoot(rt)],
      ['users', (rt) => UsersModule.forRoot(rt)],
      ['subscriptions', (rt) => SubscriptionsModule.forRoot(rt)],
    ]);
    ({ admin, customer } = await adminAndCustomer(api, ADMIN, `cliente-cache-${kind}@kukki.mx`));
  });
  afterAll(() => api?.close());

  const inject = (url: string, headers: Record<string, string> = {}) =>
    api.app.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers });
  let port = 0;
  const listening = async () => {
    if (!port) {
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      port = (api.app.getHttpServer().address() as AddressInfo).port;
    }
    return port;
  };

  it('answers the catalogue and plan reads with a strong ETag, public caching, Vary and 304 on If-None-Match', async () => {
    const { body } = await api.get('/api/productos');
    const product = body.products[0];
    const urls = [
      '/api/productos',
      '/api/productos/category',
      `/api/productos/${product.category}/${product._id}`,
      '/api/suscripciones',
      '/api/suscripciones/month',
    ];
    for (const url of urls) {
      for (let pass = 0; pass < 2; pass++) {
        // pass 0 fills the cache, pass 1 is answered from it: both must carry the same headers.
        const res = await inject(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers.etag).toMatch(/^"[^"]+"$/);
        expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
        expect(res.headers['cache-control']).toMatch(/public, max-age=\d+, stale-while-revalidate=\d+/);
        expect(String(res.headers.vary)).toMatch(/Accept-Encoding/i);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBeDefined();
        expect(res.headers['x-request-id']).toBeDefined();
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(() => JSON.parse(res.body)).not.toThrow();

        const again = await inject(url, { 'if-none-match': String(res.headers.etag) });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(res.headers.etag);
        expect(again.headers['x-content-type-options']).toBe('nosniff');
      }
      const other = await inject(url, { 'if-none-match': '"otra-version"' });
      expect(other.statusCode).toBe(200);
      // A cross-origin read of a cached answer still goes through CORS.
      const cors = await inject(url, { origin: 'http://localhost:8080' });
      expect(cors.statusCode).toBe(200);
      expect(cors.headers['access-control-allow-origin']).toBe('http://localhost:8080');
      expect(cors.headers['access-control-allow-credentials']).toBe('true');
      expect(cors.headers.etag).toBe(other.headers.etag);
    }
  });

  it('negotiates brotli and gzip by Accept-Encoding, with the same bytes once decoded', async () => {
    const { plain, br } = await expectBrotliNegotiated(inject, '/api/productos', 'gzip, deflate, br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const gzip = await inject('/api/productos', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const refused = await inject('/api/productos', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    // The same ETag for every encoding of one answer.
    expect(br.headers.etag).toBe(plain.headers.etag);
    // Other API answers are compressed too when large enough.
    const admins = await inject('/api/admin/products?all=1', { ...admin, 'accept-encoding': 'gzip' });
    if (admins.statusCode === 200 && admins.rawPayload.length > 1024) expect(admins.headers['content-encoding']).toBe('gzip');
  });

  it('never keeps an answer per query string (the cache cannot be grown from outside)', async () => {
    const plain = await inject('/api/productos');
    const queried = await inject('/api/productos?x=1');
    expect(queried.statusCode).toBe(200);
    expect(queried.headers.etag).toBeUndefined();
    expect(queried.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(JSON.parse(queried.body)).toEqual(JSON.parse(plain.body));
  });

  it('marks personal answers private, no-store', async () => {
    const profile = await api.get('/api/usuarios/profile', customer);
    expect(profile.status).toBe(200);
    expect(profile.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(profile.headers.etag).toBeUndefined();
    const { body } = await api.get('/api/productos');
    const adminRead = await api.get(`/api/admin/products/${body.products[0]._id}`, admin);
    expect(adminRead.status).toBe(200);
    expect(adminRead.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const refused = await api.get('/api/usuarios/profile');
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('shows an admin edit on the very next read', async () => {
    const { body } = await api.get('/api/productos');
    const product = body.products[0];
    const detailUrl = `/api/productos/${product.category}/${product._id}`;
    await api.get(detailUrl); // cached now
    const edited = await api.patch(
      `/api/admin/products/${product._id}`,
      { ...product, price: product.price.map((p: number) => p + 1) },
      admin,
    );
    expect(edited.status).toBe(200);
    const next = await api.get(detailUrl);
    expect(next.body.product.price).toEqual(product.price.map((p: number) => p + 1));
    const list = await api.get('/api/productos');
    expect(list.body.products.find((p: { _id: string }) => p._id === product._id).price).toEqual(product.price.map((p: number) => p + 1));
  });

  it('refreshes the cached replies when the catalogue event is delivered (a write that bypassed this gateway)', async () => {
    const { body } = await api.get('/api/productos');
    const product = body.products[1];
    const detailUrl = `/api/productos/${product.category}/${product._id}`;
    const before = await api.get(detailUrl);
    const cachedEtag = before.headers.etag;
    expect((await api.get(detailUrl)).headers.etag).toBe(cachedEtag);

    // Another replica's write: straight to the catalogue service, the gateway never sees the request.
    const rpc = api.composition.runtime.rpcClient();
    const input = { ...product, name: `${product.name} (evento)` };
    delete input._id;
    delete input.archived;
    await rpc.request(
      CATALOGUE_ADMIN_SUBJECTS.updateProduct,
      { id: product._id, product: input },
      { principal: { userId: 'x'.repeat(24), isAdmin: true } },
    );
    const after = await eventually(
      async () => {
        const res = await api.get(detailUrl);
        expect(res.body.product?.name).toBe(`${product.name} (evento)`);
        return res;
      },
      { timeoutMs: 15_000, intervalMs: 50 },
    );
    expect(after.body.product.name).toBe(`${product.name} (evento)`);
    expect(after.headers.etag).not.toBe(cachedEtag);
    const list = await api.get('/api/productos');
    expect(list.body.products.find((p: { _id: string }) => p._id === product._id).name).toBe(`${product.name} (evento)`);
  });

  it('answers a cached read on a real socket with the headers, 304 and encodings of the Fastify path', async () => {
    const port = await listening();
    const { body } = await api.get('/api/productos');
    const url = `/api/productos/${encodeURIComponent(body.products[2].category)}/${body.products[2]._id}`;
    // A catalogue event or a late health ping between two reads empties the cache for a moment and the
    // second read then goes through Fastify (correctly): the pair is read again until the hit is a hit.
    const { hit, filled } = await eventually(
      async () => {
        const first = await overSocket(port, url);
        const second = await overSocket(port, url);
        expect(second.headers['access-control-allow-credentials']).toBeUndefined();
        return { filled: first, hit: second };
      },
      { timeoutMs: 15_000, intervalMs: 100 },
    );
    const throughFastify = await inject(url);
    expect(hit.status).toBe(200);
    expect(hit.body.toString()).toBe(filled.body.toString());
    expect(hit.body.toString()).toBe(throughFastify.body);
    // CORS answers Access-Control-Allow-Credentials even without Origin; it means nothing without an allowed origin.
    const { 'access-control-allow-credentials': _credentials, ...fastifyHeaders } = stableHeaders(throughFastify.headers);
    expect(stableHeaders(hit.headers)).toEqual(fastifyHeaders);
    expect(String(hit.headers.vary)).toBe('Origin, Accept-Encoding');
    expect(hit.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect((await overSocket(port, url)).headers['x-request-id']).not.toBe(hit.headers['x-request-id']);
    expect((await overSocket(port, url, { 'x-request-id': 'pedido-123' })).headers['x-request-id']).toBe('pedido-123');
    expect((await overSocket(port, url, { 'x-request-id': 'dos palabras' })).headers['x-request-id']).not.toBe('dos palabras');

    const notModified = await overSocket(port, url, { 'if-none-match': String(hit.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(hit.headers.etag);
    expect(notModified.headers['x-frame-options']).toBe(hit.headers['x-frame-options']);
    expect(notModified.headers['content-security-policy']).toBe(hit.headers['content-security-policy']);
    expect(hit.headers['content-security-policy']).toBe(API_JSON_CSP);

    const br = await overSocket(port, url, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(hit.body.toString());
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const gzip = await overSocket(port, url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(hit.body.toString());
    expect(br.headers.etag).toBe(hit.headers.etag);

    // A browser on another origin still goes through CORS.
    const cors = await overSocket(port, url, { origin: 'http://localhost:8080' });
    expect(cors.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(cors.headers.etag).toBe(hit.headers.etag);
  });

  it('shows an admin edit made on a socket on the very next read on a socket', async () => {
    const port = await listening();
    const { body } = await api.get('/api/productos');
    const product = body.products[3];
    const detailUrl = `/api/productos/${encodeURIComponent(product.category)}/${product._id}`;
    await overSocket(port, detailUrl);
    const cached = await overSocket(port, detailUrl);
    const edited = await fetch(`http://127.0.0.1:${port}/api/admin/products/${product._id}`, {
      method: 'PATCH',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ ...product, description: `${product.description} (socket)` }),
    });
    expect(edited.status).toBe(200);
    const next = await overSocket(port, detailUrl);
    expect(JSON.parse(next.body.toString()).product.description).toBe(`${product.description} (socket)`);
    expect(next.headers.etag).not.toBe(cached.headers.etag);
  });

  it('reads a missing answer once for concurrent requests, and answers them all from it', async () => {
    const { body } = await api.get('/api/productos');
    const product = body.products[5];
    const url = `/api/productos/${encodeURIComponent(product.category)}/${product._id}`;
    const rpc = api.app.get<symbol, RpcClient>(RPC);
    const request = rpc.request.bind(rpc);
    let reads = 0;
    rpc.request = ((subject: string, ...rest: unknown[]) => {
      if (subject === CATALOGUE_SUBJECTS.getProduct) reads++;
      return (request as (...a: unknown[]) => unknown)(subject, ...rest);
    }) as RpcClient['request'];
    try {
      const replies = await Promise.all(Array.from({ length: 20 }, () => inject(url)));
      expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(replies.map((r) => r.headers.etag)).size).toBe(1);
      expect(new Set(replies.map((r) => r.headers['x-request-id'])).size).toBe(20);
      expect(reads).toBe(1);
      // A missing product is not cached: each request asks (and gets its 404).
      reads = 0;
      const missing = await Promise.all(Array.from({ length: 3 }, () => inject(`/api/productos/${product.category}/${'a'.repeat(24)}`)));
      expect(missing.map((r) => r.statusCode)).toEqual([404, 404, 404]);
      expect(reads).toBeGreaterThanOrEqual(1);
    } finally {
      rpc.request = request;
    }
  });
});
