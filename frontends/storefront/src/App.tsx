import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { getQueryClient, Loader } from '@kukki/ui';
import { categoriesQuery, productQuery, productsQuery } from './api/catalogue';
import { lazyRoute, type LazyRoute } from './lazyRoute';
import './storefront.css';

type Params = Record<string, string | undefined>;

// One chunk per route (code split), so / only loads what the home page needs. Order matters for
// `preload`: the first pattern that matches is the page; '*' comes last. `data`: the reads whose
// answer is the page's largest paint (the gateway already preloads them with the HTML).
const ROUTES: Array<{ path: string; page: LazyRoute; data?: (client: QueryClient, params: Params) => Array<Promise<void>> }> = [
  { path: '/', page: lazyRoute(() => import('./routes/home/HomePage')) },
  {
    path: 'catalogo',
    page: lazyRoute(() => import('./routes/catalogo/CataloguePage')),
    data: (client) => [client.prefetchQuery(productsQuery()), client.prefetchQuery(categoriesQuery())],
  },
  { path: 'sabores', page: lazyRoute(() => import('./routes/sabores/FlavorsPage')) },
  {
    path: 'productos/:category/:id',
    page: lazyRoute(() => import('./routes/producto/ProductPage')),
    data: (client, { category, id }) => [client.prefetchQuery(productQuery(category, id))],
  },
  { path: 'cart/:category?/:id?', page: lazyRoute(() => import('./routes/cart/CartPage')) },
  { path: 'payerinfo', page: lazyRoute(() => import('./routes/payerinfo/PayerInfoPage')) },
  { path: 'summary', page: lazyRoute(() => import('./routes/summary/SummaryPage')) },
  { path: 'order/:id', page: lazyRoute(() => import('./routes/order/OrderPage')) },
  { path: 'login', page: lazyRoute(() => import('./routes/auth/LoginPage')) },
  { path: 'signup', page: lazyRoute(() => import('./routes/auth/SignupPage')) },
  { path: 'resetpassword/:token', page: lazyRoute(() => import('./routes/auth/ResetPasswordPage')) },
  { path: 'profile', page: lazyRoute(() => import('./routes/profile/ProfilePage')) },
  { path: 'updatepassword', page: lazyRoute(() => import('./routes/updatepassword/UpdatePasswordPage')) },
  { path: 'contacto', page: lazyRoute(() => import('./routes/contacto/ContactPage')) },
  { path: 'avisodeprivacidad', page: lazyRoute(() => import('./routes/privacidad/PrivacyPage')) },
  { path: 'suscripciones', page: lazyRoute(() => import('./routes/suscripciones/SubscriptionsPage')) },
  { path: 'suscripciones/:id', page: lazyRoute(() => import('./routes/suscripciones/SubscriptionDetailPage')) },
  { path: 'enrollment', page: lazyRoute(() => import('./routes/enrollment/EnrollmentPage')) },
  { path: 'enrollconfirmation', page: lazyRoute(() => import('./routes/enrollment/EnrollConfirmationPage')) },
  { path: 'misuscripcion', page: lazyRoute(() => import('./routes/misuscripcion/MySubscriptionPage')) },
  { path: '*', page: lazyRoute(() => import('./routes/notfound/NotFoundPage')) },
];

/** How long the first render waits for the page's data before it shows the page's own loader. */
const DATA_WAIT_MS = 1000;

/**
 * Loads the chunk of the page at `pathname`, and its first data (the shell awaits it before the first
 * render, so the first page shows complete, without a loading fallback). A failed load is left to the
 * page's own render.
 */
export async function preload(pathname: string): Promise<void> {
  for (const route of ROUTES) {
    const match = route.path === '*' ? { params: {} } : matchPath(`/${route.path.replace(/^\//, '')}`, pathname);
    if (!match) continue;
    const data = Promise.all(route.data?.(getQueryClient(), match.params) ?? []);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const patience = new Promise<void>((resolve) => (timer = setTimeout(resolve, DATA_WAIT_MS)));
    await Promise.all([route.page.load().catch(() => undefined), Promise.race([data, patience])]);
    clearTimeout(timer);
    return;
  }
}

/** Every public and customer route of spec §2 (mounted by the shell under /*). */
export default function StorefrontApp() {
  return (
    <Suspense fallback={<Loader />}>
      <Routes>
        {ROUTES.map(({ path, page: { Component } }) =>
          path === '/' ? <Route key={path} index element={<Component />} /> : <Route key={path} path={path} element={<Component />} />,
        )}
      </Routes>
    </Suspense>
  );
}
