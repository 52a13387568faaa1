import { userStore } from '../state/user';

export const GENERIC_ERROR = '¡Algo salió mal, por favor inténtalo de nuevo!';
/** The transport's own error (the browser's «Failed to fetch»: no answer reached us), said in Spanish. */
export const NETWORK_ERROR = 'No pudimos comunicarnos con la tienda. Revisa tu conexión e inténtalo de nuevo.';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;
let transport: Fetch | null = null;

/** Where `api()` sends its calls instead of the browser's fetch: the server renderer's in-process reads. */
export function setApiTransport(next: Fetch | null): void {
  transport = next;
}

/**
 * Same-origin call to `/api{path}` with credentials and, when logged in, the bearer token.
 * Rejects with an ApiError carrying the server's `{ message }`, or the transport error's message.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = userStore.get()?.token;
  if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await (transport ?? fetch)(`/api${path}`, {
      method: options.method ?? (options.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: isForm ? (options.body as FormData) : options.body !== undefined ? JSON.stringify(options.body) : undefined,
      credentials: 'include',
      // The catalogue is public and cacheable for a minute (proxies); the page itself always
      // revalidates (a cheap 304 with the ETag), so an administrator's change shows at once.
      cache: 'no-cache',
      signal: options.signal,
    });
  } catch (error) {
    // A call the page itself gave up keeps its AbortError; any other transport failure is the network's.
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0);
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
        ? (data as { message: string }).message
        : response.statusText || GENERIC_ERROR;
    throw new ApiError(message, response.status);
  }
  return data as T;
}

/** The message to show for any failure. */
export const errorMessage = (error: unknown): string => (error instanceof Error && error.message ? error.message : GENERIC_ERROR);
