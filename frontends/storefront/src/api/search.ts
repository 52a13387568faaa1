import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListProductsReply, Product } from '@kukki/contracts';
import { api } from '@kukki/shop-client';
import { searchApplies } from '@kukki/shop-client/src/rules/search';

/** Wait after the last keystroke before asking the server. */
const TYPING_PAUSE_MS = 200;

export const fetchSearch = (q: string) =>
  api<ListProductsReply>(`/productos/buscar?q=${encodeURIComponent(q)}`).then((d) => d.products ?? []);

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The server's Spanish search (`GET /api/productos/buscar`: plurals, accents, name matches first) for
 * what the shopper typed. `found` is undefined while search does not apply (1 character or less) and
 * until the first answer arrives, or when the server cannot be reached (offline): the page then
 * filters what it already has.
 */
export function useProductSearch(query: string): { found: Product[] | undefined; applies: boolean } {
  const settled = useSettled(query.trim());
  const applies = searchApplies(query);
  const search = useQuery({
    queryKey: ['search', settled],
    queryFn: () => fetchSearch(settled),
    enabled: searchApplies(settled),
    placeholderData: keepPreviousData,
    retry: false,
  });
  // The previous words' answer stands in only while this one is on its way: offline the query is paused, and an
  // earlier «zzzz» must not answer «galle» with nothing.
  const stale = search.isPlaceholderData && search.fetchStatus !== 'fetching';
  return { found: applies && search.isSuccess && !stale ? search.data : undefined, applies };
}
