import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CATALOGUE_SUBJECTS, type Product } from '@kukki/contracts';
import { newId, type RpcClient } from '@kukki/platform';
import { COMPOSITIONS, eventually } from '@kukki/platform/testing';
import { expectBrotliNegotiated, type ApiHarness } from '../testing';
import { catalogueAdmin, pagesWithData, startPagesApi } from '../testing/pages-api';
import { RPC } from '../tokens';

/** The shell's real page template (its build adds only the script tags). */
const SHELL = fs.readFileSync(path.join(__dirname, '../../../frontends/shell/public/index.html'), 'utf8');

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) => {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]) : null;
};

describe.each(COMPOSITIONS)('page statuses, head tags, robots.txt and sitemap.xml (%s)', (kind) => {
  let api: ApiHarness;
  let products: Product[];
  let planId: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-seo-'));
  const get = (url: string) => api.get(url);

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'shell', 'dist', 'index.html'), SHELL);
    ({ api, products, planId } = await startPagesApi(kind, dir));
  });
  afterAll(async () => {
    await api?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers 200 for every route of the shop and 404 with the Spanish not-found page otherwise', async () => {
    const p = products[0];
    const known = [
      ...pagesWithData(p, planId),
      '/cart',
      `/cart/${p.category}/${p._id}?price=1`,
      '/payerinfo',
      '/summary',
      `/order/${newId()}`,
      '/login?redirect=cart',
      '/signup',
      '/profile',
      '/updatepassword',
      '/contacto',
      '/avisodeprivacidad',
      '/enrollment',
      '/enrollconfirmation',
      '/misuscripcion',
      '/resetpassword/abc',
      '/admin/dash',
      '/admin/dash/ordenes',
      '/catalogo/',
    ];
    for (const url of known) {
      const res = await get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    const unknown = [
      '/no-existe',
      '/catalogos',
      '/productos',
      `/productos/${p.category}/${newId()}`,
      `/productos/otra-categoria/${p._id}`,
      '/productos/galletas/no-es-un-id',
      `/suscripciones/${newId()}`,
      '/order',
      '/cart/a/b/c',
    ];
    for (const url of unknown) {
      const res = await get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      expect(res.body).toContain('Página no encontrada');
      expect(res.body).toContain('href="/catalogo"');
      expect(meta(res.body, 'name', 'robots')).toBe('noindex, nofollow');
    }
    // HEAD answers like GET, without a body.
    expect((await api.request({ method: 'HEAD', url: '/' })).status).toBe(200);
    expect((await api.request({ method: 'HEAD', url: '/no-existe' })).status).toBe(404);
    // The API keeps answering JSON for unknown routes.
    expect(await get('/api/no-existe')).toMatchObject({ status: 404, body: { message: 'La ruta solicitada no existe' } });
  });

  it('puts a title, description, canonical link and Open Graph tags of its own in each public page', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const url of ['/', '/catalogo', '/sabores', '/suscripciones', `/suscripciones/${planId}`]) {
      const html = (await get(url)).body as string;
      const h = head(html);
      expect((h.match(/<title>/g) ?? []).length).toBe(1);
      expect((h.match(/name="description"/g) ?? []).length).toBe(1);
      titles.add(/<title>([^<]*)<\/title>/.exec(h)![1]);
      descriptions.add(meta(h, 'name', 'description')!);
      expect(h).toContain(`<link rel="canonical" href="https://kukki.example${url === '/' ? '/' : url}">`);
      expect(meta(h, 'property', 'og:title')).toBeTruthy();
      expect(meta(h, 'property', 'og:url')).toBe(`https://kukki.example${url}`);
      expect(meta(h, 'property', 'og:image')).toBe('https://kukki.example/og-kukki.png');
      expect(meta(h, 'name', 'robots')).toBe('index, follow');
    }
    expect(titles.size).toBe(5);
    expect(descriptions.size).toBe(5);
    for (const url of ['/admin/dash/ordenes', '/profile', `/order/${newId()}`, '/payerinfo', '/summary', '/cart']) {
      expect({ url, robots: meta((await get(url)).body, 'name', 'robots') }).toEqual({ url, robots: 'noindex, nofollow' });
    }
  });

  it('product pages carry their name, Open Graph image and schema.org Product with an MXN offer per size', async () => {
    const p = products.find((x) => x.price.length > 1) ?? products[0];
    const html = (await get(`/productos/${p.category}/${p._id}`)).body as string;
    expect(html).toContain(`<title>${p.name} | Kukki</title>`);
    expect(meta(html, 'property', 'og:type')).toBe('product');
    // Link previews show no SVG (the seeded drawings): the shop's card stands in; JSON-LD keeps the product's own images.
    expect(p.coverImage).toMatch(/\.svg$/);
    expect(meta(html, 'property', 'og:image')).toBe('https://kukki.example/og-kukki.png');
    const ld = jsonLd(html);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: p.name, description: p.description });
    expect(ld.image[0]).toBe(`https://kukki.example${p.coverImage}`);
    expect(ld.offers).toHaveLength(p.price.length);
    ld.offers.forEach((offer: Record<string, string>, i: number) =>
      expect(offer).toMatchObject({
        '@type': 'Offer',
        price: p.price[i].toFixed(2),
        priceCurrency: 'MXN',
        availability: 'https://schema.org/InStock',
      }),
    );
  });

  it('asks the browser for the remote entry while main.js loads (the pages carry their data themselves)', async () => {
    const preloads = (html: string) =>
      [...head(html).matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"( crossorigin="[^"]+")?>/g)].map((m) => m.slice(1, 4).join(''));
    const p = products.find((x) => x.category === 'garapiñados') ?? products[0];
    const productHtml = (await get(`/productos/${encodeURIComponent(p.category)}/${p._id}`)).body as string;
    expect(preloads(productHtml)).toEqual(['/remotes/storefront/remoteEntry.jsscript']);
    expect(preloads((await get('/')).body)).toEqual(['/remotes/storefront/remoteEntry.jsscript']);
    // No storefront preload on the admin's pages.
    expect(preloads((await get('/admin/dash/ordenes')).body)).toEqual([]);
    expect(preloads((await get('/cart')).body)).toEqual(['/remotes/storefront/remoteEntry.jsscript']);
  });

  it('catalogue changes show up in the pages and the sitemap without a restart', async () => {
    const p = products[1];
    const admin = catalogueAdmin(api);
    await admin.update(p, { name: `${p.name} renovado`, coverImage: '/media/foto-real.jpg' });
    // Pages are kept per catalogue version, which moves when the change's event is delivered (distributed: a moment later).
    await eventually(async () =>
      expect((await get(`/productos/${p.category}/${p._id}`)).body).toContain(`<title>${p.name} renovado | Kukki</title>`),
    );
    // A photograph is what a shared link shows.
    expect(meta((await get(`/productos/${p.category}/${p._id}`)).body, 'property', 'og:image')).toBe(
      'https://kukki.example/media/foto-real.jpg',
    );
    // Sold out («Agotado»): search engines read it as out of stock too.
    await admin.update(p, { name: `${p.name} renovado`, available: false });
    await eventually(async () => {
      const offers = jsonLd((await get(`/productos/${p.category}/${p._id}`)).body).offers as Array<{ availability: string }>;
      expect(offers.map((o) => o.availability)).toEqual(p.price.map(() => 'https://schema.org/OutOfStock'));
    });
    await admin.archive(p);
    await eventually(async () => expect((await get(`/productos/${p.category}/${p._id}`)).status).toBe(404));
    expect((await get('/sitemap.xml')).body).not.toContain(p._id);
  });

  it('compresses pages, the sitemap and product images as the browser accepts: brotli, else gzip', async () => {
    const inject = (url: string, headers: Record<string, string> = {}) =>
      api.app.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers });
    const product = products[0];
    const urls = [
      '/',
      '/catalogo',
      `/productos/${encodeURIComponent(product.category)}/${product._id}`,
      '/sitemap.xml',
      product.coverImage,
    ];
    for (const url of urls) {
      const { plain, br } = await expectBrotliNegotiated(inject, url, 'gzip, deflate, br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      const gzip = await inject(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('serves /robots.txt and /sitemap.xml with every public page, product and plan', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Disallow: \/admin\/$/m);
    expect(robots.body).toContain('Sitemap: https://kukki.example/sitemap.xml');

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const xml = sitemap.body as string;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)].map((m) => m[1]);
    for (const page of ['/', '/catalogo', '/sabores', '/suscripciones', '/contacto', `/suscripciones/${planId}`])
      expect(locs).toContain(`https://kukki.example${page}`);
    // The catalogue itself, not the cached /api/productos: the previous test's direct write reaches the reply
    // cache only when its event is delivered (distributed: a moment later), while the sitemap reads the service.
    const { products: current } = await api.app.get<symbol, RpcClient>(RPC).request(CATALOGUE_SUBJECTS.listProducts, {});
    for (const p of current) expect(locs).toContain(`https://kukki.example/productos/${encodeURIComponent(p.category)}/${p._id}`);
    expect(locs.some((l) => /admin|profile|order|summary/.test(l))).toBe(false);
  });
});
