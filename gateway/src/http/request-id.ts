import { randomUUID } from 'node:crypto';

type Headers = Record<string, string | string[] | undefined>;

/** The caller's X-Request-Id when it is a plain token (so it can be logged as is), otherwise a new one. */
export function requestIdOf(headers: Headers): string {
  const incoming = headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
}
