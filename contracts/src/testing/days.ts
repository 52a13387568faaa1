import { shopDay } from '../dates';
import { DEFAULT_CLOSED_WEEKDAYS, weekdayOf } from '../delivery';

/**
 * A delivery day about `n` days ahead (Mexico City) that the shop delivers by default: the first
 * day from there on that is not a closed weekday (Sunday). Distinct `n` may meet on the same day
 * after a Sunday, so tests that need distinct days use `openDaysAhead`.
 */
export function openDayAhead(n: number, now: Date = new Date()): string {
  for (let i = n; ; i += 1) {
    const day = shopDay(new Date(now.getTime() + i * 86_400_000));
    if (!DEFAULT_CLOSED_WEEKDAYS.includes(weekdayOf(day))) return day;
  }
}

/** The open delivery days from `n` days ahead on, `count` of them, distinct and in order. */
export function openDaysAhead(n: number, count: number, now: Date = new Date()): string[] {
  const days: string[] = [];
  for (let i = n; days.length < count; i += 1) {
    const day = shopDay(new Date(now.getTime() + i * 86_400_000));
    if (!DEFAULT_CLOSED_WEEKDAYS.includes(weekdayOf(day))) days.push(day);
  }
  return days;
}
