import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { ConnectionAwareClient } from './connection-failure';
import { preparedStatements } from './pglite-prepared';
import { retryingOnConnectionFailure } from './retrying-database';

/** The Drizzle handle every service uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /** Applies the service's drizzle-kit migrations; idempotent and safe with concurrent replicas. */
  migrate(service: string, migrationsFolder: string): Promise<void>;
  ping(): Promise<void>;
  /**
   * Runs `work` unless another process (a replica) or call is running work under the same name: one
   * pass at a time across replicas (a session advisory lock on PostgreSQL, held on its own connection;
   * a flag in the one embedded process). Answers `{ ran: false }` when it was someone else's turn.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<{ ran: true; result: T } | { ran: false }>;
  close(): Promise<void>;
}

/** The embedded twin of the advisory lock: names busy in this process. */
function inProcessExclusive() {
  const busy = new Set<string>();
  return async <T>(name: string, work: () => Promise<T>): Promise<{ ran: true; result: T } | { ran: false }> => {
    if (busy.has(name)) return { ran: false };
    busy.add(name);
    try {
      return { ran: true, result: await work() };
    } finally {
      busy.delete(name);
    }
  };
}

const migrationsConfig = (service: string, migrationsFolder: string) => ({
  migrationsFolder,
  migrationsSchema: 'drizzle',
  migrationsTable: `__${service}_migrations`,
});

/** One lock for every service's migrations: each keeps its journal in the shared `drizzle` schema. */
const MIGRATION_LOCK = 'kukki-migrate';

/** PostgreSQL over `pg`: one pool per service process. */
export function openPostgres(databaseUrl: string, poolSize = 10): DatabaseHandle {
  const pool = new Pool({ connectionString: databaseUrl, max: poolSize, Client: ConnectionAwareClient });
  pool.on('error', () => undefined); // a dropped idle client is replaced; queries report their own errors
  // A checked-out client (a transaction between statements) has no pool listener: without this, the
  // socket error of a PostgreSQL restart is an unhandled 'error' event that kills the process. Its
  // statements still fail (and the pool discards it on release: it is no longer queryable).
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = retryingOnConnectionFailure(drizzlePg(pool));
  return {
    db,
    async migrate(service, folder) {
      const client = await pool.connect();
      try {
        // Serialise migrations across replicas and across services: they share the `drizzle` schema.
        await client.query('SELECT pg_advisory_lock(hashtext(current_database() || $1))', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), migrationsConfig(service, folder));
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext(current_database() || $1))', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async exclusive(name, work) {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock(hashtext(current_database() || $1)) AS locked',
          [name],
        );
        if (!rows[0]?.locked) return { ran: false };
        try {
          return { ran: true, result: await work() };
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtext(current_database() || $1))', [name]).catch(() => undefined);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * PGlite (Postgres in WASM): one instance per embedded process, shared by every service module,
 * each in its own schema. Closing is owned by whoever opened the PGlite instance.
 */
export function wrapPglite(client: PGlite): DatabaseHandle {
  // Queries go through named prepared statements; migrations (DDL) through PGlite's own path.
  const db = drizzlePglite({ client: preparedStatements(client) as unknown as PGlite }) as unknown as Database;
  let migrations = Promise.resolve();
  return {
    db,
    migrate(service, folder) {
      // PGlite is single-connection: run migrations one service at a time.
      migrations = migrations.then(() => migratePglite(drizzlePglite(client), migrationsConfig(service, folder)));
      return migrations;
    },
    async ping() {
      await client.query('select 1');
    },
    exclusive: inProcessExclusive(),
    async close() {
      /* the shared instance is closed by the runtime */
    },
  };
}
