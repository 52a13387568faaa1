import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PAGE_ROUTES, type PageRead, type StorefrontPageId } from '@kukki/contracts';
import { Loader } from '@kukki/ui';
import { getQueryClient } from '@kukki/shop-client';
import { categoriesQuery, productQuery, productsQuery } from './api/catalogue';
import { monthDessertsQuery, planQuery, plansQuery } from './api/subscriptions';
import { lazyRoute, type LazyRoute } from './lazyRoute';
import './storefront.css';

type Params = Record<string, string | undefined>;

// One chunk per page (code split), so / only loads what the home page needs. The paths, titles and
// first reads of every page are the shared route table (contracts/src/pages.ts), which the gateway
// reads too for statuses, head tags and server rendering.
const PAGES: Record<StorefrontPageId, LazyRoute> = {
  home: lazyRoute(() => import('./routes/home/HomePage')),
  catalogue: lazyRoute(() => import('./routes/catalogo/CataloguePage')),
  flavors: lazyRoute(() => import('./routes/sabores/FlavorsPage')),
  product: lazyRoute(() => import('./routes/producto/ProductPage')),
  cart: lazyRoute(() => import('./routes/cart/CartPage')),
  payerInfo: lazyRoute(() => import('./routes/payerinfo/PayerInfoPage')),
  summary: lazyRoute(() => import('./routes/summary/SummaryPage')),
  order: lazyRoute(() => import('./routes/order/OrderPage')),
  login: lazyRoute(() => import('./routes/auth/LoginPage')),
  signup: lazyRoute(() => import('./routes/auth/SignupPage')),
  resetPassword: lazyRoute(() => import('./routes/auth/ResetPasswordPage')),
  profile: lazyRoute(() => import('./routes/profile/ProfilePage')),
  updatePassword: lazyRoute(() => import('./routes/updatepassword/UpdatePasswordPage')),
  contact: lazyRoute(() => import('./routes/contacto/ContactPage')),
  privacy: lazyRoute(() => import('./routes/privacidad/PrivacyPage')),
  plans: lazyRoute(() => import('./routes/suscripciones/SubscriptionsPage')),
  plan: lazyRoute(() => import('./routes/suscripciones/SubscriptionDetailPage')),
  enrollment: lazyRoute(() => import('./routes/enrollment/EnrollmentPage')),
  enrollConfirmation: lazyRoute(() => import('./routes/enrollment/EnrollConfirmationPage')),
  mySubscription: lazyRoute(() => import('./routes/misuscripcion/MySubscriptionPage')),
  notFound: lazyRoute(() => import('./routes/notfound/NotFoundPage')),
};

/** The query behind each first read of the route table (same keys the pages use). */
const READS: Record<PageRead, (client: QueryClient, params: Params) => Promise<void>> = {
  products: (client) => client.prefetchQuery(productsQuery()),
  categories: (client) => client.prefetchQuery(categoriesQuery()),
  product: (client, { category, id }) => client.prefetchQuery(productQuery(category, id)),
  plans: (client) => client.prefetchQuery(plansQuery()),
  monthDesserts: (client) => client.prefetchQuery(monthDessertsQuery()),
  plan: (client, { id }) => client.prefetchQuery(planQuery(id)),
};

/** How long the first render waits for the page's data before it shows the page's own loader. */
const DATA_WAIT_MS = 1000;

/** The route of a pathname, with react-router's matcher (the same one <Routes> uses). */
function routeOf(pathname: string) {
  for (const route of PAGE_ROUTES) {
    const match = route.path === '*' ? { params: {} } : matchPath(`/${route.path}`, pathname);
    if (match) return { route, params: match.params };
  }
  throw new Error('PAGE_ROUTES must end with "*"');
}

/**
 * Loads the page at `pathname` and its first reads into `client`: the server renders after this,
 * and so does the browser before hydrating. `waitMs` bounds the wait for the data (the page's own
 * loader shows after it); without it the data is awaited whatever it takes.
 */
export async function loadPage(pathname: string, client: QueryClient = getQueryClient(), waitMs?: number): Promise<void> {
  const { route, params } = routeOf(pathname);
  const data = Promise.all((route.reads ?? []).map((read) => READS[read](client, params)));
  const page = PAGES[route.page].load().catch(() => undefined);
  if (waitMs === undefined) {
    await Promise.all([page, data]);
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  await Promise.all([page, Promise.race([data, patience])]);
  clearTimeout(timer);
}

/**
 * The shell awaits this before the first render, so the first page shows complete, without a loading
 * fallback. A failed load is left to the page's own render.
 */
export const preload = (pathname: string): Promise<void> => loadPage(pathname, getQueryClient(), DATA_WAIT_MS);

/** Every public and customer route of spec §2 (mounted by the shell under /*). */
export default function StorefrontApp() {
  return (
    <Suspense fallback={<Loader />}>
      <Routes>
        {PAGE_ROUTES.map(({ path, page }) => {
          const { Component } = PAGES[page];
          return path === '' ? (
            <Route key={page} index element={<Component />} />
          ) : (
            <Route key={page} path={path} element={<Component />} />
          );
        })}
      </Routes>
    </Suspense>
  );
}
