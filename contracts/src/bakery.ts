import { z } from 'zod';
import { LONG_MONTHS_ES } from './admin-display';
import { SHOP_CHANNELS } from './order-channels';
import { ISO_DAY, isRealDay, type IsoDay } from './dates';
import { createOrderRequest, payerInput } from './orders';
import { objectId } from './validation';

// ---------------------------------------------------------------------------------------------
// The bakery's morning: production list, route sheet, packing slips, reports,
// customers and orders entered by the shop. Every "paid" figure counts orders that are paid,
// not cancelled and not refunded.
// ---------------------------------------------------------------------------------------------

export const BAKERY_SUBJECTS = {
  /** { date } → ProductionReply (admin) */
  production: 'orders.production.day',
  /** { date } → RoutesReply (admin) */
  routes: 'orders.routes.day',
  /** { id } → PdfReply: one order's packing slip (admin) */
  packingSlip: 'orders.packing-slip.order',
  /** { date } → PdfReply: every packing slip of a delivery day (admin) */
  packingSlips: 'orders.packing-slip.day',
  /** { from?, to? } → SalesReportReply (admin) */
  salesReport: 'orders.reports.sales',
  /** { from?, to? } → { csv } one row per paid order (admin) */
  salesCsv: 'orders.reports.sales-csv',
  /** { q?, page? } → CustomersReply (admin) */
  customers: 'orders.customers.list',
  /** AdminCreateOrderRequest → CreateOrderReply: an order entered by the shop (admin) */
  adminCreate: 'orders.admin.create',
} as const;

export const BAKERY_MESSAGES = {
  dateRequired: 'Indica la fecha de entrega con el formato AAAA-MM-DD (date)',
  dateInvalid: 'La fecha no es válida, usa el formato AAAA-MM-DD',
  fromInvalid: 'La fecha inicial (from) no es válida, usa el formato AAAA-MM-DD',
  toInvalid: 'La fecha final (to) no es válida, usa el formato AAAA-MM-DD',
  rangeInvalid: 'La fecha inicial no puede ser posterior a la final',
  rangeTooLong: 'El periodo del reporte no puede pasar de 366 días',
  searchTooLong: 'La búsqueda no puede pasar de 100 caracteres',
  pageInvalid: 'La página debe ser un número entero mayor que 0',
  channelInvalid: 'El canal debe ser telefono, whatsapp o mostrador',
  paidInvalid: 'Indica si la orden ya está pagada (paid: true o false)',
  noDeliveryDate: 'La orden no tiene fecha de entrega',
  csvTableInvalid: 'La tabla debe ser orders, products, payments, coupons o days',
} as const;

/** A query parameter left empty (`?date=`) or null counts as not given. */
const blankAsMissing = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema);
const day = (message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).regex(ISO_DAY, message).refine(isRealDay, message);
const optionalDay = (message: string) => blankAsMissing(day(message).optional());
/** A period whose start, when both are given, is not after its end. */
const fromNotAfterTo = [
  (r: { from?: string; to?: string }) => !r.from || !r.to || r.from <= r.to,
  { message: BAKERY_MESSAGES.rangeInvalid },
] as const;

/** ?date=YYYY-MM-DD of the production list, the route sheet and the day's packing slips. */
export const deliveryDayRequest = z.object(
  { date: blankAsMissing(day(BAKERY_MESSAGES.dateRequired)) },
  { required_error: BAKERY_MESSAGES.dateRequired, invalid_type_error: BAKERY_MESSAGES.dateRequired },
);
export type DeliveryDayRequest = z.infer<typeof deliveryDayRequest>;

export const packingSlipRequest = z.object({ id: objectId });

/** ?from=&to= (Mexico City days of payment, both included); defaults: the last 30 days. */
export const reportRangeRequest = z
  .object({ from: optionalDay(BAKERY_MESSAGES.fromInvalid), to: optionalDay(BAKERY_MESSAGES.toInvalid) })
  .refine(...fromNotAfterTo);
export type ReportRangeRequest = z.infer<typeof reportRangeRequest>;

/** The tables of the sales report, one CSV each (`sales.csv?table=`): one table per file opens cleanly in Excel. */
export const SALES_CSV_TABLES = ['orders', 'products', 'payments', 'coupons', 'days'] as const;
export type SalesCsvTable = (typeof SALES_CSV_TABLES)[number];
/** File names (ventas-<name>.csv) and the «Reportes» download labels. */
export const SALES_CSV_FILES: Record<SalesCsvTable, string> = {
  orders: 'ordenes',
  products: 'productos',
  payments: 'pagos',
  coupons: 'cupones',
  days: 'dias',
};
export const salesCsvRequest = z
  .object({
    from: optionalDay(BAKERY_MESSAGES.fromInvalid),
    to: optionalDay(BAKERY_MESSAGES.toInvalid),
    table: blankAsMissing(z.enum(SALES_CSV_TABLES, { errorMap: () => ({ message: BAKERY_MESSAGES.csvTableInvalid }) }).default('orders')),
  })
  .refine(...fromNotAfterTo);
