import { z } from 'zod';
import type { City } from './constants';
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
// Delivery coverage (issue 17 item 1): Ciudad de México 01000–16999, Estado de México 50000–57999.
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
export function withDeliveryCoverage<T extends z.ZodTypeAny>(schema: T) {
  return schema.superRefine((value: { zip_code?: string; city?: string } | undefined, ctx) => {
    const message = deliveryCoverageError(value?.zip_code, value?.city);
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: ['zip_code'] });
  });
}

// ---------------------------------------------------------------------------------------------
// Daily capacity (issue 17 item 2). Orders without a delivery date use no capacity.
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

export const CAPACITY_MESSAGES = {
  defaultInvalid: `La capacidad diaria (defaultPerDay) debe ser un número entero entre 0 y ${CAPACITY_MAX}, o null para no tener límite`,
  capacityInvalid: `La capacidad del día (capacity) debe ser un número entero entre 0 y ${CAPACITY_MAX}, o null para quitar el ajuste`,
  dateInvalid: 'La fecha no es válida, usa el formato AAAA-MM-DD',
  dayFull: (day: string) => `Ya no tenemos cupo para entregar el ${day}, por favor elige otra fecha`,
  dayClosed: (day: string) => `No hacemos entregas el ${day}, por favor elige otra fecha`,
} as const;

const capacityNumber = (message: string) =>
  z.number({ required_error: message, invalid_type_error: message }).int(message).min(0, message).max(CAPACITY_MAX, message).nullable();

/** PUT /api/admin/capacity {"defaultPerDay": n | null} */
export const setDefaultCapacityRequest = z.object(
  { defaultPerDay: capacityNumber(CAPACITY_MESSAGES.defaultInvalid) },
  { required_error: CAPACITY_MESSAGES.defaultInvalid, invalid_type_error: CAPACITY_MESSAGES.defaultInvalid },
);
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
}
export interface DeliveryDatesReply {
  dates: Array<{ date: string; available: boolean }>;
}
