import type { FastifyInstance } from 'fastify';
import {
  CATALOGUE_SUBJECTS,
  matchPageRoute,
  OBJECT_ID,
  PAGE_ROUTES,
  pageTitleOf,
  SHOP_DESCRIPTION,
  type PageRoute,
  SUBSCRIPTIONS_SUBJECTS,
  type Product,
  type RpcData,
  type RpcSubject,
  type SubscriptionPlanDto,
  textOf,
} from '@kukki/contracts';
import { toRpcCallError, type RpcClient } from '@kukki/platform';
import { EARLY_TAPS_TAG } from './early-taps';

/**
 * What the server knows about each page of the shop before any JavaScript runs: whether the
 * route exists (404 otherwise), and its <title>, description, canonical link,
 * Open Graph tags, robots directive and, for products, schema.org JSON-LD. Also /robots.txt and
 * /sitemap.xml. Products and plans are read from their services on every request, so catalogue
 * changes show up without a restart.
 */

/** The catalogue and plans as the pages need them; `null` is "does not exist", a throw is "could not ask". */
export interface ShopData {
  products(): Promise<Product[]>;
  product(category: string, id: string): Promise<Product | null>;
  plans(): Promise<SubscriptionPlanDto[]>;
  plan(id: string): Promise<SubscriptionPlanDto | null>;
}

const orNullOn404 = async <T>(ask: () => Promise<T>): Promise<T | null> => {
  try {
    return await ask();
  } catch (err) {
    if (toRpcCallError(err).status === 404) return null;
    throw err;
  }
};

export function rpcShopData(rpc: RpcClient): ShopData {
  const ask = <S extends RpcSubject>(subject: S, data: RpcData<S>) => rpc.request(subject, data, { principal: null });
  return {
    products: async () => (await ask(CATALOGUE_SUBJECTS.listProducts, {})).products,
    product: (category, id) => orNullOn404(async () => (await ask(CATALOGUE_SUBJECTS.getProduct, { category, id })).product),
    plans: async () => (await ask(SUBSCRIPTIONS_SUBJECTS.listPlans, {})).subscriptions,
    plan: (id) => orNullOn404(async () => (await ask(SUBSCRIPTIONS_SUBJECTS.getPlan, { id })).subscription),
  };
}

export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL (absolute URL made with the shop's base). */
  path: string;
  noindex: boolean;
  image?: string;
  ogType?: 'website' | 'product';
  jsonLd?: Record<string, unknown>;
}

export interface ResolvedPage {
  status: 200 | 404;
  head: PageHead;
  /**
   * How the page is sent: 'server' rendered whole and hydrated, 'client' the shell around a page the
   * browser renders (route table), 'none' the bare shell (the admin).
   */
  render: PageRoute['render'] | 'none';
  /** False when a service could not be asked: the answer is not kept for the next requests. */
  cacheable: boolean;
}

const SHOP = 'Kukki';
/** The shop's sharing card (1200×630 PNG, the shell's public file): link previews show no SVG. */
const DEFAULT_IMAGE = '/og-kukki.png';
/** An image a link preview (Facebook, WhatsApp, X) can show: a raster one; the seeded drawings are SVG. */
const previewImage = (url: string | null | undefined) => (url && /\.(png|jpe?g|webp|gif)(\?.*)?$/i.test(url) ? url : undefined);
const ADMIN_PATH = /^\/admin\/dash(\/.*)?$/;

const NOT_FOUND_ROUTE = PAGE_ROUTES[PAGE_ROUTES.length - 1];
const NOT_FOUND: PageHead = {
  title: NOT_FOUND_ROUTE.title,
  description: NOT_FOUND_ROUTE.description,
  path: '/',
  noindex: true,
};
const notFound = (): ResolvedPage => ({ status: 404, head: NOT_FOUND, render: 'server', cacheable: true });

/** Indexable pages of the route table with a path of their own (no parameters): the sitemap's pages. */
const LISTED_PAGES = PAGE_ROUTES.filter((r) => r.indexable && r.path !== '*' && !r.path.includes(':')).map((r) => `/${r.path}`);

