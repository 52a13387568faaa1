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
  const national = countryGiven ? (afterCountry.length === 10 ? afterCountry : null) : nationalDigits(digits);
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

function nationalDigits(digits: string): string | null {
  if (digits.length === 10) return digits;
  if (digits.length === 12 && digits.startsWith('52')) return digits.slice(2);
  if (digits.length === 13 && digits.startsWith('521')) return digits.slice(3);
  return null;
}
