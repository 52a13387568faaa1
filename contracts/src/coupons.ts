import { z } from 'zod';
import { calendarParts } from './admin-display';
import { CONTROL_CHARS_MESSAGE, isSingleLine, objectId } from './validation';

/** Coupon as the API answers it (spec §3). `amount` is a percent or pesos; `expireDate` YYYY-MM-DD. */
export interface CouponDto {
  _id: string;
  code: string;
  isActive: boolean;
  isPercent: boolean;
  amount: number;
  expireDate: string;
}

export const COUPONS_SUBJECTS = {
  /** { code } → { coupon } only when active and unexpired (404/400 otherwise). */
  validate: 'coupons.coupon.validate',
  adminList: 'coupons.admin.list',
  adminGet: 'coupons.admin.get',
  adminCreate: 'coupons.admin.create',
  adminUpdate: 'coupons.admin.update',
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
  expireDateOutOfRange: (min: string, max: string) => `La fecha de expiración debe estar entre el ${min} y el ${max}`,
} as const;

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
    if (!parts) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: CM.expireDateInvalid });
      return z.NEVER;
    }
    return `${parts.year}-${String(parts.month + 1).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
  });

/** A missing value gets the field's own Spanish message rather than the generic one. */
const required = <S extends z.ZodTypeAny>(schema: S) => z.preprocess((v) => (v === undefined || v === null ? '' : v), schema);

export const couponCodeRequest = z.object({ code: required(code) });

/** POST /api/orders/coupon body. */
export const validateCouponBody = z.object({ couponCode: required(code) });

export const createCouponRequest = z
  .object({
    code: required(code),
    isActive: flag.default(true),
    isPercent: flag.default(true),
    amount: required(amount),
    expireDate: required(expireDate),
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
});
export type UpdateCouponRequest = z.infer<typeof updateCouponRequest>;

export const couponIdRequest = z.object({ id: objectId });

export interface CouponReply {
  coupon: CouponDto;
}
export interface CouponsReply {
  coupons: CouponDto[];
}