/** A page whose service did not answer: the browser renders it (and asks again); never cached. */
const unanswered = (head: PageHead): ResolvedPage => ({ status: 200, head, render: 'client', cacheable: false });

const cut = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

export const productPath = (p: Pick<Product, '_id' | 'category'>) => `/productos/${encodeURIComponent(p.category)}/${p._id}`;

export class ShopPages {
  constructor(
    private readonly data: ShopData,
    private readonly publicUrl: string,
  ) {}

  /**
   * The shop's origin for absolute links (sitemap, canonical, og:url, robots): the configured public
   * URL (PUBLIC_URL, else http://localhost:PORT), never the request's Host or X-Forwarded-Proto.
   */
  baseUrl(): string {
    return this.publicUrl.replace(/\/+$/, '');
  }

  /** Which page a path is (the shared route table), and whether it exists; a failing service never turns a page into a 404. */
  async resolve(rawPath: string): Promise<ResolvedPage> {
    let pathname = rawPath.split('?')[0].split('#')[0];
    try {
      pathname = decodeURI(pathname);
    } catch {
      return notFound();
    }
    if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
    if (ADMIN_PATH.test(pathname))
      return {
        status: 200,
        head: { title: 'Administración | Kukki', description: SHOP_DESCRIPTION, path: pathname, noindex: true },
        render: 'none',
        cacheable: true,
      };
    const { route, params } = matchPageRoute(pathname);
    if (route.page === 'notFound') return notFound();
    if (route.page === 'product') return this.productPage(params.category, params.id, pathname);
    if (route.page === 'plan') return this.planPage(params.id, pathname);
    return {
      status: 200,
      head: { title: route.title, description: route.description, path: pathname, noindex: !route.indexable, ogType: 'website' },
      render: route.render,
      cacheable: true,
    };
  }

  private async productPage(category: string, id: string, pathname: string): Promise<ResolvedPage> {
    if (!OBJECT_ID.test(id) || category.length > 60) return notFound();
    let p: Product | null;
    try {
      p = await this.data.product(category, id.toLowerCase());
    } catch {
      return unanswered({ title: 'Kukki', description: SHOP_DESCRIPTION, path: pathname, noindex: false });
    }
    if (!p) return notFound();
    const soldOut = p.available === false;
    const path = productPath(p);
    const images = [p.coverImage, ...p.images].filter(Boolean);
    return {
      status: 200,
      render: 'server',
      cacheable: true,
      head: {
        title: pageTitleOf('product', p.name),
        description: cut(p.description || `${p.name} de Kukki.`),
        path,
        noindex: false,
        image: previewImage(p.coverImage),
        ogType: 'product',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: p.name,
          image: images,
          description: p.description,
          sku: p.sku[0] !== undefined ? String(p.sku[0]) : undefined,
          category: p.category,
          brand: { '@type': 'Brand', name: SHOP },
          offers: p.price.map((price, i) => ({
            '@type': 'Offer',
            name: p.size[i] ? `${p.name} (${p.size[i]})` : p.name,
            sku: p.sku[i] !== undefined ? String(p.sku[i]) : undefined,
            price: price.toFixed(2),
            priceCurrency: 'MXN',
            availability: soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
            url: path,
          })),
        },
      },
    };
  }

  private async planPage(id: string, pathname: string): Promise<ResolvedPage> {
    if (!OBJECT_ID.test(id)) return notFound();
    let plan: SubscriptionPlanDto | null;
    try {
      plan = await this.data.plan(id.toLowerCase());
    } catch {
      return unanswered({ title: 'Suscripciones | Kukki', description: SHOP_DESCRIPTION, path: pathname, noindex: false });
    }
    if (!plan) return notFound();
    const period = String(plan.period).toLowerCase();
    return {
      status: 200,
      render: 'server',
      cacheable: true,
      head: {
        title: pageTitleOf('plan', plan.name),
        description: cut(
          `${plan.name}: dos postres cada mes en tu puerta (${period}) por $${plan.amount.toFixed(2)} MXN. ${plan.discount ?? ''} ${plan.disclaimer ?? ''}`,
        ),
        path: `/suscripciones/${plan._id}`,
        noindex: false,
        image: previewImage(plan.img),
        ogType: 'website',
      },
    };
  }

  /** Pages and products for /sitemap.xml, each with its last change (YYYY-MM-DD). */
  async sitemap(base: string): Promise<string> {
    const today = new Date().toISOString().slice(0, 10);
    const day = (value: unknown) => {
      const d = value instanceof Date ? value : textOf(value) ? new Date(textOf(value)) : null;
      return d && !Number.isNaN(d.getTime()) ? d.toISOString().slice(0, 10) : today;
    };
    const [products, plans] = await Promise.all([this.data.products(), this.data.plans().catch(() => [] as SubscriptionPlanDto[])]);
    const newest = products.reduce((max, p) => {
      const d = day((p as { updatedAt?: unknown }).updatedAt);
      return d > max ? d : max;
    }, '0000-00-00');
    const catalogueDay = newest === '0000-00-00' ? today : newest;
    const urls: Array<{ loc: string; lastmod: string }> = [
      ...LISTED_PAGES.map((p) => ({ loc: p, lastmod: ['/', '/catalogo', '/sabores'].includes(p) ? catalogueDay : today })),
      ...products.filter((p) => !p.archived).map((p) => ({ loc: productPath(p), lastmod: day((p as { updatedAt?: unknown }).updatedAt) })),
      ...plans.map((p) => ({ loc: `/suscripciones/${p._id}`, lastmod: day((p as { updatedAt?: unknown }).updatedAt) })),
    ];
    const body = urls.map((u) => `  <url><loc>${escapeXml(base + u.loc)}</loc><lastmod>${u.lastmod}</lastmod></url>`).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  }

  robots(base: string): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin/',
      'Disallow: /api/',
      'Disallow: /profile',
      'Disallow: /updatepassword',
      'Disallow: /order/',
      'Disallow: /cart',
      'Disallow: /payerinfo',
      'Disallow: /summary',
      'Disallow: /enrollment',
      'Disallow: /enrollconfirmation',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
  }
}

