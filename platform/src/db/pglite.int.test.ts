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
});
