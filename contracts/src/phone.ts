/**
 * A phone as the shop shows it (issue 16 item 10): area code and number as they were entered,
 * keeping a leading «+» ('+52', '5512345678' → '+52 5512345678'); never a bare '+'.
 */
export function formatPhone(areaCode: string | number | null | undefined, number?: string | number | null): string {
  const area = String(areaCode ?? '')
    .trim()
    .replace(/^\+\s+/, '+');
  const rest = String(number ?? '').trim();
  return [area === '+' ? '' : area, rest].filter(Boolean).join(' ');
}
