import { api, orderTokenFor, type Coupon, type Order } from '@kukki/ui';

export interface OrderDetail {
  order: Order;
  payment?: { mode?: 'emulator' | 'mercadopago'; publicKey?: string };
}

const tokenHeader = (id: string): Record<string, string> => {
  const token = orderTokenFor(id);
  return token ? { 'X-Order-Token': token } : {};
};

export const validateCoupon = (couponCode: string) =>
  api<{ coupon: Coupon }>('/orders/coupon', { method: 'POST', body: { couponCode } }).then((d) => d.coupon);

export const createOrder = (payload: unknown, loggedIn: boolean) =>
  api<{ createdOrder: Order & { accessToken?: string } }>(loggedIn ? '/orders/user' : '/orders/guest', {
    method: 'POST',
    body: payload,
  }).then((d) => d.createdOrder);

/** What `create` would charge for this body (POST /api/orders/quote; the token, when logged in, gives the first purchase). */
export interface OrderQuote {
  items: Order['items'];
  itemsPrice: number;
  discount: boolean;
  discountPrice: number;
  discountDescription: Order['discountDescription'];
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
}

export const quoteOrder = (payload: unknown) => api<OrderQuote>('/orders/quote', { method: 'POST', body: payload });

export const fetchOrderDetail = (id: string) => api<OrderDetail>(`/orders/detail/${encodeURIComponent(id)}`, { headers: tokenHeader(id) });

export const cancelOrder = (id: string) =>
  api<unknown>(`/orders/cancel/${encodeURIComponent(id)}`, { method: 'PATCH', body: {}, headers: tokenHeader(id) });

export const createPreference = (order: Order) =>
  api<{ preferenceId: string; init_point: string }>('/orders/payments/mercadopago', {
    method: 'POST',
    headers: tokenHeader(order._id),
    body: {
      orderId: order._id,
      items: order.items.map((i) => ({
        id: i.id,
        title: i.title,
        picture_url: i.picture_url,
        quantity: i.quantity,
        unit_price: i.unit_price,
        description: i.description,
      })),
      payer: order.payer,
      external_reference: order._id,
      shipments: { cost: order.shippingPrice, mode: 'not_specified' },
    },
  });
