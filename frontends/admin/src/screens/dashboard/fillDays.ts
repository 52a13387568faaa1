import { shopDay, SHORT_MONTHS_ES } from '@kukki/contracts';
import type { Stats } from '../../api/types';

export interface DayPoint {
  day: string;
  label: string;
  orders: number;
  revenue: number;
}

function addDaysIso(day: string, delta: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + delta));
  return date.toISOString().slice(0, 10);
}

export function dayLabel(day: string): string {
  const [, m, d] = day.split('-').map(Number);
  return `${d} ${SHORT_MONTHS_ES[m - 1] ?? ''}`;
}

/** The last `count` days ending today (Mexico City), zero where the server sent nothing. */
export function fillDays(days: Stats['days'], count = 30, now: Date = new Date()): DayPoint[] {
  const today = shopDay(now);
  const byDay = new Map(days.map((entry) => [entry.day.slice(0, 10), entry]));
  return Array.from({ length: count }, (_, index) => {
    const day = addDaysIso(today, index - (count - 1));
    const entry = byDay.get(day);
    return { day, label: dayLabel(day), orders: entry?.orders ?? 0, revenue: entry?.revenue ?? 0 };
  });
}
