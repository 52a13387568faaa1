/** Shapes the admin reads from the API (spec §3). Optional where older records may lack a field. */
export interface Phone {
  area_code?: string | number;
  number?: string | number;
}

export interface PaymentResult {
  id?: string | number | null;
  status?: string | null;
  status_detail?: string | null;
  authorization_code?: string | null;
  operation_type?: string | null;
  payment_method_id?: string | null;
  payment_type_id?: string | null;
  money_release_date?: string | null;
  transaction_details?: { net_received_amount?: number | null } | null;
}

export interface OrderItem {
  id: string;
  title: string;
  picture_url?: string;
  quantity: number;
  unit_price: number;
  description?: string;
  category_id?: string;
}

export interface DeliveryAddress {
  street_name?: string;
  street_number?: string | number;
  interior_number?: string | number;
  col?: string;
  del?: string;
  zip_code?: string | number;
  city?: string;
  deliveryDate?: string | null;
  giftText?: string | null;
  /** Indicaciones para la entrega (subscriptions). */
  notes?: string | null;
}

export interface Order {
  _id: string;
  /** 'K-000123' */
  orderNumber?: string;
  createdAt: string;
  status: string;
  user?: string | null | { _id: string };
  payer?: { name?: string; email?: string; phone?: Phone };
  deliveryAddress?: DeliveryAddress;
  items?: OrderItem[];
  itemsPrice?: number;
  discountPrice?: number;
  discountDescription?: { type?: string; code?: string } | null;
  shippingPrice?: number;
  totalPrice?: number;
  isPaid?: boolean;
  cancelled?: boolean;
  cancelReason?: string | null;
  paymentResult?: PaymentResult | null;
  /** An approved payment of another amount or currency: the order stays unpaid. */
  paymentMismatch?: { paymentId: string; amount: number | null; currency: string; expected: number; detectedAt: string } | null;
}

export interface DeliveryInfo {
  street_name?: string;
  street_number?: string | number;
  interior_number?: string | number;
  col?: string;
  del?: string;
  zip_code?: string | number;
  city?: string;
  phone?: string | number;
}

export interface UserOrderSummary {
  _id: string;
  orderNumber?: string;
  createdAt: string;
  totalPrice: number;
  isPaid: boolean;
  status: string;
}

export interface User {
  _id: string;
  name: string;
  lastname?: string;
  email: string;
  isAdmin?: boolean;
  firstPurchase?: boolean;
  active?: boolean;
  deliveryInfo?: DeliveryInfo | null;
  orders?: UserOrderSummary[];
}

export interface Product {
  _id: string;
  name: string;
  category: string;
  sku: number[];
  size: string[];
  price: number[];
  weight: number[];
  description: string;
  packaging: string[];
  coverImage: string;
  images: string[];
  archived?: boolean;
  /** false: sold out («Agotado»). */
  available?: boolean;
}

export type ProductInput = Omit<Product, '_id' | 'archived' | 'available'>;

export interface Category {
  _id: string;
  name: string;
  flavor?: string;
}

export interface Coupon {
  _id: string;
  code: string;
  isActive: boolean;
  isPercent: boolean;
  amount: number;
  expireDate: string;
  /** Total uses allowed (null: no limit). */
  maxUses?: number | null;
  oncePerCustomer?: boolean;
  /** Smallest order in pesos before shipping (null: any). */
  minOrderAmount?: number | null;
  uses?: number;
}

export type CouponInput = Omit<Coupon, '_id' | 'uses'>;

export interface Factura {
  _id: string;
  orderId: string;
  rfc: string;
  razonSocial: string;
  regimenFiscal: string;
  codigoPostal: string;
  usoCfdi: string;
  email: string;
  total: number;
  payerName: string;
  status: 'pendiente' | 'emitida';
  createdAt: string;
  issuedAt: string | null;
}

export interface Enrollment {
  _id: string;
  status: string;
  nextDelivery?: string | null;
  createdAt?: string;
  plan?: { name?: string; period?: string; amount?: number } | null;
  deliveryAddress?: DeliveryAddress | null;
  subscription?: { name?: string; period?: string; amount?: number } | null;
  payer?: {
    name?: string;
    email?: string;
    phone?: Phone;
    deliveryAddress?: DeliveryAddress & { subscriptionDate?: string };
  } | null;
}

export interface Delivery {
  enrollmentId?: string;
  deliveryDate?: string;
  cycle?: number;
  plan?: { name?: string; period?: string } | null;
  payer?: Enrollment['payer'];
  address?: DeliveryAddress;
  /** The month's two desserts. */
  desserts?: { name: string; flavour?: string }[];
  /** Older shape: a plain list of product names. */
  products?: string[];
  deliveryAddress?: DeliveryAddress;
}

export interface Stats {
  days: { day: string; orders: number; revenue: number }[];
  byStatus: Record<string, number>;
  topProducts: { id: string; title: string; quantity: number; revenue: number }[];
}
