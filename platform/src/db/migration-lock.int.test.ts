import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { scratchDatabase, type ScratchDatabase } from '../testing/scratch';
import { openPostgres, type DatabaseHandle } from './database';

/** A service's migrations folder as drizzle-kit writes it: one migration creating the service's schema and a table. */
function migrationsOf(root: string, service: string): string {
  const folder = path.join(root, service);
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  fs.writeFileSync(
    path.join(folder, '0000_init.sql'),
    `CREATE SCHEMA "${service}";\n--> statement-breakpoint\nCREATE TABLE "${service}"."things" ("id" text PRIMARY KEY NOT NULL);\n`,
  );
  const journal = {
    version: '7',
    dialect: 'postgresql',
    entries: [{ idx: 0, version: '7', when: 1, tag: '0000_init', breakpoints: true }],
  };
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

/**
 * Every service keeps its migration journal in the shared `drizzle` schema. Twelve processes of six
 * services (two replicas each) migrating one fresh database at the same instant all succeed: one
 * cross-service lock serialises them (without it, `CREATE SCHEMA IF NOT EXISTS "drizzle"` races).
 */
describe('migrations of different services on one fresh PostgreSQL', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-migrations-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it.each([1, 2, 3])('twelve processes at once (trial %i): every one migrates, each schema once', async () => {
    const db: ScratchDatabase = await scratchDatabase(`kukki_migrate_${randomBytes(4).toString('hex')}`);
    const handles: DatabaseHandle[] = [];
    try {
      const services = ['catalogue', 'users', 'orders', 'coupons', 'subscriptions', 'notifications'].map(
        (s) => `${s}_${randomBytes(2).toString('hex')}`,
      );
      const folders = services.map((service) => migrationsOf(root, service));
      for (let i = 0; i < services.length * 2; i++) handles.push(openPostgres(db.url, 2));
      // Connected first, so that the migrations start together.
      await Promise.all(handles.map((h) => h.ping()));
      const outcomes = await Promise.allSettled(
        handles.map((h, i) => h.migrate(services[i % services.length], folders[i % services.length])),
      );
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
      const { rows } = await (handles[0].db as unknown as { $client: import('pg').Pool }).$client.query(
        `select count(*)::int as n from information_schema.tables where table_name = 'things'`,
      );
      expect(rows[0].n).toBe(services.length);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await db.drop();
    }
  });
});
