import { SEARCH_MIN_LENGTH } from '@kukki/contracts';

/** Search applies only with more than 1 character (spec §5). */
export const searchApplies = (query: string): boolean => query.trim().length >= SEARCH_MIN_LENGTH;

/** Case-insensitive match of the query on a description; every text matches while search does not apply. */
export function matchesDescription(description: string | undefined, query: string): boolean {
  if (!searchApplies(query)) return true;
  return (description ?? '').toLocaleLowerCase('es-MX').includes(query.trim().toLocaleLowerCase('es-MX'));
}

export function filterByDescription<T extends { description?: string }>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesDescription(item.description, query));
}
