import {
  BOX_CATEGORY,
  BOX_PICK_NAMES,
  boxPicksProblem,
  CHOCOLATE_CATEGORY,
  CHOCOLATE_OPTIONS,
  foldText,
  lineTitle,
  MAX_QUANTITY,
  MAX_UNITS_PER_ORDER,
  ORDER_MESSAGES as OM,
  orderUnits,
  pesosToCents,
  type OrderItemInput,
  type Product,
} from '@kukki/contracts';
import { badRequest } from '@kukki/platform';
import type { StoredItem } from './db/schema';

/**
 * An order line priced from the catalogue (the client's title, picture and description are ignored):
 * the stored line before its money turns into centavos, the unit price still in pesos.
 */
export type BuiltLine = Omit<StoredItem, 'unitPriceCents' | 'lineTotalCents'> & { unit_price: number };

const fold = (s: string) => foldText(s).replace(/\s+/g, ' ').trim();

/** The picks a line asks for: `picks`, or else the names listed in its description ('Caja con: a, b'). */
function requestedPicks(item: OrderItemInput, known: readonly string[]): { names: string[]; explicit: boolean } {
  if (Array.isArray(item.picks)) return { names: item.picks.filter((p) => p.length > 0), explicit: true };
  const listed = (item.description ?? '')
    .replace(/^\s*caja con:\s*/i, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const knownFolded = new Set(known.map(fold));
  return { names: listed.filter((n) => knownFolded.has(fold(n))), explicit: false };
}

/** Canonical names, deduplicated; an explicit unknown name is refused with `unknown(name)`. */
function canonical(names: string[], known: readonly string[], unknown: (name: string) => string): string[] {
  const byFold = new Map(known.map((k) => [fold(k), k]));
  const out: string[] = [];
  for (const name of names) {
    const match = byFold.get(fold(name));
    if (!match) throw badRequest(unknown(name));
    if (!out.includes(match)) out.push(match);
  }
  return out;
}

function boxPicks(item: OrderItemInput, price: number, sizeIndex: number): string[] {
  const { names } = requestedPicks(item, BOX_PICK_NAMES);
  const picks = canonical(names, BOX_PICK_NAMES, OM.pickUnknown);
  const problem = boxPicksProblem(price, sizeIndex, picks.length);
  if (problem) throw badRequest(problem);
  return picks;
}

function chocolatePicks(item: OrderItemInput): string[] {
  const { names } = requestedPicks(item, CHOCOLATE_OPTIONS);
  const picks = canonical(names, CHOCOLATE_OPTIONS, OM.chocolateUnknown);
  if (picks.length === 0) throw badRequest(OM.chocolateNeedsPick);
  return picks;
}

/**
 * Checks every requested line against the catalogue: a known, orderable product; a unit price equal
 * to one of its prices (which selects the size); box and chocolate picks within the spec's rules.
 */
export function buildLines(items: OrderItemInput[], products: Map<string, Product>): BuiltLine[] {
  const lines = items.map((item): BuiltLine => {
    const product = products.get(item.id.toLowerCase());
    if (!product || product.archived) throw badRequest(OM.productUnknown);
    if (product.available === false) throw badRequest(OM.productUnavailable(product.name));
    const sizeIndex = product.price.findIndex((p) => pesosToCents(p) === pesosToCents(item.unit_price));
    if (sizeIndex < 0) throw badRequest(OM.priceInvalid(product.name));
    const price = product.price[sizeIndex];
    const size = product.size[sizeIndex] ?? '';
    let picks: string[] = [];
    if (product.category === BOX_CATEGORY) picks = boxPicks(item, price, sizeIndex);
    else if (product.category === CHOCOLATE_CATEGORY) picks = chocolatePicks(item);
    return {
      id: product._id,
      title: lineTitle(product.name, size),
      picture_url: product.coverImage,
      category_id: product.category,
      size,
      quantity: item.quantity,
      unit_price: price,
      description: picks.length ? `Caja con: ${picks.join(', ')}` : '',
      picks,
    };
  });
  return mergeIdenticalLines(lines);
}

/**
 * Lines of the same product, size and picks become one line with the quantities added up (50
 * identical lines are one line), and the order holds at most MAX_UNITS_PER_ORDER units in all. A merged
 * line keeps a line's limit (MAX_QUANTITY): two lines of 20 are not a way round it.
 */
export function mergeIdenticalLines(lines: BuiltLine[]): BuiltLine[] {
  const merged = new Map<string, BuiltLine>();
  for (const line of lines) {
    const key = JSON.stringify([line.id, line.size, line.unit_price, [...line.picks].sort()]);
    const same = merged.get(key);
    if (same) same.quantity += line.quantity;
    else merged.set(key, { ...line });
  }
  const out = [...merged.values()];
  if (orderUnits(out) > MAX_UNITS_PER_ORDER) throw badRequest(OM.tooManyUnits);
  const overfull = out.find((line) => line.quantity > MAX_QUANTITY);
  if (overfull) throw badRequest(OM.lineQuantityTooMany(overfull.title));
  return out;
}
