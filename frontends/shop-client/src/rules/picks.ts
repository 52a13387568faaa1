import { BOX_CATEGORY, BOX_PICK_LIMITS, BOX_PICK_LIST, CHOCOLATE_CATEGORY, CHOCOLATE_OPTIONS } from '@kukki/contracts';

/** The 10 treats a box can hold, and the chocolate types (spec §3). */
export const BOX_PICKS: readonly { name: string; flavor?: string }[] = BOX_PICK_LIST;
export const CHOCOLATE_TYPES: readonly { name: string; flavor?: string }[] = CHOCOLATE_OPTIONS.map((name) => ({ name }));

export const PICK_MESSAGES = {
  boxEmpty: 'Selecciona un producto para agregar a tu caja por favor',
  small: 'Para la caja chica por favor selecciona máximo 4 productos',
  medium: 'Para la caja mediana por favor selecciona máximo 6 productos',
  large: 'Para la caja grande por favor selecciona máximo 4 productos',
  chocolateEmpty: 'Selecciona al menos un tipo de chocolate por favor',
  price: 'Selecciona un precio por favor',
} as const;

const LIMIT_MESSAGE: Record<number, string> = { 200: PICK_MESSAGES.small, 300: PICK_MESSAGES.medium, 400: PICK_MESSAGES.large };

export const needsPicks = (category: string): boolean => category === BOX_CATEGORY || category === CHOCOLATE_CATEGORY;

/** Client validation of the product page (spec §5); returns the message to show, or null when valid. */
export function validatePicks(category: string, price: number | null | undefined, picks: readonly string[]): string | null {
  if (price === null || price === undefined || Number.isNaN(price)) return PICK_MESSAGES.price;
  if (category === BOX_CATEGORY) {
    if (picks.length === 0) return PICK_MESSAGES.boxEmpty;
    const limit = BOX_PICK_LIMITS[price];
    if (limit !== undefined && picks.length > limit) return LIMIT_MESSAGE[price];
  }
  if (category === CHOCOLATE_CATEGORY && picks.length === 0) return PICK_MESSAGES.chocolateEmpty;
  return null;
}
