import { z } from 'zod';
import { CITIES, DEFAULT_CITY, GIFT_NOTE_MAX, MAX_QUANTITY, MAX_UNITS_PER_ORDER, MIN_QUANTITY, ORDER_STATUSES } from '../constants';
import { ISO_DAY, isRealDay } from '../dates';
import { withDeliveryCoverage } from '../delivery';
import { refineCountryPhone } from '../mx-phone';
import { CONTROL_CHARS_MESSAGE, isSingleLine, OBJECT_ID, objectId } from '../validation';
import { ORDER_MESSAGES } from './messages';

// Requests: schemas with Spanish messages (the orders service validates with them).

const OM = ORDER_MESSAGES;

/** Numbers may arrive as strings (the cart reads them from the address query). */
const numeric = (message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? Number.NaN : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ required_error: message, invalid_type_error: message }).finite(message),
  );

/** Text fields: numbers are accepted and kept as their digits; a missing one is empty (its own message). */
const textOf = (v: unknown) => (typeof v === 'number' ? String(v) : v === undefined || v === null ? '' : v);
/** Blank also when made only of invisible format characters (a zero-width space is no name). */
const hasVisibleText = (v: string) => /[^\p{Cf}\p{Z}\s]/u.test(v);
/** `field`: the field with its article, for the too-long message («La colonia debe tener máximo 80 caracteres»). */
const requiredText = (message: string, field: string, max = 120) =>
  z.preprocess(
    textOf,
    z
      .string({ required_error: message, invalid_type_error: message })
      .trim()
      .min(1, message)
      .max(max, OM.fieldTooLong(field, max))
      .refine(hasVisibleText, message)
      .refine(isSingleLine, CONTROL_CHARS_MESSAGE),
  );
const optionalText = (field: string, max = 120) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : textOf(v)),
    z
      .string({ invalid_type_error: OM.fieldNotText(field) })
      .trim()
      .max(max, OM.fieldTooLong(field, max))
      .refine(isSingleLine, CONTROL_CHARS_MESSAGE),
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
    name: requiredText(OM.nameRequired, 'El nombre', 120),
    email: z.preprocess(
      textOf,
      z
        .string({ required_error: OM.emailInvalid, invalid_type_error: OM.emailInvalid })
        .trim()
        .toLowerCase()
        .max(254, OM.emailInvalid)
        .email(OM.emailInvalid),
    ),
    phone: z
      .object(
        {
          area_code: digits(OM.areaCodeInvalid, /^\+?\d{1,4}$/),
          number: digits(OM.phoneInvalid, /^\d{7,15}$/),
        },
        { required_error: OM.phoneRequired, invalid_type_error: OM.phoneRequired },
      )
      .superRefine(refineCountryPhone),
    address: z
      .object({
        street_name: optionalText('La calle'),
        street_number: optionalText('El número exterior', 20),
        zip_code: optionalText('El código postal', 10),
      })
      .partial()
      .optional()
      .nullable(),
  },
  { required_error: OM.payerRequired, invalid_type_error: OM.payerRequired },
);

export const deliveryAddressFields = z.object(
  {
    street_name: requiredText(OM.streetRequired, 'La calle'),
    street_number: requiredText(OM.streetNumberRequired, 'El número exterior', 20),
    interior_number: optionalText('El número interior', 20),
    col: requiredText(OM.colRequired, 'La colonia', 80),
    del: requiredText(OM.delRequired, 'La alcaldía o municipio', 80),
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
      z.string({ invalid_type_error: OM.giftNotText }).max(GIFT_NOTE_MAX, OM.giftTooLong),
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
    z.boolean({ invalid_type_error: OM.notifyWhatsAppInvalid }),
  ),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequest>;

/**
 * The coupon code an order asks for, if any: discountDescription.code with type CP (or no type: a code
 * typed is never dropped without a word), or couponCode.
 */
export function requestedCouponCode(body: Pick<CreateOrderRequest, 'discountDescription' | 'couponCode'>): string | null {
  const type = body.discountDescription?.type;
  const fromDescription = type === 'CP' || !type ? body.discountDescription?.code?.trim() : '';
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
