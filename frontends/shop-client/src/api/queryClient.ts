import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

let client: QueryClient | null = null;

/** How often a read that failed because the shop (or the connection) was down is asked again. */
export const UNAVAILABLE_RETRY_MS = 5_000;

/** A failure that passes: the connection, a 503 while a service restarts, a 502/504 on the way. Not a 4xx. */
export const isPassingFailure = (error: unknown): boolean => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** One QueryClient for the shell and every remote. */
export function getQueryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        // The page shows the Spanish error at once, then recovers by itself once the service is back (a shopper who
        // has just paid sees «¡Tu orden está pagada!», not an error that stays until a reload).
        refetchInterval: (query) => (query.state.status === 'error' && isPassingFailure(query.state.error) ? UNAVAILABLE_RETRY_MS : false),
      },
      // An action offline fails at once with its Spanish message (NETWORK_ERROR) instead of waiting, paused, with its
      // button at «Revisando...» until the connection returns.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}
