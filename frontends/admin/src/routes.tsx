import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';

/** Each screen is its own chunk: /admin/dash loads the dashboard's code, not every screen's. */
const CapacityScreen = lazy(() => import('./screens/capacity/CapacityScreen').then((m) => ({ default: m.CapacityScreen })));
const CouponCreate = lazy(() => import('./screens/coupon-form/CouponCreate').then((m) => ({ default: m.CouponCreate })));
const CouponEdit = lazy(() => import('./screens/coupon-form/CouponEdit').then((m) => ({ default: m.CouponEdit })));
const CouponsList = lazy(() => import('./screens/coupons/CouponsList').then((m) => ({ default: m.CouponsList })));
const Dashboard = lazy(() => import('./screens/dashboard/Dashboard').then((m) => ({ default: m.Dashboard })));
const Facturas = lazy(() => import('./screens/facturas/Facturas').then((m) => ({ default: m.Facturas })));
const NotFound = lazy(() => import('./screens/not-found/NotFound').then((m) => ({ default: m.NotFound })));
const OrderDetail = lazy(() => import('./screens/order-detail/OrderDetail').then((m) => ({ default: m.OrderDetail })));
const OrdersList = lazy(() => import('./screens/orders/OrdersList').then((m) => ({ default: m.OrdersList })));
const ProductDetail = lazy(() => import('./screens/product-detail/ProductDetail').then((m) => ({ default: m.ProductDetail })));
const ProductCreate = lazy(() => import('./screens/product-form/ProductCreate').then((m) => ({ default: m.ProductCreate })));
const ProductEdit = lazy(() => import('./screens/product-form/ProductEdit').then((m) => ({ default: m.ProductEdit })));
const ProductsList = lazy(() => import('./screens/products/ProductsList').then((m) => ({ default: m.ProductsList })));
const Subscriptions = lazy(() => import('./screens/subscriptions/Subscriptions').then((m) => ({ default: m.Subscriptions })));
const UserDetail = lazy(() => import('./screens/user-detail/UserDetail').then((m) => ({ default: m.UserDetail })));
const ProductionScreen = lazy(() => import('./screens/production/ProductionScreen').then((m) => ({ default: m.ProductionScreen })));
const RoutesScreen = lazy(() => import('./screens/routes/RoutesScreen').then((m) => ({ default: m.RoutesScreen })));
const ReportsScreen = lazy(() => import('./screens/reports/ReportsScreen').then((m) => ({ default: m.ReportsScreen })));
const CustomersScreen = lazy(() => import('./screens/customers/CustomersScreen').then((m) => ({ default: m.CustomersScreen })));
const ShopOrderScreen = lazy(() => import('./screens/shop-order/ShopOrderScreen').then((m) => ({ default: m.ShopOrderScreen })));
const UsersList = lazy(() => import('./screens/users/UsersList').then((m) => ({ default: m.UsersList })));

/** Paths relative to /admin/dash (spec §2 "Admin routes"). */
export function AdminRoutes() {
  return (
    <Suspense fallback={<p role="status">Cargando…</p>}>
      <Routes>
        <Route index element={<Dashboard />} />
        <Route path="resumen" element={<Dashboard />} />
        <Route path="ordenes" element={<OrdersList />} />
        <Route path="ordenes/nueva" element={<ShopOrderScreen />} />
        <Route path="ordenes/:id" element={<OrderDetail />} />
        <Route path="produccion" element={<ProductionScreen />} />
        <Route path="rutas" element={<RoutesScreen />} />
        <Route path="reportes" element={<ReportsScreen />} />
        <Route path="clientes" element={<CustomersScreen />} />
        <Route path="productos" element={<ProductsList />} />
        <Route path="productos/nuevo" element={<ProductCreate />} />
        <Route path="productos/:id" element={<ProductDetail />} />
        <Route path="productos/:id/editar" element={<ProductEdit />} />
        <Route path="usuarios" element={<UsersList />} />
        <Route path="usuarios/:id" element={<UserDetail />} />
        <Route path="coupons" element={<CouponsList />} />
        <Route path="coupons/create" element={<CouponCreate />} />
        <Route path="coupons/:id" element={<CouponEdit />} />
        <Route path="suscripciones" element={<Subscriptions />} />
        <Route path="capacidad" element={<CapacityScreen />} />
        <Route path="facturas" element={<Facturas />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
