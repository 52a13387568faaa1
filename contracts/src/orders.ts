import type { OrderStatus } from './constants';

/** Order as the API answers it (spec §3). Money in pesos with 2 decimals. */
export interface OrderItemDto {
  id: string;
  title: string;
  picture_url: string;
  category_id: string;
  quantity: number;
  unit_price: number;
  description: string;
  picks?: string[];
}

export interface PaymentResultDto {
  id: string;
  status: string;
  status_detail: string;
  authorization_code: string | null;
  operation_type: string;
  payment_method_id: string;
  payment_type_id: string;
  money_release_date: string | null;
  transaction_details: { net_received_amount: number | null };
}

export interface OrderDto {
  _id: string;
  createdAt: string;
  status: OrderStatus;
  /** Owner's user id; null for a guest order. */
  user: string | null;
  payer: {
    name: string;
    email: string;
    phone: { area_code: string; number: string };
    address: { street_name: string; street_number: string; zip_code: string };
  };
  deliveryAddress: {
    street_name: string;
    street_number: string;
    interior_number: string;
    col: string;
    del: string;
    zip_code: string;
    city: string;
    deliveryDate: string | null;
    giftText: string;
  };
  items: OrderItemDto[];
  itemsPrice: number;
  discount: boolean;
  discountPrice: number;
  discountDescription: { type: 'FP' | 'CP' | ''; code: string; isActive: boolean; isPercentage: boolean; amount: number };
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
  isPaid: boolean;
  paidAt: string | null;
  cancelled: boolean;
  cancelReason: string;
  paymentResult: PaymentResultDto | null;
}

/** What the users service shows of a user's orders (profile, admin user detail). */
export interface OrderSummaryDto {
  _id: string;
  createdAt: string;
  totalPrice: number;
  isPaid: boolean;
  status: OrderStatus;
}

export const ORDERS_SUBJECTS = {
  /** { userId } → { orders: OrderSummaryDto[] } — used by the users service. */
  listByUser: 'orders.orders.by-user',
} as const;
