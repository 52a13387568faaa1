/**
 * The storefront's one route table: every page's path, the component that renders
 * it, its title and description, whether search engines may index it, whether the server renders it
 * whole, and the API reads it shows first. The storefront router (frontends/storefront/src/App.tsx)
 * maps `page` to its code-split component; the gateway (gateway/src/static/seo.ts) reads the rest for
 * statuses, head tags and server rendering. Pure data and one matcher: safe in the browser and in Node.
 */

/** The storefront's page components, by name (App.tsx holds the component of each). */
export type StorefrontPageId =
  | 'home'
  | 'catalogue'
  | 'flavors'
  | 'product'
  | 'cart'
  | 'payerInfo'
  | 'summary'
  | 'order'
  | 'login'
  | 'signup'
  | 'resetPassword'
  | 'profile'
  | 'updatePassword'
  | 'contact'
  | 'privacy'
  | 'plans'
  | 'plan'
  | 'enrollment'
  | 'enrollConfirmation'
  | 'mySubscription'
  | 'notFound';

/** An API read a page shows first: the react-query key the storefront caches it under. */
export type PageRead = 'products' | 'categories' | 'product' | 'plans' | 'monthDesserts' | 'plan';

export interface PageRoute {
  /** react-router pattern relative to the storefront's root ('' is the home page, '*' anything else). */
  path: string;
  page: StorefrontPageId;
  /** <title>; pages about one product or plan get theirs from its name on the server. */
  title: string;
  description: string;
  indexable: boolean;
  /**
   * 'server': sent as complete HTML and hydrated. 'client': personal pages (cart, checkout, account);
   * the server sends the header and footer and the browser renders the page.
   */
  render: 'server' | 'client';
  /** The reads the page renders from, fetched before its first render (and embedded in its HTML). */
  reads?: PageRead[];
}

export const SHOP_DESCRIPTION = 'Kukki: galletas, alfajores, garapiñados, chocolates y postres a domicilio en CDMX y Estado de México.';

const personal = (path: string, page: StorefrontPageId, title: string): PageRoute => ({
  path,
  page,
  title,
  description: SHOP_DESCRIPTION,
  indexable: false,
  render: 'client',
});

/** A public page the server renders whole, indexed by search engines. */
const indexed = (path: string, page: StorefrontPageId, title: string, description: string, reads?: PageRead[]): PageRoute => ({
  path,
  page,
  title,
  description,
  indexable: true,
  render: 'server',
  ...(reads ? { reads } : {}),
});

/** Order matters: the first pattern that matches is the page; '*' comes last. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  indexed('', 'home', 'Kukki | Galletas y postres a domicilio', SHOP_DESCRIPTION, ['products']),
  indexed(
    'catalogo',
    'catalogue',
    'Catálogo | Kukki',
    'Todos los postres de Kukki: galletas, alfajores, nueces garapiñadas, chocolates, pays y cajas de regalo, con sus tamaños y precios.',
    ['products', 'categories'],
  ),
  indexed(
    'sabores',
    'flavors',
    'Sabores | Kukki',
    'Descubre los sabores de Kukki: galletas, alfajores, garapiñados, chocolates y postres hechos a mano.',
    ['categories', 'products'],
  ),
  indexed('productos/:category/:id', 'product', 'Producto | Kukki', SHOP_DESCRIPTION, ['product']),
  personal('cart/:category?/:id?', 'cart', 'Carrito | Kukki'),
  personal('payerinfo', 'payerInfo', 'Datos de entrega | Kukki'),
  personal('summary', 'summary', 'Resumen de tu orden | Kukki'),
  personal('order/:id', 'order', 'Tu orden | Kukki'),
  personal('login', 'login', 'Ingresar | Kukki'),
  personal('signup', 'signup', 'Regístrate | Kukki'),
  personal('resetpassword/:token', 'resetPassword', 'Restablecer contraseña | Kukki'),
  personal('profile', 'profile', 'Mi perfil | Kukki'),
  personal('updatepassword', 'updatePassword', 'Actualizar contraseña | Kukki'),
  indexed(
    'contacto',
    'contact',
    'Contacto | Kukki',
    'Escríbenos: dudas, pedidos especiales y cotizaciones para empresas de más de 20 productos.',
  ),
  indexed(
    'avisodeprivacidad',
    'privacy',
    'Aviso de privacidad | Kukki',
    'Aviso de privacidad de Kukki: cómo cuidamos tus datos personales.',
  ),
  indexed(
    'suscripciones',
    'plans',
    'Suscripciones | Kukki',
    'Suscríbete a Kukki y recibe cada mes dos postres de temporada en tu puerta, en CDMX y Estado de México.',
    ['plans', 'monthDesserts'],
  ),
  indexed('suscripciones/:id', 'plan', 'Suscripciones | Kukki', SHOP_DESCRIPTION, ['plan']),
  personal('enrollment', 'enrollment', 'Datos de tu suscripción | Kukki'),
  personal('enrollconfirmation', 'enrollConfirmation', 'Confirma tu suscripción | Kukki'),
  // The month's desserts come in the HTML; a subscriber's own enrolments follow in the browser.
  indexed('misuscripcion', 'mySubscription', 'Postres del mes | Kukki', 'Los postres de este mes de la suscripción Kukki.', [
    'monthDesserts',
  ]),
  {
    path: '*',
    page: 'notFound',
    title: 'Página no encontrada | Kukki',
    description: 'No encontramos lo que buscas. Te invitamos a ver nuestros postres.',
    indexable: false,
    render: 'server',
  },
];

export interface PageMatch {
  route: PageRoute;
  params: Record<string, string>;
}

/**
 * The route of a pathname (already decoded, without query), like react-router's ranking for this
 * table: literal segments, `:name` and optional `:name?` segments; '*' matches anything.
 */
export function matchPageRoute(pathname: string, routes: readonly PageRoute[] = PAGE_ROUTES): PageMatch {
  const parts = pathname.split('/').filter(Boolean);
  for (const route of routes) {
    if (route.path === '*') return { route, params: {} };
    const params = matchSegments(route.path.split('/').filter(Boolean), parts);
    if (params) return { route, params };
  }
  throw new Error('PAGE_ROUTES must end with "*"');
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  if (parts.length > pattern.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i];
    const part = parts[i];
    const optional = segment.endsWith('?');
    if (part === undefined) {
      if (!optional) return null;
      continue;
    }
    if (segment.startsWith(':')) params[segment.slice(1).replace(/\?$/, '')] = part;
    else if (segment !== part) return null;
  }
  return params;
}

/** /login with its «¿Olvidaste tu contraseña?» form already open (the password e-mails link here). */
export const FORGOT_PASSWORD_QUERY = 'recuperar';
export const FORGOT_PASSWORD_PATH = `/login?${FORGOT_PASSWORD_QUERY}`;

/**
 * Dispatched on window once React has hydrated (or rendered) the page; #root then carries
 * data-hydrated. The server's early-taps script replays on it the taps it held.
 */
export const PAGE_HYDRATED_EVENT = 'kukki:hydrated';

/**
 * A page's <title>, the same on the server and in the browser: the route table's, or — for a page about one
 * thing (a product, a plan, an order) once its name is known — that name's.
 */
export function pageTitleOf(page: StorefrontPageId, name?: string | null): string {
  if (name) return page === 'plan' ? `${name} | Suscripciones Kukki` : `${name} | Kukki`;
  return PAGE_ROUTES.find((route) => route.page === page)?.title ?? 'Kukki';
}
