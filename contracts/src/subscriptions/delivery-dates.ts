import { LONG_MONTHS_ES } from '../admin-display';
import { isRealDay, shopDay, subscriptionDeliveryDay, type IsoDay } from '../dates';

// Delivery dates of a subscription (spec §4).

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month1: number) => new Date(Date.UTC(year, month1, 0)).getUTCDate();

/** The rule on a calendar day: before the 15th → the 15th; on or after → the month's last day. */
export function deliveryDayForCalendarDay(day: IsoDay): IsoDay {
  const [y, m, d] = day.split('-').map(Number);
  return d < 15 ? `${y}-${pad(m)}-15` : `${y}-${pad(m)}-${pad(lastDayOf(y, m))}`;
}

/**
 * First delivery of an enrolment: the rule applied to the payment moment (Mexico City), or to the
 * subscription date the customer chose when that is later (a subscription starting next month is
 * delivered next month).
 */
export function firstDeliveryDay(paidAt: Date, subscriptionDate?: IsoDay | null): IsoDay {
  const byPayment = subscriptionDeliveryDay(paidAt);
  if (!subscriptionDate || !isRealDay(subscriptionDate) || subscriptionDate <= shopDay(paidAt)) return byPayment;
  return deliveryDayForCalendarDay(subscriptionDate);
}

/** The same kind of day (15th or last day) `monthsAhead` months after `first`. */
export function deliveryDayMonthsAfter(first: IsoDay, monthsAhead: number): IsoDay {
  const [y, m, d] = first.split('-').map(Number);
  const index = y * 12 + (m - 1) + monthsAhead;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const midMonth = d === 15;
  return `${year}-${pad(month)}-${pad(midMonth ? 15 : lastDayOf(year, month))}`;
}

/**
 * Every delivery of a period paid at once: one per month, the first by the rule, the following
 * ones on the same kind of day (15th, or last day) of each next month.
 */
export function deliverySchedule(paidAt: Date, months: number, subscriptionDate?: IsoDay | null): IsoDay[] {
  const first = firstDeliveryDay(paidAt, subscriptionDate);
  return Array.from({ length: months }, (_, i) => deliveryDayMonthsAfter(first, i));
}

/**
 * Delivery for a recurring (Mensual) charge: the rule on the charge date, but never in a month
 * that already has a delivery — then the 15th of the month after the previous delivery.
 */
export function nextRecurringDeliveryDay(paidAt: Date, previous: IsoDay | null, subscriptionDate?: IsoDay | null): IsoDay {
  const candidate = firstDeliveryDay(paidAt, subscriptionDate);
  if (!previous || candidate.slice(0, 7) > previous.slice(0, 7)) return candidate;
  const [y, m] = previous.split('-').map(Number);
  const index = y * 12 + m; // next month, 0-based
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-15`;
}

/** 'YYYY-MM' → 'noviembre 2026'. */
export function spanishMonthLabel(monthKey: string): string {
  const [y, m] = monthKey.split('-').map(Number);
  return `${LONG_MONTHS_ES[m - 1]} ${y}`;
}

/** The current month in Mexico City, as YYYY-MM. */
export const currentShopMonth = (now: Date = new Date()): string => shopDay(now).slice(0, 7);
