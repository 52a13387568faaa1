import { Route, Routes } from 'react-router';
import { CapacityScreen } from './screens/capacity/CapacityScreen';
import { CouponCreate } from './screens/coupon-form/CouponCreate';
import { CouponEdit } from './screens/coupon-form/CouponEdit';
import { CouponsList } from './screens/coupons/CouponsList';
import { Dashboard } from './screens/dashboard/Dashboard';
import { Facturas } from './screens/facturas/Facturas';
import { NotFound } from './screens/not-found/NotFound';
import { OrderDetail } from './screens/order-detail/OrderDetail';
import { OrdersList } from './screens/orders/OrdersList';
import { ProductDetail } from './screens/product-detail/ProductDetail';
import { ProductCreate } from './screens/product-form/ProductCreate';
import { ProductEdit } from './screens/product-form/ProductEdit';
import { ProductsList } from './screens/products/ProductsList';
import { Subscriptions } from './screens/subscriptions/Subscriptions';
import { UserDetail } from './screens/user-detail/UserDetail';
import { UsersList } from './screens/users/UsersList';

/** Paths relative to /admin/dash (spec §2 "Admin routes"). */
export function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Dashboard />} />
      <Route path="resumen" element={<Dashboard />} />
      <Route path="ordenes" element={<OrdersList />} />
      <Route path="ordenes/:id" element={<OrderDetail />} />
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
  );
}
