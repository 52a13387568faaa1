import { z } from 'zod';
import {
  CITIES,
  DEFAULT_CITY,
  GIFT_NOTE_MAX,
  MAX_QUANTITY,
  MAX_UNITS_PER_ORDER,
  MIN_QUANTITY,
  ORDER_STATUSES,
  type OrderStatus,
} from './constants';
import { ISO_DAY, isRealDay } from './dates';
import type { OrderChannel } from './bakery';
import type { OrderHistoryEntry } from './order-lifecycle';
import type { PaymentInstructionsDto, PaymentMismatchDto, RefundDto } from './payments';
import { withDeliveryCoverage, type DeliveryAddressDto } from './delivery';
import { CONTROL_CHARS_MESSAGE, isSingleLine, OBJECT_ID, objectId } from './validation';

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
}

/** 'K-000123': the order's sequence number, zero-padded to 6 digits (more digits when it grows). */
export function formatOrderNumber(seq: number): string {
  return `K-${String(seq).padStart(6, '0')}`;
}

/** The sequence number a search text names ('K-000123', 'k123', '000123'), or null. */
export function parseOrderNumber(text: string): number | null {
  const m = /^\s*(?:k\s*-?\s*)?0*(\d{1,12})\s*$/i.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export const ORDERS_SUBJECTS = {
  /** { userId } → { orders: OrderSummaryDto[] } — used by the users service. */
  listByUser: 'orders.orders.by-user',
  /** CreateOrderCommand → CreateOrderReply */
  create: 'orders.order.create',
  /** CreateOrderCommand → OrderQuoteReply: prices an order like create, stores and reserves nothing. */
  quote: 'orders.order.quote',
  /** OrderAccessRequest → OrderDetailReply (owner, admin, or the guest's capability) */
  get: 'orders.order.get',
  /** CancelOrderRequest → OrderReply */
  cancel: 'orders.order.cancel',
  /** AdminListOrdersRequest → AdminOrdersReply */
  adminList: 'orders.admin.list',
  /** { id } → OrderReply */
  adminGet: 'orders.admin.get',
  /** { id, status } → UpdatedOrderReply */
  adminUpdateStatus: 'orders.admin.update-status',
  /** {} → AdminStatsReply */
  adminStats: 'orders.admin.stats',
  /** AdminOrdersFilter → AdminOrdersCsvReply */
  adminExport: 'orders.admin.export',
} as const;

// ---------------------------------------------------------------------------------------------
// Requests: schemas with Spanish messages (the orders service validates with them).
// ---------------------------------------------------------------------------------------------

export const ORDER_MESSAGES = {
  itemsRequired: 'Agrega al menos un producto a tu orden',
  tooManyItems: 'Tu orden tiene demasiados productos, por favor contáctanos para una cotización',
  tooManyUnits: `Tu orden puede tener como máximo ${MAX_UNITS_PER_ORDER} piezas, por favor contáctanos para una cotización`,
  productUnknown: 'No encontramos ese producto',
  quantityInvalid: 'La cantidad debe ser un número entero entre 1 y 20',
  priceInvalid: (title: string) => `El precio de ${title} no es válido`,
  picksInvalid: 'La selección de productos no es válida',
  pickUnknown: (name: string) => `${name} no está disponible para tu caja`,
  boxNeedsPick: 'Selecciona un producto para agregar a tu caja por favor',
  boxSmallMax: 'Para la caja chica por favor selecciona máximo 4 productos',
  boxMediumMax: 'Para la caja mediana por favor selecciona máximo 6 productos',
  boxLargeMax: 'Para la caja grande por favor selecciona máximo 4 productos',
  chocolateNeedsPick: 'Selecciona al menos un tipo de chocolate por favor',
  chocolateUnknown: (name: string) => `${name} no es un tipo de chocolate disponible`,
  payerRequired: 'Los datos del comprador son obligatorios',
  nameRequired: 'Por favor ingresa tu nombre',
  emailInvalid: 'Por favor ingresa un correo válido',
  phoneRequired: 'Por favor ingresa tu teléfono',
  areaCodeInvalid: 'La lada debe tener solo dígitos',
  phoneInvalid: 'El teléfono debe tener solo dígitos (entre 7 y 15)',
  deliveryRequired: 'La dirección de entrega es obligatoria',
  streetRequired: 'Por favor ingresa la calle',
  streetNumberRequired: 'Por favor ingresa el número exterior',
  colRequired: 'Por favor ingresa la colonia',
  delRequired: 'Por favor ingresa la alcaldía o municipio',
  zipInvalid: 'El código postal debe tener 5 dígitos',
  cityInvalid: 'La ciudad debe ser CDMX o Estado de México',
  fieldTooLong: 'Uno de los campos es demasiado largo',
  giftTooLong: 'La nota de regalo debe tener máximo 100 caracteres',
  deliveryDateInvalid: 'La fecha de entrega no es válida',
  deliveryDateOutOfRange: (min: string, max: string) => `La fecha de entrega debe estar entre el ${min} y el ${max}`,
  couponCodeInvalid: 'El código del cupón no es válido',
  orderNotFound: 'No encontramos esa orden',
  cancelPaid: 'La orden ya fue pagada y no se puede cancelar',
  adminCancelPaid: 'La orden ya fue pagada: para cancelarla, reembólsala',
  statusInvalid: 'El estado de la orden no es válido',
  pageInvalid: 'La página no es válida',
  limitInvalid: 'El límite debe ser un número entre 1 y 100',
  cancelReasonTooLong: 'El motivo de cancelación debe tener máximo 300 caracteres',
  cancelReasonInvalid: 'El motivo de cancelación no es válido',
  defaultCancelReason: 'Cancelada por el cliente',
  productUnavailable: (title: string) => `Lo sentimos, ${title} está agotado; quítalo de tu carrito para continuar`,
  searchTooLong: 'La búsqueda debe tener máximo 100 caracteres',
  fromInvalid: 'La fecha inicial (from) no es válida, usa el formato AAAA-MM-DD',
  toInvalid: 'La fecha final (to) no es válida, usa el formato AAAA-MM-DD',
  rangeInvalid: 'La fecha inicial (from) debe ser anterior o igual a la fecha final (to)',
  deliveryFromInvalid: 'La fecha de entrega inicial (deliveryFrom) no es válida, usa el formato AAAA-MM-DD',
  deliveryToInvalid: 'La fecha de entrega final (deliveryTo) no es válida, usa el formato AAAA-MM-DD',
  deliveryRangeInvalid: 'La fecha de entrega inicial (deliveryFrom) debe ser anterior o igual a la final (deliveryTo)',
  unpaidLimit: (limit: number) =>
    `Ya tienes ${limit} órdenes sin pagar que apartan una fecha de entrega. Paga o cancela alguna de ellas, o espera a que venza su apartado, para hacer otra orden.`,
  unpaidLimitAddress:
    'Desde esta conexión hay demasiadas órdenes sin pagar que apartan una fecha de entrega. Paga o cancela alguna de ellas, o inténtalo más tarde.',
} as const;

const OM = ORDER_MESSAGES;

/** Numbers may arrive as strings (the cart reads them from the address query). */
const numeric = (message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? Number.NaN : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ required_error: message, invalid_type_error: message }).finite(message),
  );

