import { nextDay, shopDay, shopDayStart } from '@kukki/contracts';

export type DeferredMethod = 'oxxo' | 'spei';
export const DEFERRED_METHODS: DeferredMethod[] = ['oxxo', 'spei'];

/** Mercado Pago's default: an OXXO ticket or SPEI reference is payable for 3 days. */
export const DEFAULT_TICKET_DAYS = 3;

/**
 * The end (23:59:59, Mexico City) of the last of `days` calendar days counting today: issued on
 * Thursday 26 with 3 days, payable until Saturday 28 at 23:59.
 */
export function ticketExpiry(now: Date, days = DEFAULT_TICKET_DAYS): Date {
  let day = shopDay(now);
  for (let i = 0; i < Math.max(1, Math.floor(days)); i++) day = nextDay(day);
  return new Date(shopDayStart(day).getTime() - 1000);
}

/**
 * When a ticket or transfer of `preference` expires: `days` when the control API names them; else Mercado Pago's
 * default, cut short by the preference's own `date_of_expiration` when it comes first.
 */
export function deferredExpiry(preference: { date_of_expiration: string | null }, days?: number, now = new Date()): Date {
  if (days !== undefined) return ticketExpiry(now, days);
  const usual = ticketExpiry(now);
  const asked = preference.date_of_expiration ? new Date(preference.date_of_expiration) : null;
  return asked && asked < usual ? asked : usual;
}

/** The payment types a preference leaves out (`payment_methods.excluded_payment_types`). */
function excludedTypes(preference: object): string[] {
  const excluded = (
    (preference as { payment_methods?: unknown }).payment_methods as { excluded_payment_types?: Array<{ id?: unknown }> } | undefined
  )?.excluded_payment_types;
  return Array.isArray(excluded) ? excluded.map((t) => String(t?.id)) : [];
}

/** Whether the preference can be paid with cash at OXXO (`ticket`) or by SPEI (`bank_transfer`), as Mercado Pago offers it. */
export function offersDeferred(preference: object, method: DeferredMethod): boolean {
  return !excludedTypes(preference).includes(method === 'oxxo' ? 'ticket' : 'bank_transfer');
}
