import type { RefinementCtx } from 'zod';
import { textOf } from './text-of';

/** A Mexican phone as the admin shows and dials it: display text, a `tel:` link and a WhatsApp link. */
export interface MexicanPhone {
  text: string;
  tel: string;
  whatsapp: string;
}

/**
 * Mexican numbers have 10 digits after the country code 52 (the old mobile prefix 521 is dropped):
 * '55 12345678', '5512345678', '+52 55 1234 5678' and '+521 5512345678' all read «+52 55 1234 5678».
 * Anything else (a foreign number, a typo) keeps its digits and the «+» it was typed with.
 */
export function mexicanPhone(areaCode: string | number | null | undefined, number?: string | number | null): MexicanPhone | null {
  const raw = `${areaCode ?? ''} ${number ?? ''}`.trim();
  const digits = raw.replace(/\D/g, '');
  if (!digits) return null;
  // «+52» (or «+521») written as the area code is the country: the number after it must be the ten digits
  // itself, never «+52» + 8 digits read as «+52 52 5678 1234».
  const countryGiven = number != null && /^\s*\+\s*521?\s*$/.test(String(areaCode ?? ''));
  const afterCountry = String(number ?? '').replace(/\D/g, '');
  const national = countryGiven
    ? nationalDigits(afterCountry)
    : number != null
      ? phoneNationalDigits(areaCode, number)
      : nationalDigits(digits);
  if (national) {
    const text = `+52 ${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`;
    return { text, tel: `tel:+52${national}`, whatsapp: `https://wa.me/52${national}` };
  }
  const international = raw.startsWith('+');
  return {
    text: `${international ? '+' : ''}${digits}`,
    tel: `tel:${international ? '+' : ''}${digits}`,
    whatsapp: `https://wa.me/${digits}`,
  };
}

/** The ten national digits of a Mexican number's digits (10, 52 + 10, or 521 + 10), or null. */
export function nationalDigits(digits: string): string | null {
  if (digits.length === 10) return digits;
  if (digits.length === 12 && digits.startsWith('52')) return digits.slice(2);
  if (digits.length === 13 && digits.startsWith('521')) return digits.slice(3);
  return null;
}

/**
 * The ten national digits of a phone typed as area code and number, or null. Customers write a city's
 * lada in «Código de área»: «55» before «5512345678» (the lada twice) or before «12345678» (the lada, then
 * the rest) is the same Mexico City number as «+52» with «5512345678».
 */
export function phoneNationalDigits(areaCode: unknown, number: unknown): string | null {
  const area = textOf(areaCode).replace(/\D/g, '');
  const rest = textOf(number).replace(/\D/g, '');
  // «+1», «+34»: another country, written with its «+».
  const foreign = textOf(areaCode).trim().startsWith('+');
  if (area && !foreign && !isMexicoCountryCode(areaCode)) {
    if (rest.length === 10) return rest;
    if (area.length + rest.length === 10) return area + rest;
  }
  return nationalDigits(area + rest);
}

export const PHONE_AFTER_COUNTRY_MESSAGE = 'Con la lada +52 el teléfono lleva 10 dígitos (ej. 5512345678)';

/** «+52», «52», «+521» or «521» written as the area code: Mexico's country code, not a city's lada. */
export const isMexicoCountryCode = (areaCode: unknown): boolean => /^\s*\+?\s*521?\s*$/.test(textOf(areaCode));

/**
 * After Mexico's country code the number is the ten national digits (or the whole number with 52 again):
 * «+52» with «12345678» is a typo the courier cannot dial. Null when the phone is fine (or is not written with the country code).
 */
export function countryPhoneRefusal(areaCode: unknown, number: unknown): string | null {
  if (!isMexicoCountryCode(areaCode)) return null;
  return nationalDigits(textOf(number).replace(/\D/g, '')) ? null : PHONE_AFTER_COUNTRY_MESSAGE;
}

/** Zod refinement of a `{ area_code, number }` object: the refusal above, on `number`. */
export function refineCountryPhone(phone: { area_code: string; number: string }, ctx: RefinementCtx): void {
  const message = countryPhoneRefusal(phone.area_code, phone.number);
  if (message) ctx.addIssue({ code: 'custom', message, path: ['number'] });
}