/** Text fields: numbers are accepted and kept as their digits; a missing one is empty (its own message). */
const textOf = (v: unknown) => (typeof v === 'number' ? String(v) : v === undefined || v === null ? '' : v);
const requiredText = (message: string, max = 120) =>
  z.preprocess(
    textOf,
    z
      .string({ required_error: message, invalid_type_error: message })
      .trim()
      .min(1, message)
      .max(max, OM.fieldTooLong)
      .refine(isSingleLine, CONTROL_CHARS_MESSAGE),
  );
const optionalText = (max = 120) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : textOf(v)),
    z.string({ invalid_type_error: OM.fieldTooLong }).trim().max(max, OM.fieldTooLong).refine(isSingleLine, CONTROL_CHARS_MESSAGE),
  );
const digits = (message: string, pattern: RegExp) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.replace(/[\s().-]/g, '') : (v ?? '')),
    z.string({ required_error: message, invalid_type_error: message }).regex(pattern, message),
  );

export const orderItemInput = z.object({
  id: z.string({ required_error: OM.productUnknown, invalid_type_error: OM.productUnknown }).regex(OBJECT_ID, OM.productUnknown),
  quantity: numeric(OM.quantityInvalid).pipe(
    z.number().int(OM.quantityInvalid).min(MIN_QUANTITY, OM.quantityInvalid).max(MAX_QUANTITY, OM.quantityInvalid),
  ),
  unit_price: numeric('El precio del producto no es válido'),
  /** Box contents or chocolate types; when absent they are read from `description` ('a, b, c'). */
  picks: z
    .array(z.string({ invalid_type_error: OM.picksInvalid }).trim().max(60, OM.picksInvalid), { invalid_type_error: OM.picksInvalid })
    .max(20, OM.picksInvalid)
    .optional()
    .nullable(),
  description: z.string().max(1000).optional().nullable().catch(null),
  title: z.unknown().optional(),
  picture_url: z.unknown().optional(),
  category_id: z.unknown().optional(),
});
export type OrderItemInput = z.infer<typeof orderItemInput>;

