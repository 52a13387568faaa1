/**
 * One `Idempotency-Key` per checkout (or enrolment) attempt. Sending the same body again — a retry after
 * an error or a lost answer — reuses the attempt's key, so the server answers the first order instead of
 * creating a second; a changed body starts a new attempt, and a success ends it.
 */
const storageKey = (kind: string) => `kukki:intento:${kind}`;

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context (plain http on a LAN address) randomUUID is missing: a v4 UUID by hand.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function read(kind: string): { key: string; body: string } | null {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey(kind)) ?? 'null') as { key: string; body: string } | null;
  } catch {
    return null;
  }
}

/** The key of the attempt that sends `body` (the same one for the same body until the attempt succeeds). */
export function attemptKey(kind: string, body: unknown): string {
  const text = JSON.stringify(body);
  const saved = read(kind);
  if (saved?.body === text) return saved.key;
  const key = newKey();
  try {
    sessionStorage.setItem(storageKey(kind), JSON.stringify({ key, body: text }));
  } catch {
    // Storage full or blocked: the key still covers this request.
  }
  return key;
}

/** The attempt succeeded: the next checkout is a new attempt. */
export function endAttempt(kind: string): void {
  try {
    sessionStorage.removeItem(storageKey(kind));
  } catch {
    // nothing to forget
  }
}

/** Sends `send(key)` under the attempt's key and ends the attempt when it succeeds. */
export async function withAttemptKey<T>(kind: string, body: unknown, send: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const result = await send({ 'Idempotency-Key': attemptKey(kind, body) });
  endAttempt(kind);
  return result;
}
