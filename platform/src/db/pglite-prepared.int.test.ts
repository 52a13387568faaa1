import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openEmbeddedPglite } from './pglite';
import { preparedStatements, type PgliteClient } from './pglite-prepared';
import { wrapPglite } from './database';

const preparedTexts = async (pglite: PGlite) =>
  (await pglite.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')).rows.map(
    (r) => r.statement,
  );

describe('preparedStatements (PGlite queries as named prepared statements)', () => {
  let pglite: PGlite;
  let client: PgliteClient;
  beforeEach(async () => {
    pglite = await openEmbeddedPglite();
    await pglite.exec(`create table pedidos (id int primary key, nombre text not null, datos jsonb, creado timestamptz, dia date)`);
    client = preparedStatements(pglite);
  });
  afterEach(() => pglite.close());

  it('answers what PGlite answers: rows of every type in both row modes, parsers per call, affected rows', async () => {
    const query = `select $1::int4 as i, 9007199254740993::int8 as big, $2::bool as yes, 1.5::float8 as f, $3::jsonb as doc,
      $4::text as t, array['a','b']::text[] as texts, array[1,2]::int4[] as ints, '2026-11-27'::date as day, $5::timestamptz as at, $6::text as nada`;
    const params = [7, true, { a: [1, 'x'], nota: '¡Feliz cumpleaños! 🎂' }, 'hola, Cuauhtémoc', new Date('2026-11-27T12:00:00Z'), null];
    for (const options of [undefined, { rowMode: 'array' as const }, { parsers: { 1082: (v: string) => `día ${v}` } }]) {
      const expected = await pglite.query(query, params, options);
      for (let i = 0; i < 2; i++) {
        const got = await client.query(query, params, options);
        expect(got.rows).toEqual(expected.rows);
        expect(got.fields).toEqual(expected.fields);
      }
    }
    expect((await client.query(`insert into pedidos (id, nombre) values ($1, $2), ($3, $4)`, [1, 'Ana', 2, 'Luis'])).affectedRows).toBe(2);
    expect((await client.query(`update pedidos set nombre = nombre || '!' where id > $1`, [0])).affectedRows).toBe(2);
    expect((await client.query(`select nombre from pedidos order by id`)).rows).toEqual([{ nombre: 'Ana!' }, { nombre: 'Luis!' }]);
  });

  it('prepares each statement once and closes the least recently used beyond its capacity', async () => {
    const small = preparedStatements(pglite, 2);
    const texts = ['select 1 as uno where $1::int > 0', 'select 2 as dos where $1::int > 0', 'select 3 as tres where $1::int > 0'];
    for (let i = 0; i < 3; i++) await small.query(texts[0], [i]);
    expect(await preparedTexts(pglite)).toEqual([texts[0]]);
    await small.query(texts[1], [1]);
    await small.query(texts[0], [1]); // the first is used again: the second is now the oldest
    await small.query(texts[2], [1]);
    await small.query(texts[0], [1]); // the eviction's Close goes with the next exchange
    expect(await preparedTexts(pglite)).toEqual([texts[0], texts[2]]);
    expect((await small.query(texts[1], [1])).rows).toEqual([{ dos: 2 }]);
  });

  it('reports a failed statement with its code and goes on; a transaction that fails is rolled back whole', async () => {
    const insert = `insert into pedidos (id, nombre) values ($1, $2)`;
    await client.query(insert, [1, 'Ana']);
    await expect(client.query(insert, [1, 'Otra'])).rejects.toMatchObject({ code: '23505' });
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [2, 'Luis']);
        await tx.query(insert, [1, 'Otra']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await client.query(`select id from pedidos order by id`)).rows).toEqual([{ id: 1 }]);
  });

  it('runs a transaction on its own BEGIN and COMMIT: statements not prepared go through with their parameters; an error swallowed inside is no silent success', async () => {
    const insert = `insert into pedidos (id, nombre) values ($1, $2)`;
    const answered = await client.transaction(async (tx) => {
      await tx.query(`set local statement_timeout = 5000`);
      await tx.query(`savepoint uno`);
      await tx.query(insert, [1, 'Ana']);
      await tx.query(`release savepoint uno`);
      return (await tx.query<{ statement_timeout: string }>(`show statement_timeout`)).rows;
    });
    expect(answered).toEqual([{ statement_timeout: '5s' }]);
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [2, 'Luis']);
        await tx.query(insert, [1, 'Otra']).catch(() => undefined); // caught without a savepoint: the transaction is void
      }),
    ).rejects.toThrow('the transaction failed and was rolled back');
    expect((await client.query(`select id from pedidos order by id`)).rows).toEqual([{ id: 1 }]);
    expect((await pglite.query<{ status: string }>(`select 'fuera' as status`)).rows).toEqual([{ status: 'fuera' }]);
  });

  it("sends BEGIN with the transaction's first statement: two exchanges for a one-statement transaction, none for an empty one", async () => {
    const exchanges = jest.spyOn(pglite, 'execProtocolStream');
    const insert = `insert into pedidos (id, nombre) values ($1, $2)`;
    await client.query(insert, [1, 'Ana']); // prepared outside the count
    exchanges.mockClear();
    await client.transaction(async (tx) => void (await tx.query(insert, [2, 'Luis'])));
    expect(exchanges).toHaveBeenCalledTimes(2);
    exchanges.mockClear();
    expect(await client.transaction(async () => 'nada')).toBe('nada');
    expect(exchanges).not.toHaveBeenCalled();
    // The first statement fails: its BEGIN went with it, so the transaction is rolled back and none is left open.
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [1, 'Otra']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(pglite.isInTransaction()).toBe(false);
    await client.query(insert, [3, 'Eva']);
    expect((await client.query(`select id from pedidos order by id`)).rows).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    exchanges.mockRestore();
  });

  it('keeps a query from outside out of an open transaction: it waits for the commit', async () => {
    let insideDone!: () => void;
    const holding = new Promise<void>((resolve) => (insideDone = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(`insert into pedidos (id, nombre) values ($1, $2)`, [1, 'Ana']);
      await holding;
      await tx.query(`insert into pedidos (id, nombre) values ($1, $2)`, [2, 'Luis']);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = client.query<{ n: number }>(`select count(*)::int as n from pedidos`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    insideDone();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 2 }]);
  });

  it('prepares again a statement whose table changed shape', async () => {
    await client.query(`insert into pedidos (id, nombre) values ($1, $2)`, [1, 'Ana']);
    const all = `select * from pedidos where id = $1`;
    expect(Object.keys((await client.query<object>(all, [1])).rows[0])).toHaveLength(5);
    await pglite.exec(`alter table pedidos add column nota text`);
    expect((await client.query<object>(all, [1])).rows[0]).toMatchObject({ nombre: 'Ana', nota: null });
  });

  it('serves Drizzle through wrapPglite: queries, transactions and savepoints', async () => {
    const { db } = wrapPglite(pglite);
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into pedidos (id, nombre, datos, creado, dia) values (1, 'Ana', ${JSON.stringify({ a: 1 })}, now(), '2026-12-01')`,
      );
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into pedidos (id, nombre) values (2, 'Luis')`);
          throw new Error('vuelta atrás');
        })
        .catch(() => undefined);
    });
    const result = (await db.execute(sql`select id, datos, dia from pedidos`)) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ id: 1, datos: { a: 1 }, dia: '2026-12-01' }]);
    expect((await preparedTexts(pglite)).some((t) => t.startsWith('select id, datos, dia'))).toBe(true);
  });
});
