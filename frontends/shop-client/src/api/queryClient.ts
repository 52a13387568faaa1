import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

let client: QueryClient | null = null;

/** One QueryClient for the shell and every remote. */
export function getQueryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      // An action offline fails at once with its Spanish message (NETWORK_ERROR) instead of waiting, paused, with its
      // button at «Revisando...» until the connection returns.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}
