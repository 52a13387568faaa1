import { EventEmitter } from 'node:events';
import type { Pool } from 'pg';
import { isConnectionError, isIdempotentRead, retryStatementsOnDeadConnection } from './pg-retry';

const terminated = () => new Error('Connection terminated unexpectedly');
const notQueryable = () => new Error('Client has encountered a connection error and is not queryable');
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A pool whose successive clients answer (or fail) as scripted; records what ran and what was released how. */
function fakePool(script: Array<{ connect?: Error; query?: Error }>) {
  const ran: string[] = [];
  const released: Array<'reused' | 'discarded'> = [];
  let n = 0;
  const pool = {
    query: () => Promise.reject(new Error('pg path')),
    async connect() {
      const step = script[n++] ?? {};
      if (step.connect) throw step.connect;
      const client = Object.assign(new EventEmitter(), {
        async query(config: { text: string } | string) {
          ran.push(typeof config === 'string' ? config : config.text);
          if (step.query) throw step.query;
          return { rows: [{ ok: n }] };
        },
        release(err?: Error) {
          released.push(err ? 'discarded' : 'reused');
        },
      });
      return client;
    },
  };
  retryStatementsOnDeadConnection(pool as unknown as Pool, 1);
  return { pool: pool as unknown as Pool, ran, released };
}

describe('a statement whose pooled connection died in a PostgreSQL restart', () => {
  it('runs a read again on a fresh connection', async () => {
    const { pool, ran, released } = fakePool([{ query: terminated() }, {}]);
    await expect(pool.query({ text: 'select * from "orders"."orders" where id = $1' }, ['o1'])).resolves.toEqual({ rows: [{ ok: 2 }] });
    expect(ran).toHaveLength(2);
    expect(released).toEqual(['discarded', 'reused']);
  });

  it('runs a write again only when it was never sent', async () => {
    const write = 'insert into "users"."users" (id) values ($1)';
    const unsent = fakePool([{ query: notQueryable() }, {}]);
    await expect(unsent.pool.query(write, ['u1'])).resolves.toEqual({ rows: [{ ok: 2 }] });
    expect(unsent.ran).toEqual([write, write]);

    // Sent, then the connection died: it may have committed, so it is not repeated.
    const sent = fakePool([{ query: terminated() }, {}]);
    await expect(sent.pool.query(write, ['u1'])).rejects.toThrow('Connection terminated unexpectedly');
    expect(sent.ran).toEqual([write]);
  });

  it('tries to connect once more when the first connection could not be opened', async () => {
    const { pool, ran } = fakePool([{ connect: refused() }, {}]);
    await expect(pool.query('update "coupons"."coupons" set uses = uses + 1')).resolves.toEqual({ rows: [{ ok: 2 }] });
    expect(ran).toHaveLength(1);
  });

  it('retries once only, and never for errors that are not about the connection', async () => {
    const twice = fakePool([{ query: terminated() }, { query: terminated() }, {}]);
    await expect(twice.pool.query('select 1')).rejects.toThrow('Connection terminated unexpectedly');
    expect(twice.ran).toHaveLength(2);

    const unique = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const sqlError = fakePool([{ query: unique }, {}]);
    await expect(sqlError.pool.query('select 1')).rejects.toThrow('duplicate key');
    expect(sqlError.ran).toHaveLength(1);
  });

  it('tells reads that are safe to repeat from those that are not', () => {
    expect(isIdempotentRead('select "id" from "orders"."orders"')).toBe(true);
    expect(isIdempotentRead('select "id" from "notifications"."emails" for update skip locked')).toBe(false);
    expect(isIdempotentRead("select nextval('x')")).toBe(false);
    expect(isIdempotentRead('update "orders"."outbox" set x = 1 where id in (select id from y)')).toBe(false);
    expect(isConnectionError(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isConnectionError(new Error('syntax error'))).toBe(false);
  });
});