export const payerInput = z.object(
  {
    name: requiredText(OM.nameRequired, 120),
    email: z.preprocess(
      textOf,
      z
        .string({ required_error: OM.emailInvalid, invalid_type_error: OM.emailInvalid })
        .trim()
        .toLowerCase()
        .max(254, OM.emailInvalid)
        .email(OM.emailInvalid),
    ),
    phone: z.object(
      {
        area_code: digits(OM.areaCodeInvalid, /^\+?\d{1,4}$/),
        number: digits(OM.phoneInvalid, /^\d{7,15}$/),
      },
      { required_error: OM.phoneRequired, invalid_type_error: OM.phoneRequired },
    ),
    address: z
      .object({ street_name: optionalText(), street_number: optionalText(20), zip_code: optionalText(10) })
      .partial()
      .optional()
      .nullable(),
  },
  { required_error: OM.payerRequired, invalid_type_error: OM.payerRequired },
);

export const deliveryAddressFields = z.object(
  {
    street_name: requiredText(OM.streetRequired),
    street_number: requiredText(OM.streetNumberRequired, 20),
    interior_number: optionalText(20),
    col: requiredText(OM.colRequired, 80),
    del: requiredText(OM.delRequired, 80),
    zip_code: z.preprocess(
      textOf,
      z
        .string({ required_error: OM.zipInvalid, invalid_type_error: OM.zipInvalid })
        .trim()
        .regex(/^\d{5}$/, OM.zipInvalid),
    ),
    city: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? DEFAULT_CITY : v),
      z.enum(CITIES, { errorMap: () => ({ message: OM.cityInvalid }) }),
    ),
    /** YYYY-MM-DD; the window (today or tomorrow after 12:00, to 30 days) is checked by the service. */
    deliveryDate: z.preprocess(
      (v) =>
        v === undefined || v === null || v === '' ? null : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v,
      z
        .string({ invalid_type_error: OM.deliveryDateInvalid })
        .regex(ISO_DAY, OM.deliveryDateInvalid)
        .refine(isRealDay, OM.deliveryDateInvalid)
        .nullable(),
    ),
    giftText: z.preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z.string({ invalid_type_error: OM.giftTooLong }).max(GIFT_NOTE_MAX, OM.giftTooLong),
    ),
  },
  { required_error: OM.deliveryRequired, invalid_type_error: OM.deliveryRequired },
);

/** The delivery address of an order: its fields, and the postcode inside the coverage and of the chosen city. */
export const deliveryAddressInput = withDeliveryCoverage(deliveryAddressFields);

/** Units of an order, every line added up. */
export const orderUnits = (items: ReadonlyArray<{ quantity: number }>) => items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * Body of POST /api/orders/guest and /api/orders/user (spec §7). Totals the client sends
 * (itemsPrice, shippingPrice, totalPrice, discount, discountPrice) are accepted and ignored.
 */
