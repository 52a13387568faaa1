import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Loader } from '@kukki/ui';
import { errorMessage } from '@kukki/shop-client';

/** A page's list: the loader while it loads, its Spanish error as a heading in its place, else the list. */
export function QueryContent<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Loader />;
  if (query.isError)
    return (
      <h2 className="error-text" role="alert">
        {errorMessage(query.error)}
      </h2>
    );
  return <>{children(query.data)}</>;
}
