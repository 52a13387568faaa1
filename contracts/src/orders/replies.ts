import type { OrderHistoryEntry } from '../order-lifecycle';
import type { OrderDto, OrderItemDto, OrderSummaryDto } from './dto';

/** Shown by the order page to render the payment button (the payments service refines it). */
export interface OrderPaymentInfo {
  mode: string;
  publicKey: string;
  /** Meses sin intereses offered on cards (MP_INSTALLMENTS_MAX); 1 = none. */
  installmentsMax?: number;
}

export interface CreateOrderReply {
  createdOrder: OrderDto & { accessToken?: string };
}
/**
 * POST /api/orders/quote: the order as `create` would price it (same body; a user's first purchase
 * when eligible), nothing stored.
 */
export interface OrderQuoteReply {
  items: OrderItemDto[];
  itemsPrice: number;
  discount: boolean;
  discountPrice: number;
  discountDescription: OrderDto['discountDescription'];
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
}
export interface OrderDetailReply {
  order: OrderDto;
  payment: OrderPaymentInfo;
  /** The order's status history (also `order.history`). */
  history?: OrderHistoryEntry[];
}
export interface OrderReply {
  order: OrderDto;
}
export interface AdminOrdersReply {
  orders: OrderDto[];
  total: number;
  page: number;
  pages: number;
}
export interface UpdatedOrderReply {
  updatedOrder: OrderDto;
}
export interface OrdersByUserReply {
  orders: OrderSummaryDto[];
}
/** Header of GET /api/admin/orders/export.csv. */
export const ORDERS_CSV_HEADER = [
  'numero',
  'fecha',
  'entrega',
  'nombre',
  'email',
  'telefono',
  'direccion',
  'productos',
  'total',
  'pagada',
  'estado',
] as const;
export interface AdminOrdersCsvReply {
  /** The CSV text without BOM (the gateway adds it); CRLF line ends. */
  csv: string;
  rows: number;
}
export interface AdminStatsReply {
  /**
   * The last 30 days on the Mexico City calendar (creation day), oldest first, zero-filled: `orders`
   * and `revenue` count paid, not refunded orders; `refunds` and `refunded` (pesos) the refunded ones.
   */
  days: Array<{ day: string; orders: number; revenue: number; refunds: number; refunded: number }>;
  /** The 30 days together; `averageTicket` = revenue / orders (paid, not refunded). */
  totals: { orders: number; revenue: number; averageTicket: number; refunds: number; refunded: number };
  byStatus: Record<string, number>;
  topProducts: Array<{ id: string; title: string; quantity: number; revenue: number }>;
}
