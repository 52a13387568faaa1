import type { Pool, PoolClient, QueryConfig, QueryResult } from 'pg';
import { isInfrastructureOutage } from '../errors';

/** The client never sent the statement: the connection was known to be dead before it. */
const NEVER_SENT = /not queryable$/i;

/** The connection is gone: the same rule that makes a handler's failure a 503, or a client pg already closed. */
export function isConnectionError(err: unknown): boolean {
  return isInfrastructureOutage(err) || NEVER_SENT.test((err as Error | undefined)?.message ?? '');
}

/** A plain read: running it twice changes nothing (no locking clause, no sequence or lock function). */
export function isIdempotentRead(text: string): boolean {
  return (
    /^\s*select\b/i.test(text) &&
    !/\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b/i.test(text) &&
    !/\b(nextval|setval|pg_advisory\w*)\s*\(/i.test(text)
  );
}

type Values = unknown[] | undefined;
type QueryArg = string | QueryConfig;

/**
 * Makes `pool.query` (every statement Drizzle runs outside a transaction) try once more on a fresh
 * connection when its connection turned out dead — an idle pooled client is dropped when its socket
 * reports the restart, but one taken from the pool before that news was read fails its statement —
 * and only when a second run is harmless: the connection could not be opened or was dead before the
 * statement was sent, or the statement is a plain read. A write whose connection died after it was
 * sent may have committed, so it is never repeated: its error stands. Transactions (`pool.connect()`)
 * are not retried: their caller decides.
 */
export function retryStatementsOnDeadConnection(pool: Pool, retryDelayMs = 100): void {
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const once = async (text: QueryArg, values: Values, attempt: number): Promise<QueryResult> => {
    let client: PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      // Nothing was sent; PostgreSQL may be finishing its start ("the database system is starting up").
      if (attempt > 1 || !isConnectionError(err)) throw err;
      await new Promise((r) => setTimeout(r, retryDelayMs));
      return once(text, values, attempt + 1);
    }
    try {
      const result = await client.query(text as QueryConfig, values);
      client.release();
      return result;
    } catch (err) {
      client.release(err as Error); // pool.query's own rule: a client that failed is not reused
      const statement = typeof text === 'string' ? text : text.text;
      const safe = NEVER_SENT.test((err as Error)?.message ?? '') || isIdempotentRead(statement);
      if (attempt > 1 || !isConnectionError(err) || !safe) throw err;
      return once(text, values, attempt + 1);
    }
  };
  (pool as unknown as { query: unknown }).query = (text: unknown, values?: unknown, callback?: unknown) => {
    // The callback style and submittables (cursors) keep pg's own path; Drizzle uses neither.
    if (typeof values === 'function' || typeof callback === 'function' || typeof (text as { submit?: unknown })?.submit === 'function')
      return original(text, values, callback);
    return once(text as QueryArg, values as Values, 1);
  };
}
