import { Client } from 'pg';

/** Codes that say the statement never reached the server: it could not be connected to, or the connection was already gone. */
const NEVER_SENT_CODES = new Set(['ECONNREFUSED', '57P03', '53300', '08001', '08003', '08004']);
/** Codes of a connection that broke, possibly with a statement in flight (PostgreSQL shutting down, the socket failing). */
const BROKEN_CODES = new Set(['57P01', '57P02', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** The code of `err` (or of an error in its `cause` chain) when it is a connection-level failure. */
export function connectionFailureCode(err: unknown): string | undefined {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NEVER_SENT_CODES.has(code) || BROKEN_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return code;
  }
  return undefined;
}

/** The connection is gone or could not be opened: a failure of the database's reachability, not of the request. */
export const isConnectionFailure = (err: unknown): boolean => connectionFailureCode(err) !== undefined;

/** Nothing reached the server: running the statement again on another connection cannot run it twice. */
export const wasNeverSent = (err: unknown): boolean => NEVER_SENT_CODES.has(connectionFailureCode(err) ?? '');

/** pg reports a lost connection with a bare Error; this gives it the SQLSTATE of what happened, the original as `cause`. */
export class ConnectionLostError extends Error {
  constructor(
    /** 08003: the connection was already gone when the statement was issued; 08006: it broke with the statement in flight. */
    readonly code: '08003' | '08006',
    cause: Error,
  ) {
    super(cause.message, { cause });
    this.name = 'ConnectionLostError';
  }
}

type Callback = (err: Error | null, result?: unknown) => void;

/**
 * A pg client (the pool's `Client` option) whose uncoded failures after its connection was lost —
 * seen through its own public 'error' and 'end' events, which pg emits before it fails the queries —
 * carry a connection-exception code, so callers classify them by code and never by message.
 */
export class ConnectionAwareClient extends Client {
  private connectionLost = false;

  constructor(...args: ConstructorParameters<typeof Client>) {
    super(...args);
    const lost = () => (this.connectionLost = true);
    this.on('error', lost);
    this.on('end', lost);
  }

  override query(...args: unknown[]): never {
    const goneBefore = this.connectionLost;
    const coded = (err: Error): Error => {
      if ((err as { code?: unknown }).code !== undefined || !this.connectionLost) return err;
      return new ConnectionLostError(goneBefore ? '08003' : '08006', err);
    };
    // eslint-disable-next-line @typescript-eslint/unbound-method -- applied to this client below
    const run = Client.prototype.query as (...a: unknown[]) => unknown;
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as Callback;
      return run.apply(this, [
        ...args.slice(0, last),
        (err: Error | null, result?: unknown) => callback(err && coded(err), result),
      ]) as never;
    }
    const result = run.apply(this, args);
    // Submittables (cursors) answer through their own events; only promises are recoded.
    return (result instanceof Promise ? result.catch((err: Error) => Promise.reject(coded(err))) : result) as never;
  }
}
