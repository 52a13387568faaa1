import type { OrderStatus } from '../constants';
import type { OrderChannel } from '../order-channels';
import type { DeliveryAddressDto } from '../delivery';
import type { OrderHistoryEntry } from '../order-lifecycle';
import type { PaymentInstructionsDto, PaymentMismatchDto, RefundDto } from '../payments';

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
  /** Short human number, unique by construction (a sequence): 'K-000123'. */
  orderNumber: string;
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
  deliveryAddress: DeliveryAddressDto & {
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
  /** An approved payment whose amount or currency did not match the order (it stays unpaid). */
  paymentMismatch?: PaymentMismatchDto | null;
  /** Every status the order took, oldest first (GET /api/orders/detail/{id}, the admin detail). */
  history?: OrderHistoryEntry[];
  /** Where the order came from: 'web', or an order the shop entered ('telefono', 'whatsapp', 'mostrador'). */
  channel?: OrderChannel;
  /** Refunds of the order's payment, oldest first; `reembolsada` only once they add up to the whole payment. */
  refunds: RefundDto[];
  /** The buyer asked for order updates by WhatsApp (to the payer's phone, +52). */
  notifyWhatsApp: boolean;
  /** A pending OXXO ticket or SPEI transfer: reference, deadline and ticket link (null otherwise). */
  paymentInstructions: PaymentInstructionsDto | null;
}

/** What the users service shows of a user's orders (profile, admin user detail). */
export interface OrderSummaryDto {
  _id: string;
  orderNumber: string;
  createdAt: string;
  totalPrice: number;
  isPaid: boolean;
  status: OrderStatus;
  /** The delivery day chosen (YYYY-MM-DD), null when none was. */
  deliveryDate: string | null;
}
