import { CHOCOLATE_CATEGORY } from './constants';

/** The label the order stores before a line's picks (the admin's packing view, spec §2). */
export const BOX_LABEL = 'Caja con:';
const STORED_LABEL = /^caja con:\s*/i;

/** A line with picks: a stored order line (its `picks` list) or a cart line (its description only). */
export interface PickedLine {
  picks?: readonly string[] | null;
  description?: string | null;
  category_id?: string | null;
}

/** A line's picks without the stored label: 'Caja con: a, b' and 'a, b' both give 'a, b'. */
export function picksOf(description: string | null | undefined): string {
  return (description ?? '').trim().replace(STORED_LABEL, '').trim();
}

/** The picks of a line: its stored list, else its description without the label. */
export function linePicks(line: PickedLine): string {
  return line.picks?.length ? line.picks.join(', ') : picksOf(line.description);
}

/** A line's picks with the label the shopper reads: a box's contents («Caja con:»), a chocolate's kind («Tipo:»). */
export function labelledPicks(line: PickedLine): { label: string; picks: string } | null {
  const picks = linePicks(line);
  if (!picks) return null;
  return { label: line.category_id === CHOCOLATE_CATEGORY ? 'Tipo:' : BOX_LABEL, picks };
}

/** The same as one line of text: «Caja con: a, b», «Tipo: Amargo»; '' for a line without picks. */
export function picksLine(line: PickedLine): string {
  const labelled = labelledPicks(line);
  return labelled ? `${labelled.label} ${labelled.picks}` : '';
}
