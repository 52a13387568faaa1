import { formatMoney, ISO_DAY, SHOP_TIME_ZONE } from '@kukki/contracts';

/** $1,234.50 — pesos with es-MX separators (spec §9). */
export const money = (value: number | null | undefined) => `$${formatMoney(Number(value ?? 0))}`;

// Built once: an Intl formatter costs far more to make than to use.
const LONG_DAY = new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const LONG_DATE = new Intl.DateTimeFormat('es-MX', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});
const DATE_TIME = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', hour12: false, timeZone: SHOP_TIME_ZONE });

/**
 * A calendar day ('2025-11-15') as 'sábado, 15 de noviembre de 2025'; an instant is shown on the
 * clock of Mexico City. Anything unreadable is shown as given.
 */
export function longDate(value: string | null | undefined): string {
  if (!value) return '';
  if (ISO_DAY.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return LONG_DAY.format(new Date(Date.UTC(y, m - 1, d, 12)));
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return LONG_DATE.format(date);
}

/** An instant with its time in Mexico City: '15 de noviembre de 2025, 14:30'. */
export function dateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return DATE_TIME.format(date);
}

/** Makes a link absolute against the shop's public address. */
export function absoluteUrl(url: string | null | undefined, publicUrl: string): string {
  if (!url) return '';
  if (/^https?:\/\//i.test(url)) return url;
  return `${publicUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** The first name, for greetings. */
export const firstName = (name: string | null | undefined) => (name ?? '').trim().split(/\s+/)[0] ?? '';
