import { SEARCH_MIN_LENGTH } from './constants';

/**
 * Shop search (catálogo and sabores): case- and accent-insensitive, over the
 * product's name, description and category (flavor) name; every word of the query must start a
 * word of the product ('galleta de nuez' finds «Galletas de nuez», 'limon' finds «Pay de limón»),
 * and products whose name matches come first. Applies only with more than 1 character (spec §5).
 */

/** Lower case without accents or diacritics ('Limón' → 'limon', 'Garapiñados' → 'garapinados'). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const words = (text: string): string[] =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export const searchApplies = (query: string): boolean => query.trim().length >= SEARCH_MIN_LENGTH;

export interface SearchFields {
  name?: string;
  description?: string;
  /** Category slug and/or flavor name. */
  category?: string | string[];
}

/** A query word matches a word of the text when it starts it; a plural ('galletas') also finds the singular. */
function wordMatches(token: string, textWords: string[]): boolean {
  const singular = token.length > 3 && token.endsWith('s') ? token.slice(0, -1) : token;
  return textWords.some((w) => w.startsWith(token) || w.startsWith(singular));
}

/** 2: every query word is in the name; 1: every word is somewhere (name, description, category); 0: no match. */
export function searchRank(fields: SearchFields, query: string): 0 | 1 | 2 {
  if (!searchApplies(query)) return 1;
  const tokens = words(query);
  if (tokens.length === 0) return 1;
  const nameWords = words(fields.name ?? '');
  if (tokens.every((t) => wordMatches(t, nameWords))) return 2;
  const categories = Array.isArray(fields.category) ? fields.category.join(' ') : (fields.category ?? '');
  const all = [...nameWords, ...words(fields.description ?? ''), ...words(categories)];
  return tokens.every((t) => wordMatches(t, all)) ? 1 : 0;
}

/** The items that match, name matches first, otherwise in their given order; all of them while search does not apply. */
export function searchItems<T>(items: readonly T[], query: string, fieldsOf: (item: T) => SearchFields): T[] {
  if (!searchApplies(query)) return [...items];
  return items
    .map((item, index) => ({ item, index, rank: searchRank(fieldsOf(item), query) }))
    .filter((r) => r.rank > 0)
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .map((r) => r.item);
}
