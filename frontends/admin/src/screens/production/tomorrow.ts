import { shopDay } from '@kukki/contracts';

/** Tomorrow in Mexico City (YYYY-MM-DD): the day the bakery prepares for. */
export const tomorrow = (now: Date = new Date()) => shopDay(new Date(now.getTime() + 24 * 3600 * 1000));
