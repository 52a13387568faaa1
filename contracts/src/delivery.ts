import { z } from 'zod';
import type { City } from './constants';
import { formatShopDate } from './admin-display';
import { ISO_DAY, isRealDay } from './dates';

/** A delivery address as every order, saved profile and enrolment carries it (Mercado Pago's field names). */
export interface DeliveryAddressDto {
  street_name: string;
  street_number: string;
  interior_number: string;
  col: string;
  del: string;
  zip_code: string;
  city: string;
}

// ---------------------------------------------------------------------------------------------
// Delivery coverage: Ciudad de México 01000–16999, Estado de México 50000–57999.
// ---------------------------------------------------------------------------------------------

export const DELIVERY_COVERAGE: ReadonlyArray<{ city: City; name: string; from: string; to: string }> = [
  { city: 'CDMX', name: 'Ciudad de México', from: '01000', to: '16999' },
  { city: 'Estado de México', name: 'Estado de México', from: '50000', to: '57999' },
];

const COVERAGE_TEXT =
  'Solo entregamos en Ciudad de México (códigos postales 01000 a 16999) y Estado de México (códigos postales 50000 a 57999)';

export const COVERAGE_MESSAGES = {
  outside: (zip: string) => `No entregamos en el código postal ${zip}. ${COVERAGE_TEXT}.`,
  cityMismatch: (zip: string, cityName: string) =>
    `El código postal ${zip} no corresponde a ${cityName}. ${COVERAGE_TEXT}; elige la ciudad de tu código postal.`,
} as const;

/** The city a postcode belongs to within the coverage, or null when the shop does not deliver there. */
export function coverageCityOfZip(zip: string): City | null {
  if (!/^\d{5}$/.test(zip)) return null;
  return DELIVERY_COVERAGE.find((c) => zip >= c.from && zip <= c.to)?.city ?? null;
}

/**
 * Why an address is outside the coverage (Spanish, names the coverage), or null when it is covered.
 * A postcode that is not 5 digits is left to the postcode's own format message.
 */
export function deliveryCoverageError(zip: string | null | undefined, city: string | null | undefined): string | null {
  const code = (zip ?? '').trim();
  if (!/^\d{5}$/.test(code)) return null;
  const zipCity = coverageCityOfZip(code);
  if (!zipCity) return COVERAGE_MESSAGES.outside(code);
  if (city && city !== zipCity) {
    const chosen = DELIVERY_COVERAGE.find((c) => c.city === city)?.name ?? city;
    return COVERAGE_MESSAGES.cityMismatch(code, chosen);
  }
  return null;
}

/** Zod refinement of an address object with `zip_code` and `city` (orders and enrolments). */
export function withDeliveryCoverage<T extends z.ZodTypeAny>(schema: T): z.ZodEffects<T> {
  // Typed by T's own output (a refinement of the generic would type it `any`).
  return schema.superRefine((value: { zip_code?: string; city?: string } | undefined, ctx) => {
    const message = deliveryCoverageError(value?.zip_code, value?.city);
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: ['zip_code'] });
  }) as z.ZodEffects<T>;
}

// ---------------------------------------------------------------------------------------------
// Daily capacity. Orders without a delivery date use no capacity.
// ---------------------------------------------------------------------------------------------

export const CAPACITY_SUBJECTS = {
  /** {} → CapacityReply (admin) */
  get: 'orders.capacity.get',
  /** { defaultPerDay } → CapacityReply (admin) */
  setDefault: 'orders.capacity.set-default',
  /** { date, capacity } → CapacityReply (admin) */
  setDay: 'orders.capacity.set-day',
  /** {} → DeliveryDatesReply (public) */
  deliveryDates: 'orders.capacity.delivery-dates',
} as const;

export const CAPACITY_MAX = 10_000;

/** A delivery day as a shopper reads it in a message: «sábado, 28 de noviembre», never «2026-11-28». */
export const dayInWords = (day: string): string => formatShopDate(day) || day;

export const CAPACITY_MESSAGES = {
  defaultInvalid: `La capacidad diaria (defaultPerDay) debe ser un número entero entre 0 y ${CAPACITY_MAX}, o null para no tener límite`,
  /** A PUT that sets none of the three. */
  defaultRequired:
    'Indica la capacidad diaria (defaultPerDay), los días sin entrega (closedWeekdays) o la unidad de capacidad (capacityUnit)',
  capacityInvalid: `La capacidad del día (capacity) debe ser un número entero entre 0 y ${CAPACITY_MAX}, o null para quitar el ajuste`,
  dateInvalid: 'La fecha no es válida, usa el formato AAAA-MM-DD',
  /** A capacity set for a day already gone (taking an old one off stays possible). */
  dayPast: 'Ese día ya pasó: elige hoy o un día futuro',
  dayFull: (day: string) => `Ya no tenemos cupo para entregar el ${dayInWords(day)}, por favor elige otra fecha`,
  dayClosed: (day: string) => `No hacemos entregas el ${dayInWords(day)}, por favor elige otra fecha`,
  /** A weekday the shop does not deliver (closedWeekdays). */
  weekdayClosed: (weekday: number) => `No hacemos entregas los ${WEEKDAY_PLURALS[weekday] ?? 'días cerrados'}, por favor elige otra fecha`,
  weekdaysInvalid:
    'Los días sin entrega (closedWeekdays) deben ser una lista de números del 0 (domingo) al 6 (sábado), sin cerrar los siete',
  unitInvalid: 'La unidad de capacidad (capacityUnit) debe ser "orders" u "items"',
  /** An order asking more than the day's remaining units of a product. */
  stockShort: (name: string, left: number, day: string) =>
    left <= 0
      ? `${name} ya se agotó para el ${dayInWords(day)} (quedan 0), por favor elige otra fecha`
      : `Solo ${left === 1 ? 'queda 1 unidad' : `quedan ${left} unidades`} de ${name} para el ${dayInWords(day)}`,
} as const;

