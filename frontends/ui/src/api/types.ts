import type { Category, Product } from '@kukki/contracts';

export type { Category, Product };

export interface AuthResponse {
  _id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  firstPurchase: boolean;
  token: string;
}

export interface DeliveryInfo {
  street_name?: string;
  street_number?: string;
  interior_number?: string;
  col?: string;
  del?: string;
  zip_code?: string;
  city?: string;
  phone?: string;
}

export interface OrderSummary {
  _id: string;
  /** 'K-000123' (older replies may lack it). */
  orderNumber?: string;
  createdAt: string;
  totalPrice: number;
  isPaid: boolean;
  status: string;
}

export interface ProfileSubscription {
  _id?: string;
  plan?: string | { name?: string; period?: string; amount?: number };
  name?: string;
  /** Spanish ('pendiente', 'activa'…); older answers may still say 'pending'. */
  status?: string;
  nextDelivery?: string | null;
  /** Where to pay a pending enrolment. */
  initPoint?: string | null;
}

export interface Profile {
  _id: string;
  name: string;
  /** Surname, kept apart from the name. */
  lastname?: string;
  email: string;
  phone?: string;
  firstPurchase: boolean;
  deliveryInfo?: DeliveryInfo | null;
  orders?: OrderSummary[];
  subscriptions?: ProfileSubscription[];
}

export interface OrderItem {
  id: string;
  title: string;
  picture_url: string;
  category_id?: string;
  quantity: number;
  unit_price: number;
  description?: string;
  picks?: string[];
}

export interface Order {
  _id: string;
  /** 'K-000123' (older replies may lack it). */
  orderNumber?: string;
  createdAt: string;
  status: string;
  user?: string | null;
  payer: {
    name: string;
    email: string;
    phone?: { area_code?: string; number?: string };
    address?: { street_name?: string; street_number?: string; zip_code?: string };
  };
  deliveryAddress?: {
    street_name?: string;
    street_number?: string;
    interior_number?: string;
    col?: string;
    del?: string;
    zip_code?: string;
    city?: string;
    deliveryDate?: string;
    giftText?: string;
  };
  items: OrderItem[];
  itemsPrice: number;
  discount?: boolean;
  discountPrice?: number;
  discountDescription?: { type?: string; code?: string; isActive?: boolean; isPercentage?: boolean; amount?: number } | null;
  shippingPrice: number;
  totalPrice: number;
  isPaid: boolean;
  cancelled?: boolean;
  cancelReason?: string;
  paymentResult?: { id?: string; status?: string; status_detail?: string } | null;
}

export interface Coupon {
  code: string;
  isActive: boolean;
  isPercent: boolean;
  amount: number;
  expireDate?: string;
}

export interface SubscriptionPlan {
  _id: string;
  name: string;
  amount: number;
  period: string;
  disclaimer: string;
  discount?: string;
  img?: string;
}

export interface MonthDessert {
  name: string;
  flavour: string;
  texture: string;
  pairing: string;
  img?: string;
}
