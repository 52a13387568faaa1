import { useState } from 'react';
import { nextDay, shopDay, weekdayOf, type CapacityReply } from '@kukki/contracts';
import { useCapacity } from '../../api/tools';

/** Tomorrow in Mexico City (YYYY-MM-DD): the day the bakery prepares for. */
export const tomorrow = (now: Date = new Date()) => shopDay(new Date(now.getTime() + 24 * 3600 * 1000));

/** The first day from tomorrow the bakery delivers: not a closed weekday, not a day closed by hand (capacity 0). */
export function nextOpenDay(capacity: Pick<CapacityReply, 'closedWeekdays' | 'overrides'> | undefined, now: Date = new Date()): string {
  let day = tomorrow(now);
  if (!capacity) return day;
  const closedByHand = new Set(capacity.overrides.filter((o) => o.capacity === 0).map((o) => o.date));
  for (let i = 0; i < 14 && (capacity.closedWeekdays.includes(weekdayOf(day)) || closedByHand.has(day)); i++) day = nextDay(day);
  return day;
}

/** The day a bakery sheet shows: the next delivery day until the admin picks another. */
export function useSheetDay(): [string, (day: string) => void] {
  const capacity = useCapacity();
  const [picked, setPicked] = useState<string | null>(null);
  return [picked ?? nextOpenDay(capacity.data), setPicked];
}
