import { currentShopMonth, deliveryDateBounds, formatShopDate, LONG_MONTHS_ES } from '@kukki/contracts';

// Not exported from @kukki/ui's index: date-fns and its Spanish locale stay out of pages that show no date.

/** A date as a person reads it: «viernes, 27 de noviembre» (one formatter, `formatShopDate` in contracts). */
export const shortDate = (iso: string | undefined): string => formatShopDate(iso);

/** '2025-11-15' → 'sábado, 15 de noviembre' (the shop's one date form, `formatShopDate`). */
export function longMonthDay(day: string): string {
  return formatShopDate(day);
}

/** '2025-11-15' → 'sábado, 15 de noviembre de 2025'. */
export function longDate(day: string): string {
  return formatShopDate(day, { withYear: true });
}

/** The current month in Mexico City by its Spanish name, lowercase as mid-sentence ('Postres de noviembre'). */
export function currentMonthName(now: Date = new Date()): string {
  return LONG_MONTHS_ES[Number(currentShopMonth(now).slice(5, 7)) - 1];
}

/** min/max attributes of the delivery date input (spec §5, Mexico City clock). */
export const deliveryInputBounds = (now: Date = new Date()) => deliveryDateBounds(now);

/** `day` when it lies within the input's bounds, else undefined (a stale saved date is not offered again). */
export const dayWithin = (day: string | undefined, bounds: { min: string; max: string }): string | undefined =>
  day && day >= bounds.min && day <= bounds.max ? day : undefined;

/** 'YYYY-MM-DD' ↔ a local-midnight Date, the way DayPicker counts days. */
export function dayToDate(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

export function dateToDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
