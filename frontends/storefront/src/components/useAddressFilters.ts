import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export interface AddressFilters {
  query: string;
  setQuery: (q: string) => void;
  category: string | null;
  setCategory: (c: string | null) => void;
}

/**
 * A list's search and category, started from the address (`?q=`, the last `?categoria=`: a page sent without
 * scripts, a shared link) and written back to it as they change, replacing the entry: the back button and a
 * copied link keep what she chose without a history step per letter.
 */
export function useAddressFilters(): AddressFilters {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [category, setCategory] = useState<string | null>(() => params.getAll('categoria').at(-1) || null);
  useEffect(() => {
    const next = new URLSearchParams();
    if (query.trim()) next.set('q', query);
    if (category) next.set('categoria', category);
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
    // Only her changes write the address; `params` is read to compare.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, category]);
  return { query, setQuery, category, setCategory };
}
