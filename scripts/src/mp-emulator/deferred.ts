import { nextDay, shopDay, shopDayStart } from '@kukki/contracts';

export type DeferredMethod = 'oxxo' | 'spei';
export const DEFERRED_METHODS: DeferredMethod[] = ['oxxo', 'spei'];

/** Mercado Pago's default: an OXXO ticket or SPEI reference is payable for 3 days. */
export const DEFAULT_TICKET_DAYS = 3;

/** The last second of the day `days` after today, on the clock of Mexico City (23:59:59). */
export function ticketExpiry(now: Date, days = DEFAULT_TICKET_DAYS): Date {
  let day = shopDay(now);
  for (let i = 0; i <= Math.max(0, Math.floor(days)); i++) day = nextDay(day);
  return new Date(shopDayStart(day).getTime() - 1000);
}
