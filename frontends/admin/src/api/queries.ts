import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@kukki/shop-client';
import { query } from './http';
import type { OrdersSearch } from './tools';
import type { Category, Coupon, CouponInput, Delivery, Enrollment, Factura, Order, Product, ProductInput, Stats, User } from './types';

export const keys = {
  orders: (status: string, page: number, search: OrdersSearch = {}) => ['admin', 'orders', status, page, search] as const,
  order: (id: string) => ['admin', 'order', id] as const,
  users: ['admin', 'users'] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  products: ['admin', 'products'] as const,
  product: (category: string, id: string) => ['admin', 'product', category, id] as const,
  categories: ['admin', 'categories'] as const,
  coupons: ['admin', 'coupons'] as const,
  coupon: (id: string) => ['admin', 'coupon', id] as const,
  enrollments: (status: string) => ['admin', 'enrollments', status] as const,
  deliveries: (month: string) => ['admin', 'deliveries', month] as const,
  stats: ['admin', 'stats'] as const,
  facturas: (status: string) => ['admin', 'facturas', status] as const,
};

export const ORDERS_PAGE_SIZE = 50;

export function useOrders(status: string, page: number, search: OrdersSearch = {}) {
  return useQuery({
    queryKey: keys.orders(status, page, search),
    queryFn: () =>
      api<{ orders: Order[]; total?: number; page?: number }>(
        `/admin/orders${query({ status: status === 'todas' ? undefined : status, ...search, page, limit: ORDERS_PAGE_SIZE })}`,
      ),
  });
}

export function useOrder(id: string) {
  return useQuery({ queryKey: keys.order(id), queryFn: () => api<{ order: Order }>(`/admin/orders/${id}`) });
}

export function useUpdateOrderStatus(id: string) {
  return useMutation({
    mutationFn: (status: string) => api<{ updatedOrder: Order }>(`/admin/orders/${id}`, { method: 'PATCH', body: { status } }),
  });
}

/** Refund through Mercado Pago: `amount` (pesos) for a partial one, none for the rest (then reembolsada). */
export function useRefundOrder(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amount?: number | string) =>
      api<{ order: Order }>(`/admin/orders/${id}/refund`, { method: 'POST', body: amount === undefined ? {} : { amount } }),
    onSuccess: (data) => client.setQueryData(keys.order(id), data),
  });
}

export function useFacturas(status: string) {
  return useQuery({
    queryKey: keys.facturas(status),
    queryFn: () => api<{ facturas: Factura[] }>(`/admin/facturas${query({ status: status === 'todas' ? undefined : status })}`),
  });
}

export function useMarkFacturaIssued() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ factura: Factura }>(`/admin/facturas/${id}`, { method: 'PATCH', body: { status: 'emitida' } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'facturas'] }),
  });
}

export function useUsers() {
  return useQuery({ queryKey: keys.users, queryFn: () => api<{ users: User[] }>('/admin/users') });
}

export function useUser(id: string) {
  return useQuery({
    queryKey: keys.user(id),
    // The API answers the user's fields with `orders` beside them; tolerate a `{ user }` wrapper too.
    queryFn: async () => {
      const data = await api<User & { user?: User }>(`/admin/users/${id}`);
      return data.user ? { ...data.user, orders: data.user.orders ?? data.orders } : data;
    },
  });
}

/** PATCH /api/admin/users/{id} { active }: deactivates or reactivates the account. */
export function useSetUserActive(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) => api<{ message: string; user: User }>(`/admin/users/${id}`, { method: 'PATCH', body: { active } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useProducts() {
  return useQuery({ queryKey: keys.products, queryFn: () => api<{ products: Product[] }>('/productos') });
}

export function useProduct(category: string | undefined, id: string) {
  return useQuery({
    queryKey: keys.product(category ?? '', id),
    queryFn: () => api<{ product: Product }>(`/productos/${encodeURIComponent(category ?? '')}/${encodeURIComponent(id)}`),
    enabled: Boolean(category),
  });
}

export function useCategories() {
  return useQuery({
    queryKey: keys.categories,
    queryFn: () => api<{ categories: Category[] }>('/productos/category'),
  });
}

// Product mutations leave cache invalidation to the caller, after it has navigated away: refetching
// the screen that is still open (e.g. an archived product) would unmount it mid-flight.
export function useSaveProduct(id?: string) {
  return useMutation({
    mutationFn: (input: ProductInput) =>
      id
        ? api<{ product: Product }>(`/admin/products/${id}`, { method: 'PATCH', body: input })
        : api<{ product: Product }>('/admin/products', { method: 'POST', body: input }),
  });
}

/** GET /api/admin/products/archived: what left the shop, newest first, to bring back. */
export function useArchivedProducts() {
  return useQuery({ queryKey: [...keys.products, 'archived'], queryFn: () => api<{ products: Product[] }>('/admin/products/archived') });
}

/** POST /api/admin/products/{id}/restore: the product back in the shop as it was. */
export function useRestoreProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ product: Product }>(`/admin/products/${id}/restore`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.products }),
  });
}

export function useArchiveProduct(id: string) {
  return useMutation({
    mutationFn: () => api<{ product: Product }>(`/admin/products/${id}`, { method: 'DELETE' }),
  });
}

/** Forget every admin query (after a product change, the lists and details are stale). */
export function useRefreshAdminData() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['admin'] });
}

export function uploadProductImage(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  return api<{ url: string }>('/admin/products/images', { method: 'POST', body: form });
}

export function useCoupons() {
  return useQuery({ queryKey: keys.coupons, queryFn: () => api<{ coupons: Coupon[] }>('/admin/coupons') });
}

export function useCoupon(id: string) {
  return useQuery({ queryKey: keys.coupon(id), queryFn: () => api<{ coupon: Coupon }>(`/admin/coupons/${id}`) });
}

export function useSaveCoupon(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponInput) =>
      id
        ? api<{ coupon: Coupon }>(`/admin/coupons/${id}`, { method: 'PATCH', body: input })
        : api<{ coupon: Coupon }>('/admin/coupons', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.coupons }),
  });
}

export function useEnrollments(status: string) {
  return useQuery({
    queryKey: keys.enrollments(status),
    queryFn: () => api<{ enrollments: Enrollment[] }>(`/admin/subscriptions${query({ status: status === 'todas' ? undefined : status })}`),
  });
}

/** The shop cancels an enrolment (the subscriber asked by phone): no more charges, paid boxes still ship. */
export function useCancelEnrollment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ message: string }>(`/suscripciones/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {} }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'enrollments'] });
      void client.invalidateQueries({ queryKey: ['admin', 'deliveries'] });
    },
  });
}

export function useDeliveries(month: string) {
  return useQuery({
    queryKey: keys.deliveries(month),
    queryFn: () => api<{ deliveries: Delivery[] }>(`/admin/subscriptions/deliveries${query({ month })}`),
  });
}

export function useStats() {
  return useQuery({ queryKey: keys.stats, queryFn: () => api<Stats>('/admin/stats') });
}
