import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { DEFAULT_DATABASE_URL } from '../runtime';
import { compiledSql } from './compiled-sql';
import { openPostgres } from './database';

const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const adminUrl = () => {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
};

/** Ends every other session of this database the way a PostgreSQL restart does (57P01 to each client). */
async function terminateSessions(applicationName: string) {
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [applicationName]);
  } finally {
    await admin.end();
  }
}

describe('PostgreSQL connections that die under a service (distributed)', () => {
  const applicationName = `kukki-restart-${process.pid}`;
  const withName = () => {
    const u = new URL(adminUrl());
    u.searchParams.set('application_name', applicationName);
    return u.toString();
  };

  it('a transaction whose connection dies fails without killing the process, and the next statements work', async () => {
    const handle = openPostgres(withName(), 2);
    try {
      const { db } = handle;
      const inTransaction = db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await terminateSessions(applicationName);
        // Between statements the client has no query running: its socket error arrives as an 'error' event.
        await new Promise((r) => setTimeout(r, 200));
        await tx.execute(sql`select 2`);
      });
      await expect(inTransaction).rejects.toThrow();
      await expect(db.execute(sql`select 3 as n`)).resolves.toMatchObject({ rows: [{ n: 3 }] });
    } finally {
      await handle.close();
    }
  });

  it('a transaction whose connection died before its COMMIT runs once more on a fresh connection', async () => {
    const handle = openPostgres(withName(), 2);
    try {
      let attempts = 0;
      const result = await handle.db.transaction(async (tx) => {
        attempts++;
        await tx.execute(sql`select 1`);
        if (attempts === 1) {
          await terminateSessions(applicationName);
          await new Promise((r) => setTimeout(r, 200));
        }
        const { rows } = (await tx.execute(sql`select 5 as n`)) as unknown as { rows: Array<{ n: number }> };
        return rows[0].n;
      });
      expect(result).toBe(5);
      expect(attempts).toBe(2);
    } finally {
      await handle.close();
    }
  });

  it('a read on an idle pooled connection that died is answered on a fresh one', async () => {
    const handle = openPostgres(withName(), 1);
    // A read as the services write one (a compiled read; a `select` builder is one too): whether the client saw the
    // connection die before sending it (never sent) or the server's goodbye arrived with it in flight, it runs again.
    const selectFour = compiledSql(() => sql`select 4 as n`, { reads: true });
    try {
      const { db } = handle;
      await db.execute(sql`select 1`);
      await terminateSessions(applicationName);
      await expect(db.execute(selectFour({}))).resolves.toMatchObject({ rows: [{ n: 4 }] });
    } finally {
      await handle.close();
    }
  });
});
