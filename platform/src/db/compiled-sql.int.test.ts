import { and, eq, gt, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import { compiledSql } from './compiled-sql';
import { openEmbeddedPglite } from './pglite';
import { wrapPglite, type Database } from './database';
import type { PGlite } from '@electric-sql/pglite';

const pedidos = pgTable('pedidos', {
  id: text('id').primaryKey(),
  total: integer('total').notNull(),
  pagado: boolean('pagado').notNull(),
  datos: jsonb('datos').$type<{ nota: string }>(),
  vence: timestamp('vence', { withTimezone: true, mode: 'date' }).notNull(),
});

const p = sql.placeholder;
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const dialect = new PgDialect();

/** Insert-select with a condition on other rows, as the checkout's order statement is written. */
const insertIfFewerUnpaid = () => {
  const unpaid = new QueryBuilder()
    .select({ n: sql<number>`count(*)`.as('n') })
    .from(pedidos)
    .where(and(eq(pedidos.pagado, false), gt(pedidos.vence, p('ahora'))))
    .as('unpaid');
  return sql`insert into ${pedidos} (id, total, pagado, datos, vence)
    select ${p('id')}, ${p('total')}, ${p('pagado')}, ${p('datos')}::jsonb, ${p('vence')}::timestamptz
    where (select ${unpaid.n} < ${p('limite')} from ${unpaid})
    returning id, total, datos`;
};

describe('compiledSql (a statement Drizzle builds once, bound per call)', () => {
  let pglite: PGlite;
  let db: Database;
  beforeEach(async () => {
    pglite = await openEmbeddedPglite();
    await pglite.exec(
      `create table pedidos (id text primary key, total int4 not null, pagado bool not null, datos jsonb, vence timestamptz not null)`,
    );
    db = wrapPglite(pglite).db;
  });
  afterEach(() => pglite.close());

  it('binds each call its own values to the text built once, the same text Drizzle builds', async () => {
    let builds = 0;
    const statement = compiledSql<Record<string, unknown>>(() => {
      builds++;
      return insertIfFewerUnpaid();
    });
    const values = (id: string, total: number) => ({
      id,
      total,
      pagado: false,
      datos: JSON.stringify({ nota: `¡Feliz cumpleaños, ${id}!` }),
      vence: '2026-11-27T18:00:00.000Z',
      ahora: '2026-11-27T12:00:00.000Z',
      limite: 2,
    });
    const first = statement(values('a', 100));
    expect(dialect.sqlToQuery(first).sql).toBe(dialect.sqlToQuery(insertIfFewerUnpaid()).sql);
    expect(rowsOf(await db.execute(first))).toEqual([{ id: 'a', total: 100, datos: { nota: '¡Feliz cumpleaños, a!' } }]);
    expect(rowsOf(await db.execute(statement(values('b', 250))))).toEqual([
      { id: 'b', total: 250, datos: { nota: '¡Feliz cumpleaños, b!' } },
    ]);
    // Two unpaid orders hold: the condition refuses the third, and nothing is stored.
    expect(rowsOf(await db.execute(statement(values('c', 300))))).toEqual([]);
    expect(rowsOf(await db.execute(statement({ ...values('c', 300), limite: 3 })))).toHaveLength(1);
    expect(builds).toBe(1);
    expect(rowsOf(await db.execute(sql`select id from pedidos order by id`)).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('binds a value compared with a column as the driver sends it, and runs inside a transaction', async () => {
    await db.insert(pedidos).values({ id: 'x', total: 10, pagado: false, datos: null, vence: new Date('2026-11-28T00:00:00Z') });
    const pending = compiledSql<{ ahora: Date; pagado: boolean }>(
      () => sql`select id from ${pedidos} where ${and(eq(pedidos.pagado, p('pagado')), gt(pedidos.vence, p('ahora')))}`,
    );
    await db.transaction(async (tx) => {
      expect(rowsOf(await tx.execute(pending({ ahora: new Date('2026-11-27T00:00:00Z'), pagado: false })))).toEqual([{ id: 'x' }]);
      expect(rowsOf(await tx.execute(pending({ ahora: new Date('2026-11-29T00:00:00Z'), pagado: false })))).toEqual([]);
    });
  });

  it('fails loudly when a call leaves a placeholder without its value', () => {
    const statement = compiledSql<Record<string, unknown>>(() => sql`select ${p('id')} as id, ${p('total')} as total`);
    expect(dialect.sqlToQuery(statement({ id: 'a', total: 1 })).params).toEqual(['a', 1]);
    expect(() => statement({ id: 'a' })).toThrow(/No value for placeholder "total"/);
  });
});
