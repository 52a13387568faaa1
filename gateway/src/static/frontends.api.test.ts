import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { expectBrotliNegotiated } from '../testing/encoding';
import { serveFrontends } from '../testing/frontends-server';

/** A built-looking frontends folder with the .gz/.br twins the build writes. */
function fakeBuild(root: string) {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  };
  const js = `console.log(${JSON.stringify('kukki '.repeat(400))});`;
  write(path.join(root, 'shell/dist/index.html'), `<!doctype html><html lang="es"><body>${'<p>Kukki</p>'.repeat(100)}</body></html>`);
  write(path.join(root, 'shell/dist/main.js'), js);
  write(path.join(root, 'shell/dist/144.980c94ee.js'), js);
  write(path.join(root, 'storefront/dist/remoteEntry.js'), js);
  write(path.join(root, 'storefront/dist/311.abcdef12.js'), js);
  fs.mkdirSync(path.join(root, 'admin/dist'), { recursive: true });
}

describe('static frontends: precompressed bytes, immutable hashed files, cheap revalidation', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await serveFrontends(fakeBuild));
  });
  afterAll(() => close?.());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it("answers /favicon.ico with the way to the shop's SVG icon", async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });

  it.each(['/admin', '/admin/'])('leads %s to the admin dashboard', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin/dash');
  });

  it('serves the build-time brotli or gzip twin by Accept-Encoding', async () => {
    await expectBrotliNegotiated(get, '/main.js', 'gzip, br');
    const gz = await get('/remotes/storefront/remoteEntry.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(gz.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('keeps content-hashed files immutable, also when sent compressed', async () => {
    for (const url of ['/144.980c94ee.js', '/remotes/storefront/311.abcdef12.js']) {
      for (const encoding of ['', 'br', 'gzip']) {
        const res = await get(url, encoding ? { 'accept-encoding': encoding } : {});
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    }
  });

  it('revalidates HTML, main.js, remoteEntry.js and the manifest with an ETag and 304', async () => {
    for (const url of ['/', '/catalogo', '/main.js', '/remotes/storefront/remoteEntry.js', '/remotes.json']) {
      const first = await get(url, { 'accept-encoding': 'br' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.etag).toBeDefined();
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    const page = await get('/catalogo', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers.etag).toMatch(/^"[^"]+"$/);
  });
});
