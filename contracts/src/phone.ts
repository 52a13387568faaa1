/**
 * A phone as the shop shows it: area code and number as they were
 * entered, keeping a leading «+» ('+52', '5512345678' → '+52 5512345678'); never a bare '+'. A country
 * code typed without its «+» before a full 10-digit number gets it ('52', '5599887766' → '+52 5599887766').
 */
export function formatPhone(areaCode: string | number | null | undefined, number?: string | number | null): string {
  const area = String(areaCode ?? '')
    .trim()
    .replace(/^\+\s+/, '+');
  const rest = String(number ?? '').trim();
  const countryCode = /^\d{1,3}$/.test(area) && rest.replace(/\D/g, '').length >= 10;
  return [area === '+' ? '' : countryCode ? `+${area}` : area, rest].filter(Boolean).join(' ');
}