export const createOrderRequest = z.object({
  items: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(orderItemInput, { invalid_type_error: OM.itemsRequired })
      .min(1, OM.itemsRequired)
      .max(50, OM.tooManyItems)
      .refine((items) => orderUnits(items) <= MAX_UNITS_PER_ORDER, OM.tooManyUnits),
  ),
  payer: payerInput,
  deliveryAddress: deliveryAddressInput,
  discountDescription: z
    .object({ type: z.string().optional().nullable(), code: z.string().optional().nullable() })
    .partial()
    .optional()
    .nullable()
    .catch(null),
  couponCode: z.string({ invalid_type_error: OM.couponCodeInvalid }).max(60, OM.couponCodeInvalid).optional().nullable(),
  /** Opt-in: order updates by WhatsApp to the payer's phone (+52). */
  notifyWhatsApp: z.preprocess(
    (v) => (v === undefined || v === null ? false : v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ invalid_type_error: 'notifyWhatsApp debe ser verdadero o falso' }),
  ),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequest>;

/** The coupon code an order asks for, if any: discountDescription.code with type CP, or couponCode. */
export function requestedCouponCode(body: Pick<CreateOrderRequest, 'discountDescription' | 'couponCode'>): string | null {
  const fromDescription = body.discountDescription?.type === 'CP' ? body.discountDescription.code?.trim() : '';
  const code = fromDescription || body.couponCode?.trim() || '';
  return code ? code : null;
}

/** orders.order.create: `guest` true for POST /api/orders/guest (the order gets no owner). */
export interface CreateOrderCommand {
  guest: boolean;
  order: unknown;
}

export const orderIdRequest = z.object({ id: objectId });

/** A guest's capability travels as header X-Order-Token or query `token`. */
export const orderAccessRequest = z.object({
  id: objectId,
  token: z.string().max(200).optional().nullable(),
});
export type OrderAccessRequest = z.infer<typeof orderAccessRequest>;

export const cancelOrderRequest = orderAccessRequest.extend({
  cancelReason: z.string({ invalid_type_error: OM.cancelReasonInvalid }).trim().max(300, OM.cancelReasonTooLong).optional().nullable(),
});
export type CancelOrderRequest = z.infer<typeof cancelOrderRequest>;

const intParam = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ invalid_type_error: message }).int(message).min(min, message).max(max, message),
  );

export const ORDER_LIST_FILTERS = [...ORDER_STATUSES, 'todas'] as const;

const filterDay = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string({ invalid_type_error: message }).regex(ISO_DAY, message).refine(isRealDay, message).optional(),
  );

/** Filters of the admin orders list and its CSV export: text search and creation days (Mexico City). */
export const adminOrdersFilter = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(ORDER_LIST_FILTERS, { errorMap: () => ({ message: OM.statusInvalid }) }).optional(),
  ),
  q: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.string({ invalid_type_error: OM.searchTooLong }).trim().max(100, OM.searchTooLong).optional(),
  ),
  from: filterDay(OM.fromInvalid),
  to: filterDay(OM.toInvalid),
  /** Delivery days (the order's deliveryDate), both inclusive. */
  deliveryFrom: filterDay(OM.deliveryFromInvalid),
  deliveryTo: filterDay(OM.deliveryToInvalid),
});
export type AdminOrdersFilter = z.infer<typeof adminOrdersFilter>;

export const adminListOrdersRequest = adminOrdersFilter.extend({
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(ORDER_LIST_FILTERS, { errorMap: () => ({ message: OM.statusInvalid }) }).optional(),
  ),
  page: intParam(OM.pageInvalid, 1, 100_000).optional(),
  limit: intParam(OM.limitInvalid, 1, 100).optional(),
});
export type AdminListOrdersRequest = z.infer<typeof adminListOrdersRequest>;

export const updateOrderStatusRequest = z.object({
  id: objectId,
  status: z.enum(ORDER_STATUSES, { errorMap: () => ({ message: OM.statusInvalid }) }),
});

export const ordersByUserRequest = z.object({ userId: z.string().min(1).max(64) });

// ---------------------------------------------------------------------------------------------
// Replies
// ---------------------------------------------------------------------------------------------

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
