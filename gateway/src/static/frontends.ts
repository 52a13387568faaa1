import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayEnv } from '../config';
import { matchesEtag, negotiate, strongEtag } from '../http/reply-cache';
import { PageRenderer } from './page-renderer';
import { PageServer, remoteBase, storefrontDistOf } from './page-server';
import { PAGE_BOOT_PATH, PAGE_BOOT_SCRIPT, type ShopPages } from './seo';

const PREPARING_PAGE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Kukki</title></head>
<body style="font-family:Georgia,serif;background:#fbf3ea;color:#4a2c1f;display:grid;place-items:center;min-height:100vh;margin:0;text-align:center">
<main><h1>Kukki se está preparando…</h1><p>Estamos horneando la tienda. Esta página se recargará sola en unos segundos.</p></main></body></html>`;

const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpg|webp|woff2?)$/;

/** @fastify/static hands the reply to setHeaders. */
type HeaderTarget = { header(name: string, value: string): unknown };

function cacheHeaders(reply: HeaderTarget, filePath: string) {
  // With preCompressed the path is the .br/.gz twin; the name that counts is the asset's.
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  reply.header('cache-control', HASHED.test(base) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

interface CachedFile {
  mtimeMs: number;
  etag: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/** index.html held in memory with its build-time .gz/.br twins and a strong ETag; re-read when the file changes. */
function fileCache(file: string) {
  let cached: CachedFile | undefined;
  const read = (f: string) => (fs.existsSync(f) ? fs.readFileSync(f) : undefined);
  return (): CachedFile => {
    const { mtimeMs } = fs.statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const identity = fs.readFileSync(file);
      cached = { mtimeMs, etag: strongEtag(identity), identity, gzip: read(`${file}.gz`), br: read(`${file}.br`) };
    }
    return cached;
  };
}

/**
 * The storefront's remote entry, fetched alongside main.js instead of after the shell has run and
 * read /remotes.json (the module federation runtime then finds it in the memory cache).
 */
function withRemotePreload(html: string, remoteEntry: string | null): string {
  if (!remoteEntry) return html;
  return html.replace(/<\/head>/i, `<link rel="preload" href="${remoteEntry.replace(/"/g, '&quot;')}" as="script"></head>`);
}

/** Sends a small revalidated file: `no-cache` with a strong ETag, 304 on If-None-Match, precompressed bytes when accepted. */
function sendRevalidated(request: FastifyRequest, reply: FastifyReply, file: CachedFile, type: string) {
  void reply.header('cache-control', 'no-cache').header('etag', file.etag).header('vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  void reply.type(type);
  const encoding = negotiate(request.headers['accept-encoding']);
  const body = encoding === 'identity' ? undefined : file[encoding];
  if (body && encoding !== 'identity') return reply.header('content-encoding', encoding).send(body);
  return reply.send(file.identity);
}

/**
 * Serves the built frontends: the shell at `/`, each remote under `/remotes/<name>/`, the runtime
 * manifest at `/remotes.json`, product images at `/media`. Returns the SPA fallback for the filter.
 */
export interface ShopPageOptions {
  pages: ShopPages;
  /** The API reply cache's catalogue version (pages are rendered once per version). */
  catalogueVersion: () => number;
}

export async function mountFrontends(app: FastifyInstance, env: GatewayEnv, uploadsDir: string, shop?: ShopPageOptions) {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/media/',
    decorateReply: true,
    setHeaders: (reply: HeaderTarget) => reply.header('cache-control', 'public, max-age=3600'),
  });

  const manifest = Buffer.from(JSON.stringify({ storefront: env.REMOTE_STOREFRONT_URL, admin: env.REMOTE_ADMIN_URL }));
  const manifestFile: CachedFile = { mtimeMs: 0, etag: strongEtag(manifest), identity: manifest };
  app.get('/remotes.json', (request, reply) => sendRevalidated(request, reply, manifestFile, 'application/json; charset=utf-8'));

  if (!env.SERVE_FRONTENDS) return () => false;
  const bootFile: CachedFile = { mtimeMs: 0, etag: strongEtag(PAGE_BOOT_SCRIPT), identity: PAGE_BOOT_SCRIPT };
  app.get(PAGE_BOOT_PATH, (request, reply) => sendRevalidated(request, reply, bootFile, 'text/javascript; charset=utf-8'));
  const root = path.resolve(process.cwd(), env.FRONTENDS_DIR);
  for (const remote of ['storefront', 'admin']) {
    const dir = path.join(root, remote, 'dist');
    fs.mkdirSync(dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: dir,
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
  const shellDir = path.join(root, 'shell', 'dist');
  fs.mkdirSync(shellDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    decorateReply: false,
    preCompressed: true,
    setHeaders: cacheHeaders,
    index: ['index.html'],
  });

  // Pages without an icon link (the emulator, a PDF) and crawlers ask for /favicon.ico: the shop's icon is an SVG.
  app.get('/favicon.ico', (_request, reply) => reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301));
  // The admin lives under /admin/dash: its bare root leads there (not cached, should the dashboard ever move).
  for (const adminRoot of ['/admin', '/admin/']) app.get(adminRoot, (_request, reply) => reply.redirect('/admin/dash', 302));

  const indexFile = path.join(shellDir, 'index.html');
  const index = fileCache(indexFile);
  const pageServer =
    shop &&
    new PageServer({
      pages: shop.pages,
      renderer: PageRenderer.forFrontends(app, root),
      catalogueVersion: shop.catalogueVersion,
      ttlMs: env.REPLY_CACHE_TTL_MS,
      storefrontBase: remoteBase(env.REMOTE_STOREFRONT_URL),
      storefrontDist: storefrontDistOf(root),
    });
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
    if (pageServer) {
      const file = index();
      const html = withRemotePreload(file.identity.toString('utf8'), url.startsWith('/admin') ? null : env.REMOTE_STOREFRONT_URL);
      pageServer.send(request, reply, { etag: file.etag, html }).catch((err: unknown) => reply.send(err));
      return true;
    }
    void sendRevalidated(request, reply, index(), 'text/html; charset=utf-8');
    return true;
  };
  // `/` gets its own head tags too, instead of the static index.html.
  if (pageServer)
    app.get('/', (request, reply) => {
      fallback(request, reply);
    });
  return fallback;
}