export type SalesCsvRequest = z.infer<typeof salesCsvRequest>;

export const customersRequest = z.object({
  q: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.string({ invalid_type_error: BAKERY_MESSAGES.searchTooLong }).trim().max(100, BAKERY_MESSAGES.searchTooLong).optional(),
  ),
  page: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ invalid_type_error: BAKERY_MESSAGES.pageInvalid })
      .int(BAKERY_MESSAGES.pageInvalid)
      .min(1, BAKERY_MESSAGES.pageInvalid)
      .max(100_000, BAKERY_MESSAGES.pageInvalid)
      .optional(),
  ),
});
export type CustomersRequest = z.infer<typeof customersRequest>;

/** An e-mail is optional for an order the shop enters (no confirmation is sent without one). */
const shopPayer = payerInput.extend({
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v === null || v === undefined ? '' : v),
    z.union([z.literal(''), z.string().max(254).email()], { errorMap: () => ({ message: 'El correo electrónico no es válido' }) }),
  ),
});

/** POST /api/admin/orders: the guest order body plus where it came from and whether it is paid already. */
export const adminCreateOrderRequest = createOrderRequest.extend({
  payer: shopPayer,
  channel: z.enum(SHOP_CHANNELS, { errorMap: () => ({ message: BAKERY_MESSAGES.channelInvalid }) }),
  paid: z.boolean({ required_error: BAKERY_MESSAGES.paidInvalid, invalid_type_error: BAKERY_MESSAGES.paidInvalid }),
});
export type AdminCreateOrderRequest = z.infer<typeof adminCreateOrderRequest>;

// ---------------------------------------------------------------------------------------------
// Replies
// ---------------------------------------------------------------------------------------------

export interface ProductionProductDto {
  productId: string;
  name: string;
  size: string;
  quantity: number;
}
export interface ProductionBoxDto {
  name: string;
  size: string;
  count: number;
  contents: Array<{ name: string; quantity: number }>;
  /** A subscription box of the day (not an order line). */
  subscription?: boolean;
}
export interface ProductionReply {
  date: IsoDay;
  products: ProductionProductDto[];
  boxes: ProductionBoxDto[];
  /** Paid orders delivering that day (subscription boxes not included). */
  orders: number;
  /** Subscription boxes delivering that day; null when the subscriptions service did not answer. */
  subscriptions?: number | null;
}

export interface RouteStopItemDto {
  name: string;
  quantity: number;
  contents?: string[];
}
export interface RouteStopDto {
  orderNumber: string;
  name: string;
  phone: string;
  /** Street, number, interior and colonia; the alcaldía, postcode and city follow in their own fields. */
  address: string;
  alcaldia: string;
  zip: string;
  city: string;
  giftText: string;
  items: RouteStopItemDto[];
  /** 'suscripcion' for a subscription box, else the order's channel. */
  kind?: 'orden' | 'suscripcion';
  orderId?: string;
}
export interface RoutesReply {
  date: IsoDay;
  stops: RouteStopDto[];
  /** True when the subscriptions service did not answer (its boxes are missing from the sheet). */
  subscriptionsUnavailable?: boolean;
}

export interface PdfReply {
  /** The PDF, base64. */
  pdf: string;
  filename: string;
}

export interface SalesReportReply {
  from: IsoDay;
  to: IsoDay;
  totals: { orders: number; revenue: number; discounts: number; shipping: number; refunds: number; net: number };
  byProduct: Array<{ productId: string; name: string; quantity: number; revenue: number }>;
  byPaymentMethod: Array<{ method: string; orders: number; revenue: number }>;
  byCoupon: Array<{ code: string; uses: number; discount: number }>;
  byDay: Array<{ date: IsoDay; orders: number; revenue: number }>;
}

export interface CustomerDto {
  email: string;
  name: string;
  userId: string | null;
  orders: number;
  totalSpent: number;
  lastOrderAt: string | null;
}
export interface CustomersReply {
  customers: CustomerDto[];
  total: number;
  page: number;
  pages: number;
}

export const CUSTOMERS_PAGE_SIZE = 50;

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** A delivery day as the shop says it: '2026-11-27' → 'viernes 27 de noviembre' ('' for none). */
export function deliveryDayLabel(day: string | null | undefined): string {
  if (!day || !ISO_DAY.test(day)) return '';
  const [y, m, d] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${d} de ${LONG_MONTHS_ES[m - 1]}`;
}

/** The subject of the shop's alert for a paid order: «Nueva orden pagada K-000123 — entrega viernes 27 de noviembre». */
export function paidOrderAlertSubject(orderNumber: string, deliveryDate: string | null | undefined): string {
  const day = deliveryDayLabel(deliveryDate);
  return `Nueva orden pagada ${orderNumber} — ${day ? `entrega ${day}` : 'sin fecha de entrega'}`;
}
