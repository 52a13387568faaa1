import { matchesEtag, strongEtag } from '../http/reply-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CATALOGUE_SUBJECTS,
  OBJECT_ID,
  SUBSCRIPTIONS_SUBJECTS,
  type Product,
  type RpcData,
  type RpcSubject,
  type SubscriptionPlanDto,
} from '@kukki/contracts';
import { toRpcCallError, type RpcClient } from '@kukki/platform';

/**
 * What the server knows about each page of the shop before any JavaScript runs (issue 16, items 8
 * and 9): whether the route exists (404 otherwise), and its <title>, description, canonical link,
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
  /** API reads the page renders from, fetched while its JavaScript loads (`<link rel="preload">`). */
  data?: string[];
}

export interface ResolvedPage {
  status: 200 | 404;
  head: PageHead;
}

const SHOP = 'Kukki';
const DEFAULT_DESCRIPTION = 'Kukki: galletas, alfajores, garapiñados, chocolates y postres a domicilio en CDMX y Estado de México.';
const DEFAULT_IMAGE = '/media/og-kukki.jpg';

/** Indexable pages with their own title and description (spec §2). */
const PUBLIC_PAGES: Record<string, { title: string; description: string }> = {
  '/': { title: 'Kukki | Galletas y postres a domicilio', description: DEFAULT_DESCRIPTION },
  '/catalogo': {
    title: 'Catálogo | Kukki',
    description:
      'Todos los postres de Kukki: galletas, alfajores, nueces garapiñadas, chocolates, pays y cajas de regalo, con sus tamaños y precios.',
  },
  '/sabores': {
    title: 'Sabores | Kukki',
    description: 'Descubre los sabores de Kukki: galletas, alfajores, garapiñados, chocolates y postres hechos a mano.',
  },
  '/suscripciones': {
    title: 'Suscripciones | Kukki',
    description: 'Suscríbete a Kukki y recibe cada mes dos postres de temporada en tu puerta, en CDMX y Estado de México.',
  },
  '/contacto': {
    title: 'Contacto | Kukki',
    description: 'Escríbenos: dudas, pedidos especiales y cotizaciones para empresas de más de 20 productos.',
  },
  '/avisodeprivacidad': {
    title: 'Aviso de privacidad | Kukki',
    description: 'Aviso de privacidad de Kukki: cómo cuidamos tus datos personales.',
  },
  '/misuscripcion': { title: 'Postres del mes | Kukki', description: 'Los postres de este mes de la suscripción Kukki.' },
};

/** Pages that exist but must not be indexed: checkout, account, orders, admin. */
const PRIVATE_PAGES: Array<{ pattern: RegExp; title: string }> = [
  { pattern: /^\/cart(\/[^/]+){0,2}$/, title: 'Carrito | Kukki' },
  { pattern: /^\/payerinfo$/, title: 'Datos de entrega | Kukki' },
  { pattern: /^\/summary$/, title: 'Resumen de tu orden | Kukki' },
  { pattern: /^\/order\/[^/]+$/, title: 'Tu orden | Kukki' },
  { pattern: /^\/login$/, title: 'Ingresar | Kukki' },
  { pattern: /^\/signup$/, title: 'Regístrate | Kukki' },
  { pattern: /^\/resetpassword\/[^/]+$/, title: 'Restablecer contraseña | Kukki' },
  { pattern: /^\/profile$/, title: 'Mi perfil | Kukki' },
  { pattern: /^\/updatepassword$/, title: 'Actualizar contraseña | Kukki' },
  { pattern: /^\/enrollment$/, title: 'Datos de tu suscripción | Kukki' },
  { pattern: /^\/enrollconfirmation$/, title: 'Confirma tu suscripción | Kukki' },
  { pattern: /^\/admin\/dash(\/.*)?$/, title: 'Administración | Kukki' },
];

/** The API reads each public page shows first (the storefront's queries, same URLs). */
const PAGE_DATA: Record<string, string[]> = {
  '/': ['/api/productos'],
  '/catalogo': ['/api/productos', '/api/productos/category'],
};

