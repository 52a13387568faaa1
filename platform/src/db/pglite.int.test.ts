import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openEmbeddedPglite } from './pglite';

const setting = async (db: PGlite, name: string) => (await db.query<Record<string, string>>(`show ${name}`)).rows[0][name];

describe('openEmbeddedPglite', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-pglite-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('starts postgres with small buffers and WAL segments that are not zero-filled first', async () => {
    const db = await openEmbeddedPglite();
    try {
      expect(await setting(db, 'wal_init_zero')).toBe('off');
      expect(await setting(db, 'shared_buffers')).toBe('16MB');
      expect(await setting(db, 'wal_buffers')).toBe('1MB');
      expect(await setting(db, 'temp_buffers')).toBe('1MB');
    } finally {
      await db.close();
    }
  });

  it('opens a folder written with the stock settings and keeps its rows, and the other way round', async () => {
    const stock = await PGlite.create(dir);
    await stock.exec("create table pedidos (id int primary key, nombre text); insert into pedidos values (1, 'Ana');");
    await stock.close();

    const small = await openEmbeddedPglite(dir);
    expect((await small.query('select nombre from pedidos')).rows).toEqual([{ nombre: 'Ana' }]);
    await small.exec("insert into pedidos values (2, 'Luis')");
    await small.close();

    const again = await PGlite.create(dir);
    expect((await again.query('select nombre from pedidos order by id')).rows).toEqual([{ nombre: 'Ana' }, { nombre: 'Luis' }]);
    await again.close();
  });

  it('parses results as stock PGlite does with a short table of parsers (scalars built in, common arrays kept)', async () => {
    const query = `select 1::int4 as i, 9007199254740993::int8 as big, true as yes, 1.5::float8 as f, '{"a":[1]}'::jsonb as doc,
      '{"b":2}'::json as j, 'hola'::text as t, array['a','b']::text[] as texts, array[1,2]::int4[] as ints,
      array['{"c":3}'::jsonb] as docs, '2026-11-27'::date as day, array[true, false] as flags`;
    const stock = await PGlite.create();
    const small = await openEmbeddedPglite();
    try {
      expect(Object.keys(small.parsers).length).toBeLessThan(50);
      const expected = (await stock.query(query)).rows;
      expect((await small.query(query)).rows).toEqual(expected);
      expect(expected[0]).toMatchObject({ i: 1, yes: true, doc: { a: [1] }, texts: ['a', 'b'], ints: [1, 2], docs: [{ c: 3 }] });
    } finally {
      await Promise.all([stock.close(), small.close()]);
    }
  });
});
