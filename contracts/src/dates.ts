import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { endOfMonth } from 'date-fns/endOfMonth';
import { COUPON_MAX_DAYS_AHEAD, DELIVERY_MAX_DAYS_AHEAD, DELIVERY_SAME_DAY_CUTOFF_HOUR, SHOP_TIME_ZONE } from './constants';

/** A calendar day in the shop's time zone, as YYYY-MM-DD. */
export type IsoDay = string;

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * 'yyyy-MM-dd' of a date on its own clock (a TZDate's is Mexico City's). Written out rather than with
 * date-fns' `format`, which would bring its English locale to every page that asks for the shop's day.
 */
function isoDayOf(date: Date): IsoDay {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** 'yyyy-MM-dd HH:mm' of a date on its own clock. */
function isoMinuteOf(date: Date): string {
  return `${isoDayOf(date)} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** `now` seen on the clock of Mexico City. */
export function shopNow(now: Date = new Date()): TZDate {
  return new TZDate(now.getTime(), SHOP_TIME_ZONE);
}

/**
 * `compute`, remembered for the minute of `now` it was last asked for: the shop's day and the windows
 * change only on whole hours of Mexico City's clock, while every checkout asks for them again (reading a
 * time zone's offset is a few hundredths of a millisecond each time).
 */
function perMinute<T>(compute: (now: Date) => T): (now?: Date) => T {
  let last: { minute: number; value: T } | undefined;
  return (now = new Date()) => {
    const minute = Math.floor(now.getTime() / 60_000);
    if (last?.minute !== minute) last = { minute, value: compute(now) };
    return last.value;
  };
}

export const shopDay: (now?: Date) => IsoDay = perMinute((now) => isoDayOf(shopNow(now)));

const deliveryWindow = perMinute((now): Readonly<{ min: IsoDay; max: IsoDay }> => {
  const local = shopNow(now);
  const min = local.getHours() >= DELIVERY_SAME_DAY_CUTOFF_HOUR ? addDays(local, 1) : local;
  return { min: isoDayOf(min), max: isoDayOf(addDays(local, DELIVERY_MAX_DAYS_AHEAD)) };
});

/**
 * Delivery date window (spec §5): from today, or tomorrow once it is 12:00 or later in Mexico City,
 * up to 30 days ahead.
 */
export function deliveryDateBounds(now: Date = new Date()): { min: IsoDay; max: IsoDay } {
  return { ...deliveryWindow(now) };
}

/** Coupon expiry window (spec §5): today to 180 days ahead. */
export function couponExpiryBounds(now: Date = new Date()): { min: IsoDay; max: IsoDay } {
  const local = shopNow(now);
  return { min: isoDayOf(local), max: isoDayOf(addDays(local, COUPON_MAX_DAYS_AHEAD)) };
}

export function isDayWithin(day: IsoDay, bounds: { min: IsoDay; max: IsoDay }): boolean {
  return ISO_DAY.test(day) && isRealDay(day) && day >= bounds.min && day <= bounds.max;
}

export function isRealDay(day: IsoDay): boolean {
  if (!ISO_DAY.test(day)) return false;
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Subscription delivery rule (spec §4): paid before the 15th of the month (Mexico City) → delivered
 * on the 15th; paid on or after the 15th → delivered on the last day of that month.
 */
export function subscriptionDeliveryDay(paidAt: Date = new Date()): IsoDay {
  const local = shopNow(paidAt);
  if (local.getDate() < 15) return isoDayOf(new TZDate(local.getFullYear(), local.getMonth(), 15, SHOP_TIME_ZONE));
  return isoDayOf(endOfMonth(local));
}

/** Every day of the delivery window (`deliveryDateBounds`), inclusive, oldest first. */
export function deliveryWindowDays(now: Date = new Date()): IsoDay[] {
  const { min, max } = deliveryDateBounds(now);
  const days: IsoDay[] = [];
  const [y, m, d] = min.split('-').map(Number);
  for (let t = Date.UTC(y, m - 1, d); ; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (day > max) break;
    days.push(day);
  }
  return days;
}

/** The instant a Mexico City calendar day begins (00:00 in America/Mexico_City). */
export function shopDayStart(day: IsoDay): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d, SHOP_TIME_ZONE).getTime());
}

/** The day after `day` (calendar arithmetic, no time zone). */
export function nextDay(day: IsoDay): IsoDay {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD HH:mm' on the clock of Mexico City. */
export function shopDateTime(at: Date): string {
  return isoMinuteOf(shopNow(at));
}