const NOT_FOUND: PageHead = {
  title: 'Página no encontrada | Kukki',
  description: 'No encontramos lo que buscas. Te invitamos a ver nuestros postres.',
  path: '/',
  noindex: true,
};

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

  /** Which page a path is, and whether it exists; a failing service never turns a page into a 404. */
  async resolve(rawPath: string): Promise<ResolvedPage> {
    let pathname = rawPath.split('?')[0].split('#')[0];
    try {
      pathname = decodeURI(pathname);
    } catch {
      return { status: 404, head: NOT_FOUND };
    }
    if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
    const known = PUBLIC_PAGES[pathname];
    if (known) return { status: 200, head: { ...known, path: pathname, noindex: false, ogType: 'website', data: PAGE_DATA[pathname] } };
    const hidden = PRIVATE_PAGES.find((p) => p.pattern.test(pathname));
    if (hidden) return { status: 200, head: { title: hidden.title, description: DEFAULT_DESCRIPTION, path: pathname, noindex: true } };

    const product = /^\/productos\/([^/]+)\/([^/]+)$/.exec(pathname);
    if (product) return this.productPage(product[1], product[2], pathname);
    const plan = /^\/suscripciones\/([^/]+)$/.exec(pathname);
    if (plan) return this.planPage(plan[1], pathname);
    return { status: 404, head: NOT_FOUND };
  }

  private async productPage(category: string, id: string, pathname: string): Promise<ResolvedPage> {
    if (!OBJECT_ID.test(id) || category.length > 60) return { status: 404, head: NOT_FOUND };
    let p: Product | null;
    try {
      p = await this.data.product(category, id.toLowerCase());
    } catch {
      return { status: 200, head: { title: 'Kukki', description: DEFAULT_DESCRIPTION, path: pathname, noindex: false } };
    }
    if (!p) return { status: 404, head: NOT_FOUND };
    const soldOut = (p as { soldOut?: boolean }).soldOut === true;
    const path = productPath(p);
    const images = [p.coverImage, ...p.images].filter(Boolean);
    return {
      status: 200,
      head: {
        title: `${p.name} | Kukki`,
        description: cut(p.description || `${p.name} de Kukki.`),
        path,
        noindex: false,
        image: p.coverImage || undefined,
        ogType: 'product',
        // The storefront asks for the product as it is written in the address.
        data: [`/api/productos/${encodeURIComponent(category)}/${encodeURIComponent(id)}`],
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
    if (!OBJECT_ID.test(id)) return { status: 404, head: NOT_FOUND };
    let plan: SubscriptionPlanDto | null;
    try {
      plan = await this.data.plan(id.toLowerCase());
    } catch {
      return { status: 200, head: { title: 'Suscripciones | Kukki', description: DEFAULT_DESCRIPTION, path: pathname, noindex: false } };
    }
    if (!plan) return { status: 404, head: NOT_FOUND };
    const period = String(plan.period).toLowerCase();
    return {
      status: 200,
      head: {
        title: `${plan.name} | Suscripciones Kukki`,
        description: cut(
          `${plan.name}: dos postres cada mes en tu puerta (${period}) por $${plan.amount.toFixed(2)} MXN. ${plan.discount ?? ''} ${plan.disclaimer ?? ''}`,
        ),
        path: `/suscripciones/${plan._id}`,
        noindex: false,
        image: plan.img || undefined,
        ogType: 'website',
      },
    };
  }

  /** Pages and products for /sitemap.xml, each with its last change (YYYY-MM-DD). */
  async sitemap(base: string): Promise<string> {
    const today = new Date().toISOString().slice(0, 10);
    const day = (value: unknown) => {
      const d = value ? new Date(String(value)) : null;
      return d && !Number.isNaN(d.getTime()) ? d.toISOString().slice(0, 10) : today;
    };
    const [products, plans] = await Promise.all([this.data.products(), this.data.plans().catch(() => [] as SubscriptionPlanDto[])]);
    const newest = products.reduce((max, p) => {
      const d = day((p as { updatedAt?: unknown }).updatedAt);
      return d > max ? d : max;
    }, '0000-00-00');
    const catalogueDay = newest === '0000-00-00' ? today : newest;
    const urls: Array<{ loc: string; lastmod: string }> = [
      ...Object.keys(PUBLIC_PAGES).map((p) => ({ loc: p, lastmod: ['/', '/catalogo', '/sabores'].includes(p) ? catalogueDay : today })),
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

const escapeXml = (s: string) =>
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
  // Same mode and credentials as the storefront's fetch (credentials: 'include'), so the preload is used.
  for (const href of head.data ?? []) tags.push(`<link rel="preload" href="${escapeAttr(href)}" as="fetch" crossorigin="use-credentials">`);
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(absolutiseLd(head.jsonLd, base))}</script>`);
  return tags.join('\n    ');
}

/** The shell's index.html with this page's head tags in place of its generic title and description. */
export function renderShell(indexHtml: string, head: PageHead, base: string, status: number): string {
  let html = indexHtml
    .replace(/<title>[\s\S]*?<\/title>/gi, '')
    .replace(/<meta\s+name=["']?description["']?[\s\S]*?>/gi, '')
    .replace(/<meta\s+name=["']?robots["']?[\s\S]*?>/gi, '')
    .replace(/<link\s+rel=["']?canonical["']?[\s\S]*?>/gi, '');
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

/** Sends the shell for a page route: 404 for an unknown route or product, and the page's own head tags. */
export async function sendShellPage(pages: ShopPages, html: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const page = await pages.resolve(request.url);
  const body = renderShell(html, page.head, pages.baseUrl(), page.status);
  // Revalidated cheaply: the page's strong ETag, 304 when the browser already has it.
  const etag = strongEtag(body);
  void reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'Accept-Encoding');
  if (page.status === 200 && matchesEtag(request.headers['if-none-match'], etag)) return void reply.code(304).send();
  void reply.status(page.status).type('text/html; charset=utf-8').send(body);
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
