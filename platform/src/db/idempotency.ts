import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { index, primaryKey, text, type PgSchema } from 'drizzle-orm/pg-core';
import { stringify } from 'safe-stable-stringify';
import { conflict } from '../errors';
import { newId } from '../ids';
import { createdAt, instant } from '../schema-columns';
import type { Database, Executor } from './database';
import { firstRow } from './first-row';

/** How long a key answers its first request (an `Idempotency-Key` is kept 24 h). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim that never completed (its process died between claim and commit) may be taken over after this. */
const STALE_CLAIM_MS = 60_000;
/** How long a repeat waits for the first request with its key to finish (inside the gateway's deadline). */
const REPEAT_WAIT_MS = 3_000;

export const IDEMPOTENCY_MESSAGES = {
  otherBody: 'Esta clave de idempotencia ya se usó con otros datos; inicia un nuevo intento de compra',
  stillRunning: 'Tu solicitud anterior con esta clave aún se está procesando; revisa en unos momentos antes de intentarlo otra vez',
} as const;

/**
 * `idempotency_keys` in a service's own schema: one row per (scope, key) — the caller's scope (a user
 * id, or 'guest'), the hash of the request it answered, the resource it created, and (once that
 * resource is committed, in the same transaction) what a repeat needs to answer it again.
 */
export function idempotencyTable(schema: PgSchema<string>) {
  return schema.table(
    'idempotency_keys',
    {
      scope: text('scope').notNull(),
      key: text('key').notNull(),
      requestHash: text('request_hash').notNull(),
      resourceId: text('resource_id').notNull(),
      /** Sealed or plain text the repeat needs (a guest's capability, sealed); null when none. */
      replay: text('replay'),
      createdAt: createdAt(),
      completedAt: instant('completed_at'),
    },
    (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
  );
}

export type IdempotencyTable = ReturnType<typeof idempotencyTable>;

/** The SHA-256 of a request's canonical JSON (object keys sorted): equal bodies hash equal. */
export function requestHash(value: unknown): string {
  return createHash('sha256')
    .update(stringify(value) ?? 'null')
    .digest('hex');
}

const seconds = (ms: number) => sql.raw(`interval '${Math.round(ms / 1000)} seconds'`);

/** Thrown inside the creating transaction when another request took the claim over: the transaction rolls back. */
class ClaimLost extends Error {}

export interface IdempotentRun<T> {
  table: IdempotencyTable;
  db: Database;
  scope: string;
  key: string;
  /** `requestHash(...)` of the validated request. */
  hash: string;
  /**
   * Creates the resource with the given id. Inside its transaction it calls `complete(tx, replay)`,
   * which marks the key answered (and throws, rolling the transaction back, if the claim was lost).
   */
  create: (resourceId: string, complete: (tx: Executor, replay: string | null) => Promise<void>) => Promise<T>;
  /** Answers a repeat from the committed resource. */
  replay: (resourceId: string, replay: string | null) => Promise<T>;
}

/**
 * Runs `create` at most once per (scope, key) within 24 h. The key is claimed first (a row holding the
 * id the resource will get); the resource's transaction completes the claim. A repeat with the same
 * request answers the first resource (waiting while the first request is still running); a repeat with
 * another request is a 409. A request that fails gives its claim back, so the same attempt can be retried.
 */
export async function runIdempotent<T>(run: IdempotentRun<T>): Promise<T> {
  const { table: t, db, scope, key, hash } = run;
  const deadline = Date.now() + REPEAT_WAIT_MS;
  for (;;) {
    const candidate = newId();
    const claimed = await db
      .insert(t)
      .values({ scope, key, requestHash: hash, resourceId: candidate })
      .onConflictDoUpdate({
        target: [t.scope, t.key],
        set: { requestHash: hash, resourceId: candidate, replay: null, createdAt: sql`now()`, completedAt: null },
        // An expired key, or a claim whose process died before committing, is free again.
        setWhere: sql`${t.createdAt} < now() - ${seconds(IDEMPOTENCY_TTL_MS)}
          or (${t.completedAt} is null and ${t.createdAt} < now() - ${seconds(STALE_CLAIM_MS)})`,
      })
      .returning({ resourceId: t.resourceId });
    if (claimed[0]?.resourceId === candidate) {
      const mine = and(eq(t.scope, scope), eq(t.key, key), eq(t.resourceId, candidate));
      const complete = async (tx: Executor, replay: string | null) => {
        const done = await tx
          .update(t)
          .set({ completedAt: sql`now()`, replay })
          .where(and(mine, isNull(t.completedAt)))
          .returning({ key: t.key });
        if (done.length === 0) throw new ClaimLost();
      };
      try {
        return await run.create(candidate, complete);
      } catch (err) {
        await db
          .delete(t)
          .where(and(mine, isNull(t.completedAt)))
          .catch(() => undefined);
        if (!(err instanceof ClaimLost)) throw err;
        continue;
      }
    }
    const row = await firstRow(
      db
        .select()
        .from(t)
        .where(and(eq(t.scope, scope), eq(t.key, key))),
    );
    if (row && row.requestHash !== hash) throw conflict(IDEMPOTENCY_MESSAGES.otherBody);
    if (row?.completedAt) return run.replay(row.resourceId, row.replay);
    // The first request is still running (or just gave its claim back): wait for it, then look again.
    if (Date.now() > deadline) throw conflict(IDEMPOTENCY_MESSAGES.stillRunning);
    await sleep(25);
  }
}

/** Deletes keys older than 24 h (from a service's pruning job). */
export async function pruneIdempotencyKeys(db: Executor, table: IdempotencyTable): Promise<void> {
  await db.delete(table).where(lt(table.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
}
