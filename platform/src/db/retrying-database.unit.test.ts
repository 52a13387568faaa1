import { sql } from 'drizzle-orm';
import { compiledSql } from './compiled-sql';
import type { Database } from './database';
import { ConnectionLostError } from './connection-failure';
import { retryingOnConnectionFailure } from './retrying-database';

const coded = (code: string) => Object.assign(new Error(`failure ${code}`), { code });
const shutdown = () => coded('57P01');
const neverSent = () => new ConnectionLostError('08003', new Error('Client has encountered a connection error and is not queryable'));

/** A builder the way Drizzle's are: chain steps return it, and each await runs it afresh. */
class FakeQuery {
  constructor(private readonly outcomes: Array<Error | string>) {}
  runs = 0;
  where() {
    return this;
  }
  catch(onRejected: (e: unknown) => unknown) {
    return this.then((v) => v, onRejected);
  }
  then(resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) {
    const outcome = this.outcomes[this.runs++] ?? 'ok';
    return (outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome)).then(resolve, reject);
  }
}

/** What the tests call on the wrapped handle: the fake's own builders, through the retrying wrapper. */
interface FakeHandle {
  select(): FakeQuery;
  insert(): FakeQuery;
  execute(statement: unknown): FakeQuery;
  transaction<T>(work: (tx: unknown) => Promise<T>): Promise<T>;
}

/** A Drizzle handle whose queries and transaction attempts fail as scripted. */
function fakeDb(script: { query?: Array<Error | string>; transaction?: Array<{ before?: Error; commit?: Error }> }) {
  const queries: FakeQuery[] = [];
  const attempts: string[] = [];
  let n = 0;
  const db = {
    select: () => (queries[queries.length] = new FakeQuery(script.query ?? [])),
    insert: () => (queries[queries.length] = new FakeQuery(script.query ?? [])),
    execute: () => (queries[queries.length] = new FakeQuery(script.query ?? [])),
    async transaction(work: (tx: unknown) => Promise<unknown>) {
      const step = script.transaction?.[n++] ?? {};
      attempts.push('begin');
      if (step.before) throw step.before;
      const result = await work({});
      if (step.commit) throw step.commit;
      return result;
    },
  };
  return { db: retryingOnConnectionFailure(db as unknown as Database, 1) as unknown as FakeHandle, queries, attempts };
}

describe('database work whose connection failed', () => {
  it('runs a whole transaction once more when its connection failed before COMMIT (57P01)', async () => {
    const { db, attempts } = fakeDb({ transaction: [{ before: shutdown() }, {}] });
    let bodies = 0;
    await expect(db.transaction(async () => ++bodies)).resolves.toBe(1);
    expect(attempts).toHaveLength(2);

    const failingBody = fakeDb({});
    let tries = 0;
    const body = async () => {
      if (++tries === 1) throw shutdown();
      return 'hecho';
    };
    await expect(failingBody.db.transaction(body)).resolves.toBe('hecho');
    expect(tries).toBe(2);
  });

  it('never repeats a transaction whose COMMIT may have been carried out, nor one that failed for another reason', async () => {
    const commit = fakeDb({ transaction: [{ commit: shutdown() }, {}] });
    await expect(commit.db.transaction(async () => 'x')).rejects.toMatchObject({ code: '57P01' });
    expect(commit.attempts).toHaveLength(1);

    const unsentCommit = fakeDb({ transaction: [{ commit: neverSent() }, {}] });
    await expect(unsentCommit.db.transaction(async () => 'x')).resolves.toBe('x');

    const unique = fakeDb({ transaction: [{ before: coded('23505') }, {}] });
    await expect(unique.db.transaction(async () => 'x')).rejects.toMatchObject({ code: '23505' });
    expect(unique.attempts).toHaveLength(1);
  });

  it('runs a read once more, and only once', async () => {
    const once = fakeDb({ query: [coded('ECONNRESET')] });
    await expect(once.db.select().where()).resolves.toBe('ok');
    expect(once.queries[0].runs).toBe(2);

    const caught = fakeDb({ query: [shutdown()] });
    await expect(caught.db.select().catch(() => 'no')).resolves.toBe('ok');
    expect(caught.queries[0].runs).toBe(2);

    const twice = fakeDb({ query: [shutdown(), shutdown()] });
    await expect(twice.db.select()).rejects.toMatchObject({ code: '57P01' });
    expect(twice.queries[0].runs).toBe(2);
  });

  it('runs a write once more only when it never reached the server', async () => {
    const sent = fakeDb({ query: [shutdown()] });
    await expect(sent.db.insert().where()).rejects.toMatchObject({ code: '57P01' });
    expect(sent.queries[0].runs).toBe(1);

    for (const err of [neverSent(), coded('ECONNREFUSED'), coded('57P03')]) {
      const unsent = fakeDb({ query: [err] });
      await expect(unsent.db.insert()).resolves.toBe('ok');
      expect(unsent.queries[0].runs).toBe(2);
    }
  });

  it('runs a compiled read once more, and a compiled or raw write only when it never reached the server', async () => {
    const read = compiledSql<{ id: string }>(() => sql`select 1 where ${sql.placeholder('id')} = 'x'`, { reads: true });
    const write = compiledSql<{ id: string }>(() => sql`delete from t where id = ${sql.placeholder('id')}`);

    const reading = fakeDb({ query: [shutdown()] });
    await expect(reading.db.execute(read({ id: 'x' }))).resolves.toBe('ok');
    expect(reading.queries[0].runs).toBe(2);

    for (const statement of [write({ id: 'x' }), sql`select 1`]) {
      const writing = fakeDb({ query: [shutdown()] });
      await expect(writing.db.execute(statement)).rejects.toMatchObject({ code: '57P01' });
      expect(writing.queries[0].runs).toBe(1);
    }
  });

  it('never repeats on an error that is not about the connection, whatever its text', async () => {
    const text = fakeDb({ query: [new Error('Connection terminated unexpectedly')] });
    await expect(text.db.select()).rejects.toThrow('Connection terminated unexpectedly');
    expect(text.queries[0].runs).toBe(1);
  });
});
