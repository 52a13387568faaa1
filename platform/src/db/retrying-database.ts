import type { Database } from './database';
import { isCompiledRead } from './compiled-sql';
import { isConnectionFailure, wasNeverSent } from './connection-failure';

/**
 * What may run again after its connection failed: a read may always (it changes nothing); anything
 * else only when it never reached the server — a write whose connection broke after it was sent may
 * have committed, so its error stands.
 */
type Safety = 'read' | 'write';

/** Drizzle's entry points that build a read. */
const READS = new Set<PropertyKey>(['select', 'selectDistinct', 'selectDistinctOn', '$count']);
/** Drizzle's entry points that build a write or raw SQL (which may be a write). */
const OTHERS = new Set<PropertyKey>(['insert', 'update', 'delete', 'execute', 'refreshMaterializedView']);

/** The ways to run a built query: awaiting it, or Drizzle's `execute()`, `catch()`, `finally()`. */
const EXECUTIONS = new Set<PropertyKey>(['then', 'catch', 'finally', 'execute']);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function onceMore<T>(run: () => Promise<T>, mayRepeat: (err: unknown) => boolean, retryDelayMs: number): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!mayRepeat(err)) throw err;
    await pause(retryDelayMs);
    return run();
  }
}

const isBuilder = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !(value instanceof Promise) && Object.getPrototypeOf(value) !== Object.prototype;
const isThenable = (value: object): boolean => typeof (value as { then?: unknown }).then === 'function';

/**
 * A Drizzle query builder whose execution (awaiting it) tries once more on a fresh connection when
 * its connection failed and `safety` allows it. Drizzle runs a builder afresh each time it is awaited.
 */
function retryingBuilder<B extends object>(builder: B, safety: Safety, retryDelayMs: number): B {
  const mayRepeat = (err: unknown) => (safety === 'read' ? isConnectionFailure(err) : wasNeverSent(err));
  const proxy: B = new Proxy(builder, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function' || typeof property !== 'string' || property === 'constructor') return value;
      if (isThenable(target) && EXECUTIONS.has(property)) {
        const run = value as (...a: unknown[]) => unknown;
        if (property === 'execute')
          return (...args: unknown[]) => onceMore(() => run.apply(target, args) as Promise<unknown>, mayRepeat, retryDelayMs);
        return (...args: unknown[]) => {
          const result = onceMore(() => Promise.resolve(target as PromiseLike<unknown>), mayRepeat, retryDelayMs);
          return (result[property as 'then'] as (...a: unknown[]) => unknown).apply(result, args);
        };
      }
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (result === target) return proxy;
        // The next step of the chain (`select().from()`, `insert().values()`), not what a query hands out (`getSQL()`, `toSQL()`).
        const nextStep = isBuilder(result) && (isThenable(result) || !isThenable(target));
        return nextStep ? retryingBuilder(result, safety, retryDelayMs) : result;
      };
    },
  });
  return proxy;
}

/**
 * The Drizzle handle the services use, retrying what is safe to retry when the database connection
 * failed (a PostgreSQL restart, a pooled connection that died unnoticed): a whole transaction, unless
 * its COMMIT may have been carried out; a read; any statement that never reached the server. Once
 * only, after `retryDelayMs`. Statements inside a transaction are never retried one by one: the
 * transaction is.
 */
export function retryingOnConnectionFailure(db: Database, retryDelayMs = 100): Database {
  const transaction: Database['transaction'] = (work, config) => {
    let workDone = false;
    const attempt = () =>
      db.transaction(async (tx) => {
        workDone = false;
        const result = await work(tx);
        workDone = true;
        return result;
      }, config);
    // A failure after the work finished is the COMMIT's: it may have committed unless it never reached the server.
    return onceMore(attempt, (err) => isConnectionFailure(err) && (!workDone || wasNeverSent(err)), retryDelayMs);
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const safety: Safety | null = READS.has(property) ? 'read' : OTHERS.has(property) ? 'write' : null;
      if (!safety) return (value as (...a: unknown[]) => unknown).bind(target);
      return (...args: unknown[]) => {
        const builder: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        // A compiled read run with `execute` changes nothing, like a `select`.
        const runs = property === 'execute' && isCompiledRead(args[0]) ? 'read' : safety;
        return isBuilder(builder) ? retryingBuilder(builder, runs, retryDelayMs) : builder;
      };
    },
  });
}
