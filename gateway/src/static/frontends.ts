import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayEnv } from '../config';
import { sendShellPage, type ShopPages } from './seo';

const PREPARING_PAGE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Kukki</title></head>
<body style="font-family:Georgia,serif;background:#fbf3ea;color:#4a2c1f;display:grid;place-items:center;min-height:100vh;margin:0;text-align:center">
<main><h1>Kukki se está preparando…</h1><p>Estamos horneando la tienda. Esta página se recargará sola en unos segundos.</p></main></body></html>`;

const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpg|webp|woff2?)$/;

/** @fastify/static hands the reply to setHeaders. */
type HeaderTarget = { header(name: string, value: string): unknown };

function cacheHeaders(reply: HeaderTarget, filePath: string) {
  const base = path.basename(filePath);
  reply.header('cache-control', HASHED.test(base) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the built frontends: the shell at `/`, each remote under `/remotes/<name>/`, the runtime
 * manifest at `/remotes.json`, product images at `/media`. Returns the SPA fallback for the filter.
 */
export async function mountFrontends(app: FastifyInstance, env: GatewayEnv, uploadsDir: string, pages?: ShopPages) {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/media/',
    decorateReply: true,
    setHeaders: ((reply: HeaderTarget) => reply.header('cache-control', 'public, max-age=3600')) as never,
  });

  app.get('/remotes.json', async (_req, reply) => {
    void reply.header('cache-control', 'no-cache');
    return { storefront: env.REMOTE_STOREFRONT_URL, admin: env.REMOTE_ADMIN_URL };
  });

  if (!env.SERVE_FRONTENDS) return () => false;
  const root = path.resolve(process.cwd(), env.FRONTENDS_DIR);
  for (const remote of ['storefront', 'admin']) {
    const dir = path.join(root, remote, 'dist');
    fs.mkdirSync(dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: dir,
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      setHeaders: cacheHeaders as never,
    });
  }
  const shellDir = path.join(root, 'shell', 'dist');
  fs.mkdirSync(shellDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    decorateReply: false,
    setHeaders: cacheHeaders as never,
    index: ['index.html'],
  });

  const indexFile = path.join(shellDir, 'index.html');
  const fallback = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const url = request.url;
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      url.startsWith('/api') ||
      url.startsWith('/remotes/') ||
      url.startsWith('/media/')
    )
      return false;
    if (path.extname(url.split('?')[0])) return false;
    if (!fs.existsSync(indexFile)) {
      // First start: the frontends are still being built.
      void reply
        .status(503)
        .header('retry-after', '5')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(PREPARING_PAGE);
      return true;
    }
    if (pages) {
      sendShellPage(pages, indexFile, request, reply).catch((err: unknown) => reply.send(err));
      return true;
    }
    void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexFile));
    return true;
  };
  // `/` gets its own head tags too, instead of the static index.html.
  if (pages)
    app.get('/', (request, reply) => {
      fallback(request, reply);
    });
  return fallback;
}
