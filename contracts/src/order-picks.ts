import { CHOCOLATE_CATEGORY } from './constants';

/** The label the order stores before a line's picks (the admin's packing view, spec §2). */
export const BOX_LABEL = 'Caja con:';
const STORED_LABEL = /^caja con:\s*/i;

/** A line's picks without the stored label: 'Caja con: a, b' and 'a, b' both give 'a, b'. */
export function picksOf(description: string | undefined): string {
  return (description ?? '').trim().replace(STORED_LABEL, '').trim();
}

/** A line's picks as the shopper reads them: a box's contents («Caja con: …»), a chocolate's kind («Tipo: …»). */
export function picksLine(description: string | undefined, categoryId?: string): string {
  const picks = picksOf(description);
  if (!picks) return '';
  return categoryId === CHOCOLATE_CATEGORY ? `Tipo: ${picks}` : `${BOX_LABEL} ${picks}`;
}
