import type {
  CouponReply,
  CreateOrderReply,
  FacturaReply,
  FacturaRequest,
  OrderDetailReply,
  OrderDto,
  OrderFacturaReply,
  OrderQuoteReply,
  PreferenceReply,
} from '@kukki/contracts';
import { api, orderTokenFor } from '@kukki/shop-client';
import { withAttemptKey } from './attempt-key';

const tokenHeader = (id: string): Record<string, string> => {
  const token = orderTokenFor(id);
  return token ? { 'X-Order-Token': token } : {};
};

/** POST /api/orders/coupon; with `orderAmount` (items before shipping) and `email` the server checks the minimum and once-per-customer. */
export const validateCoupon = (couponCode: string, order: { orderAmount?: number; email?: string } = {}) =>
  api<CouponReply>('/orders/coupon', { method: 'POST', body: { couponCode, ...order } }).then((d) => d.coupon);

/** Checkout; a retry of the same cart and data reuses the attempt's Idempotency-Key (never a second order). */
export const createOrder = (payload: unknown, loggedIn: boolean) =>
  withAttemptKey('orden', payload, (headers) =>
    api<CreateOrderReply>(loggedIn ? '/orders/user' : '/orders/guest', { method: 'POST', body: payload, headers }),
  ).then((d) => d.createdOrder);

/** What `create` would charge for this body (POST /api/orders/quote; the token, when logged in, gives the first purchase). */
export const quoteOrder = (payload: unknown) => api<OrderQuoteReply>('/orders/quote', { method: 'POST', body: payload });

export const fetchOrderDetail = (id: string) =>
  api<OrderDetailReply>(`/orders/detail/${encodeURIComponent(id)}`, { headers: tokenHeader(id) });

export const cancelOrder = (id: string) =>
  api<unknown>(`/orders/cancel/${encodeURIComponent(id)}`, { method: 'PATCH', body: {}, headers: tokenHeader(id) });

export const createPreference = (order: OrderDto) =>
  api<PreferenceReply>('/orders/payments/mercadopago', {
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

/** GET /api/orders/{id}/factura: the order's factura request and its state (null when none yet). */
export const fetchFactura = (id: string) =>
  api<OrderFacturaReply>(`/orders/${encodeURIComponent(id)}/factura`, { headers: tokenHeader(id) }).then((d) => d.factura);

/** POST /api/orders/{id}/factura: asks for the factura (a repeated request replaces the pending one). */
export const requestFactura = (id: string, body: FacturaRequest) =>
  api<FacturaReply>(`/orders/${encodeURIComponent(id)}/factura`, { method: 'POST', body, headers: tokenHeader(id) }).then((d) => d.factura);
