import { z } from 'zod';
import { calendarParts, formatLongDate } from './admin-display';
import { isRealDay } from './dates';
import { CONTROL_CHARS_MESSAGE, isSingleLine, objectId } from './validation';

/** Coupon as the API answers it (spec §3). `amount` is a percent or pesos; `expireDate` YYYY-MM-DD. */
export interface CouponDto {
  _id: string;
  code: string;
  isActive: boolean;
  isPercent: boolean;
  amount: number;
  expireDate: string;
  /** Total uses allowed (null: no limit). */
  maxUses: number | null;
  /** One use per account or e-mail. */
  oncePerCustomer: boolean;
  /** Smallest order it applies to, pesos before shipping (null: any). */
  minOrderAmount: number | null;
  /** Orders holding a use now (a cancelled unpaid order gives its use back). */
  uses: number;
}

export const COUPONS_SUBJECTS = {
  /** { code } → { coupon } only when active and unexpired (404/400 otherwise). */
  validate: 'coupons.coupon.validate',
  adminList: 'coupons.admin.list',
  adminGet: 'coupons.admin.get',
  adminCreate: 'coupons.admin.create',
  adminUpdate: 'coupons.admin.update',
  /** CouponReserveRequest → { coupon }: counts a use for an order, atomically with the limits (400 when broken). */
  reserve: 'coupons.coupon.reserve',
  /** { orderId } → { released } — gives an order's use back (the order could not be stored). */
  release: 'coupons.coupon.release',
} as const;

export const COUPON_MESSAGES = {
  codeRequired: 'Por favor ingresa el código del cupón',
  codeTooLong: 'El código del cupón debe tener máximo 40 caracteres',
  codeTaken: 'Ya existe un cupón con ese código',
  notFound: 'El cupón no existe',
  inactive: 'El cupón no está activo',
  expired: 'El cupón ya expiró',
  amountInvalid: 'El monto del cupón debe ser mayor a 0',
  amountTooHigh: 'El monto del cupón es demasiado alto',
  percentTooHigh: 'El porcentaje de descuento no puede ser mayor a 100',
  flagInvalid: 'Los valores activo y porcentaje deben ser verdadero o falso',
  expireDateRequired: 'Por favor selecciona la fecha de expiración',
  expireDateInvalid: 'La fecha de expiración no es válida',
  expireDateOutOfRange: (min: string, max: string) =>
    `La fecha de expiración debe estar entre el ${formatLongDate(min) || min} y el ${formatLongDate(max) || max}`,
  maxUsesInvalid: 'El número máximo de usos debe ser un número entero mayor a 0',
  oncePerCustomerInvalid: 'El valor de «un uso por cliente» debe ser verdadero o falso',
  minOrderAmountInvalid: 'La compra mínima debe ser un monto mayor o igual a 0',
  orderAmountInvalid: 'El monto de la orden no es válido',
  usedUp: 'Este cupón ya alcanzó su límite de usos',
  alreadyUsed: 'Ya usaste este cupón en otra orden',
  belowMinimum: (min: string) => `Este cupón aplica en compras desde ${min} (sin contar el envío)`,
} as const;

const REFUSED_LATER: string[] = [
  COUPON_MESSAGES.notFound,
  COUPON_MESSAGES.inactive,
  COUPON_MESSAGES.expired,
  COUPON_MESSAGES.usedUp,
  COUPON_MESSAGES.alreadyUsed,
];
const BELOW_MINIMUM = COUPON_MESSAGES.belowMinimum('\u0000').split('\u0000');

/** Whether a server message refuses a coupon that may have been valid when applied (switched off, expired, used up, under its minimum). */
export const isCouponRefusal = (message: string) =>
  REFUSED_LATER.includes(message) || (message.startsWith(BELOW_MINIMUM[0]) && message.endsWith(BELOW_MINIMUM[1]));

const CM = COUPON_MESSAGES;

