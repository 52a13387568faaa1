import { calendarParts, couponExpiryBounds, isDayWithin } from '@kukki/contracts';
import { z } from 'zod';
import type { Coupon, CouponInput } from '../../api/types';

export function couponFormSchema(now: Date = new Date()) {
  const bounds = couponExpiryBounds(now);
  return z
    .object({
      code: z.string().trim().min(1, 'Escribe el código del cupón').max(40, 'El código es demasiado largo'),
      amount: z
        .string()
        .trim()
        .regex(/^\d+(\.\d{1,2})?$/, 'Escribe una cantidad válida')
        .refine((value) => Number(value) > 0, 'La cantidad debe ser mayor a 0'),
      isActive: z.boolean(),
      isPercent: z.boolean(),
      expireDate: z
        .string()
        .min(1, 'Selecciona la fecha de vencimiento')
        .refine((day) => isDayWithin(day, bounds), 'La fecha debe estar entre hoy y 180 días después'),
      /** Empty: no limit. */
      maxUses: z
        .string()
        .trim()
        .regex(/^(\d+)?$/, 'Escribe un número entero de usos, o déjalo vacío para no limitar')
        .refine((value) => value === '' || Number(value) >= 1, 'El número de usos debe ser mayor a 0')
        .default(''),
      oncePerCustomer: z.boolean().default(false),
      /** Empty: any amount. */
      minOrderAmount: z
        .string()
        .trim()
        .regex(/^(\d+(\.\d{1,2})?)?$/, 'Escribe una compra mínima válida, o déjala vacía')
        .default(''),
    })
    .refine((values) => !values.isPercent || Number(values.amount) <= 100, {
      path: ['amount'],
      message: 'El porcentaje debe ser máximo 100',
    });
}

export type CouponFormValues = z.infer<ReturnType<typeof couponFormSchema>>;

export function toCouponFormValues(coupon?: Omit<Coupon, 'uses'>): CouponFormValues {
  if (!coupon)
    return {
      code: '',
      amount: '',
      isActive: true,
      isPercent: true,
      expireDate: '',
      maxUses: '',
      oncePerCustomer: false,
      minOrderAmount: '',
    };
  const parts = calendarParts(coupon.expireDate);
  const day = parts ? `${parts.year}-${String(parts.month + 1).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}` : '';
  return {
    code: coupon.code,
    amount: String(coupon.amount),
    isActive: coupon.isActive,
    isPercent: coupon.isPercent,
    expireDate: day,
    maxUses: coupon.maxUses === null || coupon.maxUses === undefined ? '' : String(coupon.maxUses),
    oncePerCustomer: coupon.oncePerCustomer === true,
    minOrderAmount: coupon.minOrderAmount === null || coupon.minOrderAmount === undefined ? '' : String(coupon.minOrderAmount),
  };
}

export function toCouponInput(values: CouponFormValues): CouponInput {
  return {
    code: values.code.trim().toUpperCase(),
    amount: Number(values.amount),
    isActive: values.isActive,
    isPercent: values.isPercent,
    expireDate: values.expireDate,
    maxUses: values.maxUses === '' ? null : Number(values.maxUses),
    oncePerCustomer: values.oncePerCustomer,
    minOrderAmount: values.minOrderAmount === '' ? null : Number(values.minOrderAmount),
  };
}