/** Text for XML or HTML, in content and in quoted attributes. */
export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const escapeAttr = escapeXml;

const absolute = (base: string, url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`);

/** JSON for a <script> element: no "</script>" or "<!--" can close it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function absolutiseLd(value: unknown, base: string, key = ''): unknown {
  if (typeof value === 'string') return ['image', 'url'].includes(key) && value.startsWith('/') ? absolute(base, value) : value;
  if (Array.isArray(value)) return value.map((v) => absolutiseLd(v, base, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absolutiseLd(v, base, k)]));
  return value;
}

/** The head tags of one page, as HTML. */
export function headTags(head: PageHead, base: string): string {
  const url = absolute(base, head.path);
  const image = absolute(base, head.image ?? DEFAULT_IMAGE);
  const tags = [
    `<title>${escapeXml(head.title)}</title>`,
    `<meta name="description" content="${escapeAttr(head.description)}">`,
    `<link rel="canonical" href="${escapeAttr(url)}">`,
    `<meta name="robots" content="${head.noindex ? 'noindex, nofollow' : 'index, follow'}">`,
    `<meta property="og:site_name" content="${SHOP}">`,
    `<meta property="og:locale" content="es_MX">`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}">`,
    `<meta property="og:title" content="${escapeAttr(head.title)}">`,
    `<meta property="og:description" content="${escapeAttr(head.description)}">`,
    `<meta property="og:url" content="${escapeAttr(url)}">`,
    `<meta property="og:image" content="${escapeAttr(image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ];
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(absolutiseLd(head.jsonLd, base))}</script>`);
  return tags.join('\n    ');
}

/** What the server renderer made of a page (see page-renderer.ts), and the storefront's stylesheets it needs. */
export interface PageBody {
  /** The contents of <div id="root">. */
  html: string;
  /** The page's state script (its data, and whether the browser hydrates). */
  stateScript: string;
  /** <link> tags for the head: the storefront's stylesheets and what React asked to preload. */
  headLinks: string;
  /** The whole page, hydrated by the browser (else the shell around a page the browser renders). */
  hydrate: boolean;
}

