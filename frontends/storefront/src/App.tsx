import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Loader } from '@kukki/ui';
import './storefront.css';

// One chunk per route (code split), so / only loads what the home page needs.
const Home = lazy(() => import('./routes/home/HomePage'));
const Catalogue = lazy(() => import('./routes/catalogo/CataloguePage'));
const Flavors = lazy(() => import('./routes/sabores/FlavorsPage'));
const ProductDetail = lazy(() => import('./routes/producto/ProductPage'));
const Cart = lazy(() => import('./routes/cart/CartPage'));
const PayerInfo = lazy(() => import('./routes/payerinfo/PayerInfoPage'));
const Summary = lazy(() => import('./routes/summary/SummaryPage'));
const OrderPage = lazy(() => import('./routes/order/OrderPage'));
const Login = lazy(() => import('./routes/auth/LoginPage'));
const Signup = lazy(() => import('./routes/auth/SignupPage'));
const ResetPassword = lazy(() => import('./routes/auth/ResetPasswordPage'));
const Profile = lazy(() => import('./routes/profile/ProfilePage'));
const UpdatePassword = lazy(() => import('./routes/updatepassword/UpdatePasswordPage'));
const Contact = lazy(() => import('./routes/contacto/ContactPage'));
const Privacy = lazy(() => import('./routes/privacidad/PrivacyPage'));
const Subscriptions = lazy(() => import('./routes/suscripciones/SubscriptionsPage'));
const SubscriptionDetail = lazy(() => import('./routes/suscripciones/SubscriptionDetailPage'));
const Enrollment = lazy(() => import('./routes/enrollment/EnrollmentPage'));
const EnrollConfirmation = lazy(() => import('./routes/enrollment/EnrollConfirmationPage'));
const MySubscription = lazy(() => import('./routes/misuscripcion/MySubscriptionPage'));
const NotFound = lazy(() => import('./routes/notfound/NotFoundPage'));

/** Every public and customer route of spec §2 (mounted by the shell under /*). */
export default function StorefrontApp() {
  return (
    <Suspense fallback={<Loader />}>
      <Routes>
        <Route index element={<Home />} />
        <Route path="catalogo" element={<Catalogue />} />
        <Route path="sabores" element={<Flavors />} />
        <Route path="productos/:category/:id" element={<ProductDetail />} />
        <Route path="cart/:category?/:id?" element={<Cart />} />
        <Route path="payerinfo" element={<PayerInfo />} />
        <Route path="summary" element={<Summary />} />
        <Route path="order/:id" element={<OrderPage />} />
        <Route path="login" element={<Login />} />
        <Route path="signup" element={<Signup />} />
        <Route path="resetpassword/:token" element={<ResetPassword />} />
        <Route path="profile" element={<Profile />} />
        <Route path="updatepassword" element={<UpdatePassword />} />
        <Route path="contacto" element={<Contact />} />
        <Route path="avisodeprivacidad" element={<Privacy />} />
        <Route path="suscripciones" element={<Subscriptions />} />
        <Route path="suscripciones/:id" element={<SubscriptionDetail />} />
        <Route path="enrollment" element={<Enrollment />} />
        <Route path="enrollconfirmation" element={<EnrollConfirmation />} />
        <Route path="misuscripcion" element={<MySubscription />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
