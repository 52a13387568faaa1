import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serveFrontends } from '../testing/frontends-server';

/** The installable storefront's files as the shell build writes them. */
describe('static frontends: the service worker and the web manifest', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await serveFrontends((frontends) => {
      const shell = path.join(frontends, 'shell/dist');
      fs.mkdirSync(path.join(shell, 'icons'), { recursive: true });
      fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><html lang="es"><body></body></html>');
      fs.writeFileSync(path.join(shell, 'sw.js'), 'self.addEventListener("fetch", () => {});');
      fs.writeFileSync(path.join(shell, 'manifest.webmanifest'), JSON.stringify({ short_name: 'Kukki' }));
      fs.writeFileSync(path.join(shell, 'offline.html'), '<!doctype html><title>Sin conexión</title>');
      fs.writeFileSync(path.join(shell, 'icons/icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      for (const remote of ['storefront', 'admin']) fs.mkdirSync(path.join(frontends, remote, 'dist'), { recursive: true });
    }));
  });
  afterAll(() => close?.());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('/sw.js is JavaScript revalidated on every check (no-cache), so a new deployment is found at once', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('the manifest is application/manifest+json; the offline page and the icons are served as files', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toEqual({ short_name: 'Kukki' });
    expect((await get('/offline.html')).body).toContain('Sin conexión');
    expect((await get('/icons/icon-192.png')).headers['content-type']).toBe('image/png');
  });
});