/** A few bytes that start the shell's main.js once a server-rendered page has loaded (frontends.ts serves it). */
export const PAGE_BOOT_PATH = '/page-boot.js';
export const PAGE_BOOT_SCRIPT = Buffer.from(
  "(function(){var main=document.currentScript&&document.currentScript.getAttribute('data-main');if(!main)return;" +
    "function go(){var s=document.createElement('script');s.src=main;document.head.appendChild(s)}" +
    "if(document.readyState==='complete')go();else addEventListener('load',go,{once:true})})();\n",
);

/** Tags React hoists from a page (image preloads) come first in its output; they belong in <head>. */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

/**
 * The shell's index.html with this page's head tags in place of its generic title and description,
 * and, when the server rendered it, the page's HTML and state inside <div id="root">.
 */
export function renderShell(indexHtml: string, head: PageHead, base: string, status: number, body?: PageBody): string {
  let html = indexHtml
    .replace(/<title>[\s\S]*?<\/title>/gi, '')
    .replace(/<meta\s+name=["']?description["']?[\s\S]*?>/gi, '')
    .replace(/<meta\s+name=["']?robots["']?[\s\S]*?>/gi, '')
    .replace(/<link\s+rel=["']?canonical["']?[\s\S]*?>/gi, '');
  if (body) {
    const hoisted = LEADING_LINKS.exec(body.html)?.[0] ?? '';
    const links = body.headLinks + hoisted;
    // The shell's own stylesheets (preloaded for its scripts) apply at once, and without scripts.
    html = html.replace(/<link rel="preload" href="\/?([^"]+\.css)" as="style">/g, '<link rel="stylesheet" href="/$1" data-href="$1">');
    // A whole page paints without scripts: they are not fetched ahead of its images (the shell loads
    // them once the page has loaded, then hydrates).
    // Taps before hydration are held and replayed (early-taps.ts); before the stylesheets, which would delay it.
    if (body.hydrate)
      html = html
        .replace(/<meta charset="utf-8"\s*\/?>/i, (charset) => `${charset}${EARLY_TAPS_TAG}`)
        .replace(/<link rel="preload" href="[^"]+" as="script">/g, '')
        .replace(
          /<script defer="defer" src="([^"]+)"><\/script>/,
          `<script defer="defer" src="${PAGE_BOOT_PATH}" data-main="$1"></script>`,
        );
    html = html.replace(/<\/head>/i, `    ${headTags(head, base)}\n    ${links}\n  </head>`);
    // A replacer function: the page's HTML is inserted as it is ($ signs included).
    return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${body.html.slice(hoisted.length)}</div>${body.stateScript}`);
  }
  html = html.replace(/<\/head>/i, `    ${headTags(head, base)}\n  </head>`);
  if (status === 404) {
    // Readable before (and without) JavaScript; the storefront replaces it with its own not-found page.
    html = html.replace(
      /<div id="root"><\/div>/,
      '<div id="root"><main style="text-align:center;padding:2rem"><h1>Página no encontrada</h1>' +
        '<p>No encontramos lo que buscas. Te invitamos a ver nuestros postres.</p>' +
        '<p><a href="/">Ir al inicio</a> · <a href="/catalogo">Ver catálogo</a></p></main></div>',
    );
  }
  return html;
}

/** /robots.txt and /sitemap.xml (served whether or not this process serves the frontends). */
export function registerSeoRoutes(app: FastifyInstance, pages: ShopPages): void {
  app.get('/robots.txt', async (request, reply) => {
    void reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return pages.robots(pages.baseUrl());
  });
  app.get('/sitemap.xml', async (request, reply) => {
    try {
      const xml = await pages.sitemap(pages.baseUrl());
      void reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8');
      return xml;
    } catch {
      void reply.status(503).header('retry-after', '5').type('application/json; charset=utf-8');
      return { message: 'El catálogo no está disponible por ahora, intenta de nuevo en unos segundos' };
    }
  });
}