/** Codes are stored upper-case and matched whatever the case. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

const code = z
  .string({ required_error: CM.codeRequired, invalid_type_error: CM.codeRequired })
  .trim()
  .min(1, CM.codeRequired)
  .max(40, CM.codeTooLong)
  .refine(isSingleLine, CONTROL_CHARS_MESSAGE)
  .transform(normalizeCouponCode);

const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ invalid_type_error: CM.flagInvalid }));

const amount = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ required_error: CM.amountInvalid, invalid_type_error: CM.amountInvalid })
    .finite(CM.amountInvalid)
    .gt(0, CM.amountInvalid)
    .max(1_000_000, CM.amountTooHigh),
);

/** 'YYYY-MM-DD' or an ISO date(-time); kept as the calendar day (Mexico City for other instants). */
const expireDate = z
  .string({ required_error: CM.expireDateRequired, invalid_type_error: CM.expireDateInvalid })
  .trim()
  .min(1, CM.expireDateRequired)
  .transform((value, ctx) => {
    const parts = /^\d{4}-\d{2}-\d{2}/.test(value) ? calendarParts(value) : null;
    const day = parts && `${parts.year}-${String(parts.month + 1).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
    // «2027-02-30» is no day of the calendar: invalid, not out of range.
    if (!day || !isRealDay(day)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: CM.expireDateInvalid });
      return z.NEVER;
    }
    return day;
  });

/** A missing value gets the field's own Spanish message rather than the generic one. */
const required = <S extends z.ZodTypeAny>(schema: S) => z.preprocess((v) => (v === undefined || v === null ? '' : v), schema);

const maxUses = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ invalid_type_error: CM.maxUsesInvalid })
    .int(CM.maxUsesInvalid)
    .min(1, CM.maxUsesInvalid)
    .max(1_000_000, CM.maxUsesInvalid)
    .nullable(),
);
const oncePerCustomer = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ invalid_type_error: CM.oncePerCustomerInvalid }),
);
const pesosOrNull = (message: string) =>
  z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ invalid_type_error: message }).finite(message).min(0, message).max(10_000_000, message).nullable(),
  );

/**
 * coupons.coupon.validate: the code, and optionally the order amount (pesos, items before
 * shipping) and the customer, to check the coupon's limits before checkout.
 */
export const couponCodeRequest = z.object({
  code: required(code),
  orderAmount: pesosOrNull(CM.orderAmountInvalid).optional(),
  userId: z.string().max(64).optional().nullable(),
  email: z.string().trim().toLowerCase().max(254).optional().nullable().catch(null),
});
export type CouponCodeRequest = z.infer<typeof couponCodeRequest>;

/** POST /api/orders/coupon body: `couponCode` (or `code`); `orderAmount` (or `itemsPrice`) to check the minimum. */
export const validateCouponBody = z.object({ couponCode: required(code) });

/** coupons.coupon.reserve: what orders sends when an order with a coupon is created. */
export const couponReserveRequest = z.object({
  code: required(code),
  orderId: objectId,
  userId: z.string().max(64).nullable(),
  email: z.string().trim().toLowerCase().max(254),
  /** Items before discount and shipping, in pesos. */
  itemsPrice: z.number().finite().min(0),
});
export type CouponReserveRequest = z.infer<typeof couponReserveRequest>;

export const couponReleaseRequest = z.object({ orderId: objectId });

export const createCouponRequest = z
  .object({
    code: required(code),
    isActive: flag.default(true),
    isPercent: flag.default(true),
    amount: required(amount),
    expireDate: required(expireDate),
    maxUses: maxUses.optional().default(null),
    oncePerCustomer: oncePerCustomer.optional().default(false),
    minOrderAmount: pesosOrNull(CM.minOrderAmountInvalid).optional().default(null),
  })
  .refine((c) => !c.isPercent || c.amount <= 100, { message: CM.percentTooHigh, path: ['amount'] });
export type CreateCouponRequest = z.infer<typeof createCouponRequest>;

/** PATCH: any subset; the merged coupon is checked again by the service. */
export const updateCouponRequest = z.object({
  id: objectId,
  code: code.optional(),
  isActive: flag.optional(),
  isPercent: flag.optional(),
  amount: amount.optional(),
  expireDate: expireDate.optional(),
  /** null removes the limit. */
  maxUses: maxUses.optional(),
  oncePerCustomer: oncePerCustomer.optional(),
  minOrderAmount: pesosOrNull(CM.minOrderAmountInvalid).optional(),
});
export type UpdateCouponRequest = z.infer<typeof updateCouponRequest>;

export const couponIdRequest = z.object({ id: objectId });

export interface CouponReply {
  coupon: CouponDto;
}
/**
 * A use reserved for an order: the coupon without its count of uses, which a reservation counts only when the
 * coupon has a limit (a coupon without one may have thousands, all under its row's lock).
 */
export type ReservedCouponDto = Omit<CouponDto, 'uses'>;
export interface CouponReservationReply {
  coupon: ReservedCouponDto;
}
export interface CouponsReply {
  coupons: CouponDto[];
}
