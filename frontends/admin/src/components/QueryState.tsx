import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isUnauthorized } from '../api/http';
import { NotAuthorized } from '../layout/NotAuthorized';
import { ErrorPanel, Loader } from '@kukki/ui';

/** Loader while loading, the error in place of the content, else the content (spec §8). */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Loader />;
  if (query.isError) {
    if (isUnauthorized(query.error)) return <NotAuthorized />;
    return <ErrorPanel message={query.error.message} />;
  }
  return <>{children(query.data)}</>;
}
