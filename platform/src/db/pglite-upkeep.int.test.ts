import type { PGlite } from '@electric-sql/pglite';
import { baseEnvShape, parseEnv } from '../config';
import { EmbeddedRuntime } from '../runtime';
import { eventually } from '../testing/eventually';
import { openEmbeddedPglite } from './pglite';
import { vacuumEmbedded } from './pglite-upkeep';

const size = async (db: PGlite, table: string) =>
  Number((await db.query<{ bytes: string }>(`select pg_total_relation_size('${table}') as bytes`)).rows[0].bytes);
const estimatedRows = async (db: PGlite, table: string) =>
  (await db.query<{ reltuples: number }>(`select reltuples from pg_class where oid = '${table}'::regclass`)).rows[0].reltuples;
const fill = (db: PGlite, table: string) => db.exec(`insert into ${table} select g, repeat('x', 500) from generate_series(1, 2000) g`);

describe('vacuumEmbedded', () => {
  let db: PGlite;
  beforeEach(async () => {
    db = await openEmbeddedPglite();
    await db.exec('create schema pedidos; create table pedidos.cola (id int primary key, body text); create table pedidos.dias (day text)');
  });
  afterEach(() => db.close());

  it('gives the space of deleted rows back for new ones (PGlite alone never does)', async () => {
    await fill(db, 'pedidos.cola');
    const full = await size(db, 'pedidos.cola');
    await db.exec('delete from pedidos.cola');
    await fill(db, 'pedidos.cola'); // no vacuum: the deleted rows still take their pages
    expect(await size(db, 'pedidos.cola')).toBeGreaterThan(full * 1.8);

    await db.exec('drop table pedidos.cola; create table pedidos.cola (id int primary key, body text)');
    await fill(db, 'pedidos.cola');
    await db.exec('delete from pedidos.cola');
    await vacuumEmbedded(db);
    await fill(db, 'pedidos.cola');
    expect(await size(db, 'pedidos.cola')).toBeLessThan(full * 1.2); // the same pages, beside the free-space and visibility maps
  });

  it("analyses every table of the shop's schemas: the planner knows their rows", async () => {
    await fill(db, 'pedidos.cola');
    expect(await estimatedRows(db, 'pedidos.cola')).toBe(-1); // never analysed
    const { tables } = await vacuumEmbedded(db);
    expect(tables).toBe(2);
    expect(await estimatedRows(db, 'pedidos.cola')).toBe(2000);
    const columns = await db.query(`select attname from pg_stats where schemaname = 'pedidos' and tablename = 'cola'`);
    expect(columns.rows).toHaveLength(2);
  });
});

describe('the embedded runtime', () => {
  it('vacuums and analyses its database every EMBEDDED_VACUUM_EVERY_MS', async () => {
    const env = parseEnv(baseEnvShape, { ...process.env, EMBEDDED_VACUUM_EVERY_MS: '1000' });
    const runtime = await EmbeddedRuntime.create(env, { inMemory: true });
    try {
      await runtime.pglite.exec('create table ventas (id int primary key); insert into ventas select generate_series(1, 300)');
      await eventually(async () => expect(await estimatedRows(runtime.pglite, 'ventas')).toBe(300), { timeoutMs: 5000 });
    } finally {
      await runtime.close();
    }
  });
});
