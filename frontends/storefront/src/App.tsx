import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { Loader } from '@kukki/ui';
import { lazyRoute, type LazyRoute } from './lazyRoute';
import './storefront.css';

// One chunk per route (code split), so / only loads what the home page needs. Order matters for
// `preload`: the first pattern that matches is the page; '*' comes last.
const ROUTES: Array<{ path: string; page: LazyRoute }> = [
  { path: '/', page: lazyRoute(() => import('./routes/home/HomePage')) },
  { path: 'catalogo', page: lazyRoute(() => import('./routes/catalogo/CataloguePage')) },
  { path: 'sabores', page: lazyRoute(() => import('./routes/sabores/FlavorsPage')) },
  { path: 'productos/:category/:id', page: lazyRoute(() => import('./routes/producto/ProductPage')) },
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

/**
 * Loads the chunk of the page at `pathname` (the shell awaits it before the first render, so the
 * first page shows without a loading fallback). A failed load is left to the page's own render.
 */
export async function preload(pathname: string): Promise<void> {
  const route = ROUTES.find(({ path }) => path === '*' || matchPath(`/${path.replace(/^\//, '')}`, pathname));
  await route?.page.load().catch(() => undefined);
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
