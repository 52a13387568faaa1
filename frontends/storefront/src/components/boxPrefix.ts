import { CHOCOLATE_CATEGORY } from '@kukki/contracts';

const BOX_PREFIX = /^caja con:\s*/i;

/** 'Caja con: …' once, whether or not the stored description already carries it. */
const withBoxPrefix = (description: string): string => (BOX_PREFIX.test(description) ? description : `Caja con: ${description}`);

/**
 * A line's picks as the shopper reads them: a box's contents («Caja con: …»), a chocolate's kind («Tipo: Amargo»).
 * The order stores both as «Caja con: …» (the admin's packing view, spec §2).
 */
export function picksLine(description: string, categoryId?: string): string {
  return categoryId === CHOCOLATE_CATEGORY ? `Tipo: ${description.replace(BOX_PREFIX, '')}` : withBoxPrefix(description);
}