/** Weekday names (0 = domingo, like Date#getDay) in plural, for «No hacemos entregas los domingos». */
export const WEEKDAY_PLURALS = ['domingos', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados'] as const;
export const WEEKDAY_NAMES = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;
/** By default the shop delivers Monday to Saturday. */
export const DEFAULT_CLOSED_WEEKDAYS: readonly number[] = [0];

export const CAPACITY_UNITS = ['orders', 'items'] as const;
export type CapacityUnit = (typeof CAPACITY_UNITS)[number];

/** The weekday (0 = Sunday) of a YYYY-MM-DD day; a calendar day has the same weekday in every time zone. */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Below this many units left, the catalogue says «Quedan n para mañana». */
export const LOW_STOCK_THRESHOLD = 5;

const capacityNumber = (message: string) =>
  z.number({ required_error: message, invalid_type_error: message }).int(message).min(0, message).max(CAPACITY_MAX, message).nullable();

/**
 * PUT /api/admin/capacity {"defaultPerDay": n | null, "closedWeekdays": [0], "capacityUnit": "orders" | "items"}:
 * any of the three (at least one); what is left out stays as it was.
 */
export const setDefaultCapacityRequest = z
  .object(
    {
      defaultPerDay: capacityNumber(CAPACITY_MESSAGES.defaultInvalid).optional(),
      closedWeekdays: z
        .array(
          z
            .number({ invalid_type_error: CAPACITY_MESSAGES.weekdaysInvalid })
            .int(CAPACITY_MESSAGES.weekdaysInvalid)
            .min(0, CAPACITY_MESSAGES.weekdaysInvalid)
            .max(6, CAPACITY_MESSAGES.weekdaysInvalid),
          {
            invalid_type_error: CAPACITY_MESSAGES.weekdaysInvalid,
          },
        )
        .max(7, CAPACITY_MESSAGES.weekdaysInvalid)
        .transform((days) => [...new Set(days)].sort((a, b) => a - b))
        .refine((days) => days.length < 7, CAPACITY_MESSAGES.weekdaysInvalid)
        .optional(),
      capacityUnit: z.enum(CAPACITY_UNITS, { errorMap: () => ({ message: CAPACITY_MESSAGES.unitInvalid }) }).optional(),
    },
    { required_error: CAPACITY_MESSAGES.defaultInvalid, invalid_type_error: CAPACITY_MESSAGES.defaultInvalid },
  )
  .superRefine((r, ctx) => {
    // Nothing to change: the same answer as before the other settings existed (the capacity per day is asked for).
    if (r.defaultPerDay === undefined && r.closedWeekdays === undefined && r.capacityUnit === undefined)
      ctx.addIssue({
        code: z.ZodIssueCode.invalid_type,
        expected: 'number',
        received: 'undefined',
        path: ['defaultPerDay'],
        message: CAPACITY_MESSAGES.defaultRequired,
      });
  });
export type SetDefaultCapacityRequest = z.infer<typeof setDefaultCapacityRequest>;

export const capacityDay = z
  .string({ required_error: CAPACITY_MESSAGES.dateInvalid, invalid_type_error: CAPACITY_MESSAGES.dateInvalid })
  .regex(ISO_DAY, CAPACITY_MESSAGES.dateInvalid)
  .refine(isRealDay, CAPACITY_MESSAGES.dateInvalid);

/** PUT /api/admin/capacity/{YYYY-MM-DD} {"capacity": n | null} (0 closes the day, null removes the override). */
export const setDayCapacityRequest = z.object({
  date: capacityDay,
  capacity: capacityNumber(CAPACITY_MESSAGES.capacityInvalid),
});
export type SetDayCapacityRequest = z.infer<typeof setDayCapacityRequest>;

export interface CapacityOverrideDto {
  date: string;
  capacity: number;
  used: number;
}
export interface CapacityReply {
  /** null: no limit. */
  defaultPerDay: number | null;
  overrides: CapacityOverrideDto[];
  /** Weekdays without deliveries (0 = domingo … 6 = sábado); default [0]. */
  closedWeekdays: number[];
  /** What a day's capacity counts: orders (default) or units (items). */
  capacityUnit: CapacityUnit;
}
export interface DeliveryDateDto {
  date: string;
  available: boolean;
  /** A weekday the shop does not deliver. */
  closed?: boolean;
  /** With ?productIds=: the asked products that are out that day. */
  soldOut?: string[];
  /** With ?productIds=: units left that day of the asked products that have a daily stock. */
  remaining?: Record<string, number>;
}
export interface DeliveryDatesReply {
  dates: DeliveryDateDto[];
}

/** GET /api/delivery-dates?productIds=a,b */
export const deliveryDatesRequest = z.object({
  productIds: z
    .array(z.string().regex(/^[0-9a-fA-F]{24}$/, 'Los productos (productIds) no son válidos'))
    .max(50)
    .optional(),
});
