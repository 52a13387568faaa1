import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { COMPOSITIONS, startComposition, type TestComposition } from '@kukki/platform/testing';
import { newId, type DatabaseHandle } from '@kukki/platform';
import { ORDERS_MIGRATIONS } from './orders.module';

/** A copy of the migrations folder holding only the first `count` migrations. */
function firstMigrations(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-orders-migrations-'));
  fs.cpSync(ORDERS_MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

describe.each(COMPOSITIONS)('order numbers migration (%s)', (kind) => {
  let c: TestComposition;
  let handle: DatabaseHandle;
  let before: string;

  beforeAll(async () => {
    c = await startComposition(kind, []);
    handle = c.runtime.database('orders');
    before = firstMigrations(1);
  });
  afterAll(async () => {
    fs.rmSync(before, { recursive: true, force: true });
    await c?.close();
  });

  it('numbers old orders in creation order, continues the sequence after them and counts their delivery slots', async () => {
    await handle.migrate('orders', before);
    const old = [
      { id: newId(), at: '2026-01-03T10:00:00Z', day: '2026-01-10', cancelled: false },
      { id: newId(), at: '2026-01-01T10:00:00Z', day: '2026-01-10', cancelled: false },
      { id: newId(), at: '2026-01-02T10:00:00Z', day: '2026-01-10', cancelled: true },
      { id: newId(), at: '2026-01-04T10:00:00Z', day: '', cancelled: false },
    ];
    for (const o of old) {
      const address = JSON.stringify({ zip_code: '06700', city: 'CDMX', deliveryDate: o.day || null });
      await handle.db.execute(sql`
        insert into orders.orders (id, payer, delivery_address, items, items_cents, discount_description, shipping_cents, total_cents, cancelled, created_at)
        values (${o.id}, '{}'::jsonb, ${address}::jsonb, '[]'::jsonb, 100, '{}'::jsonb, 0, 100, ${o.cancelled}, ${o.at}::timestamptz)`);
    }
    await handle.migrate('orders', ORDERS_MIGRATIONS);

    const numbered = rowsOf<{ id: string; order_seq: string | number }>(
      await handle.db.execute(sql`select id, order_seq from orders.orders order by order_seq`),
    );
    expect(numbered.map((r) => [r.id, Number(r.order_seq)])).toEqual([
      [old[1].id, 1],
      [old[2].id, 2],
      [old[0].id, 3],
      [old[3].id, 4],
    ]);
    const fresh = rowsOf<{ order_seq: string | number }>(
      await handle.db.execute(sql`
        insert into orders.orders (id, payer, delivery_address, items, items_cents, discount_description, shipping_cents, total_cents)
        values (${newId()}, '{}'::jsonb, '{}'::jsonb, '[]'::jsonb, 1, '{}'::jsonb, 0, 1) returning order_seq`),
    );
    expect(Number(fresh[0].order_seq)).toBe(5);
    const slots = rowsOf<{ day: string; used: number; capacity: number | null }>(
      await handle.db.execute(sql`select day, used, capacity from orders.capacity_days`),
    );
    expect(slots).toEqual([{ day: '2026-01-10', used: 2, capacity: null }]);
  });
});
