import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Product } from '@kukki/contracts';
import { newId } from '@kukki/platform';
import { COMPOSITIONS, eventually } from '@kukki/platform/testing';
import type { ApiHarness } from '../testing';
import { catalogueAdmin, pagesWithData, startPagesApi } from '../testing/pages-api';
import { PageRenderer } from '../static/page-renderer';

/** The built frontends (`npm run build:frontends`): the shell's page, the storefront remote and the server build. */
const FRONTENDS = path.join(__dirname, '../../../frontends');
const SERVER_BUILD = path.join(FRONTENDS, 'shell/dist-server/render.js');

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="kukki-page"'));
const pageState = (html: string) => JSON.parse(/<script id="kukki-page" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]);
const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe.each(COMPOSITIONS)('server-rendered storefront pages (%s)', (kind) => {
  let api: ApiHarness;
  let products: Product[];
  let planId: string;

  beforeAll(async () => {
    if (!fs.existsSync(SERVER_BUILD)) throw new Error(`Falta ${SERVER_BUILD}: ejecuta npm run build:frontends`);
    ({ api, products, planId } = await startPagesApi(kind, FRONTENDS));
  });
  afterAll(async () => {
    await api?.close();
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends each public page as complete HTML: header, footer, products with prices, sized images, and the data it used', async () => {
    const p = products.find((x) => x.available !== false) ?? products[0];
    for (const url of [...pagesWithData(p, planId), '/contacto']) {
      const res = await api.get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      // The early-taps script (taps before hydration are replayed after it), allowed by the policy's hash.
      const inline = /<script>([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
      expect(inline).toContain('kukki:hydrated');
      expect(res.headers['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
      const root = rootOf(res.body);
      expect(root).toContain('class="site-header"');
      expect(root).toContain('Navegación principal');
      expect(root).toMatch(/<footer class="site-footer">[\s\S]*href="\/suscripciones"/);
      for (const img of root.match(/<img\b[^>]*>/g) ?? []) expect(img).toMatch(/width="\d+"[\s\S]*height="\d+"/);
      expect(pageState(res.body).hydrate).toBe(true);
    }
    const catalogue = (await api.get('/catalogo')).body;
    for (const product of products.filter((x) => !x.archived)) expect(rootOf(catalogue)).toContain(product.name.replace(/&/g, '&amp;'));
    expect(rootOf(catalogue)).toContain(money(p.price[0]));
    // The reads the page was rendered from travel with it, under the storefront's query keys.
    const keys = pageState(catalogue).queries.queries.map((q: { queryKey: unknown[] }) => q.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['products'], ['categories']]));

    const product = (await api.get(`/productos/${p.category}/${p._id}`)).body;
    expect(rootOf(product)).toContain(`<h1 class="product__name">${p.name}</h1>`);
    expect(rootOf(product)).toContain('Agregar al carrito');
    expect(rootOf(product)).toContain('Para agregar productos al carrito necesitas activar JavaScript');

    // /misuscripcion (spec: a static page with the month's title and two dessert cards) is readable without scripts.
    const month = rootOf((await api.get('/misuscripcion')).body);
    expect(month).toMatch(/<h1>Postres de (<!-- -->)?[a-z]+<\/h1>/);
    expect(month.match(/class="dessert-card"/g)).toHaveLength(2);
  });

  it('answers unknown pages 404 with the storefront’s own not-found page, and personal pages with the shell only', async () => {
    const missing = await api.get('/no-existe');
    expect(missing.status).toBe(404);
    expect(rootOf(missing.body)).toContain('Página no encontrada');
    expect(rootOf(missing.body)).toContain('href="/catalogo"');
    // A product or plan that is not there reads as the not-found page without scripts, not as a loader.
    for (const url of [`/productos/galletas/${newId()}`, '/productos/galletas/zzz', `/suscripciones/${newId()}`]) {
      const gone = await api.get(url);
      expect({ url, status: gone.status }).toEqual({ url, status: 404 });
      expect(rootOf(gone.body)).toContain('Página no encontrada');
      expect(rootOf(gone.body)).toContain('href="/catalogo"');
      expect(rootOf(gone.body)).not.toContain('Cargando');
    }

    const cart = await api.get('/cart');
    expect(cart.status).toBe(200);
    expect(rootOf(cart.body)).toContain('class="site-header"');
    expect(pageState(cart.body)).toEqual({ hydrate: false });
  });

  it('renders a page once per catalogue version: same ETag, 304 on If-None-Match, compressed as accepted', async () => {
    const render = jest.spyOn(PageRenderer.prototype, 'render');
    const first = await api.request({ method: 'GET', url: '/catalogo', headers: { 'accept-encoding': 'br' } });
    const again = await api.request({ method: 'GET', url: '/catalogo', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    const revalidated = await api.request({ method: 'GET', url: '/catalogo', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.status).toBe(304);
    expect(render.mock.calls.filter(([url]) => url === '/catalogo').length).toBeLessThanOrEqual(1);
  });

  it('renders the page again after a catalogue change: new name and price, new ETag', async () => {
    const p = products.find((x) => x.available !== false && !x.archived)!;
    const before = await api.get(`/productos/${p.category}/${p._id}`);
    await catalogueAdmin(api).update(p, { name: `${p.name} recién horneado`, price: [987, ...p.price.slice(1)] });
    await eventually(async () => {
      const after = await api.get(`/productos/${p.category}/${p._id}`);
      expect(rootOf(after.body)).toContain(`${p.name} recién horneado`);
      expect(rootOf(after.body)).toContain(money(987));
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const catalogue = await api.get('/catalogo');
      expect(rootOf(catalogue.body)).toContain(`${p.name} recién horneado`);
    });
  });
});
