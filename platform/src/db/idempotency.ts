import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { index, primaryKey, text, type PgSchema } from 'drizzle-orm/pg-core';
import { stringify } from 'safe-stable-stringify';
import { conflict } from '../errors';
import { newId } from '../ids';
import { createdAt, instant } from '../schema-columns';
import type { Database, Executor } from './database';
import { compiledSql, rowsOf, type StatementPart } from './compiled-sql';
import { firstRow } from './first-row';

/** How long a key answers its first request (an `Idempotency-Key` is kept 24 h). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim taken before its transaction that never completed (its process died) may be taken over after this. */
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

/**
 * Thrown inside the creating transaction when the key was answered by another request meanwhile: the
 * transaction rolls back. `sameResource`: that request created the very resource id this one was
 * creating (a repeat of one attempt, which shares what the attempt reserved) — give nothing back.
 */
export class IdempotencyKeyTaken extends Error {
  constructor(readonly sameResource: boolean) {
    super('idempotency key taken');
  }
}

/** Takes the key for the resource being created: see `IdempotentRun.create`. */
export interface KeyCompletion {
  (tx: Executor, replay: string | null): Promise<void>;
  /**
   * The same take as a part of the resource's own single statement, for a creation that needs no transaction:
   * `part` is an `insert … returning` that answers a row when the key was taken (waiting while another
   * transaction holds it). When it answers none the statement must undo everything it wrote and the caller
   * throws `refusal()`. Absent when the key was claimed before `create` (`claim: 'before'`).
   */
  inStatement?: { part: (replay: string | null) => StatementPart; refusal: () => Promise<IdempotencyKeyTaken> };
}

export interface IdempotentRun<T> {
  table: IdempotencyTable;
  db: Database;
  scope: string;
  key: string;
  /** `requestHash(...)` of the validated request. */
  hash: string;
  /**
   * The id the resource gets; the same on every repeat of one attempt (so what the attempt reserved
   * elsewhere under that id is shared). A new id when none is given.
   */
  resourceId?: string;
  /**
   * Creates the resource with the given id. First thing inside its transaction it calls
   * `complete(tx, replay)`, which takes the key (waiting while another transaction holds it) and
   * throws `IdempotencyKeyTaken`, rolling the transaction back, when the key was answered meanwhile
   * (or takes it inside its single statement: `complete.inStatement`).
   */
  create: (resourceId: string, complete: KeyCompletion) => Promise<T>;
  /** Answers a repeat from the committed resource. */
  replay: (resourceId: string, replay: string | null) => Promise<T>;
  /**
   * When the key is taken. 'transaction' (default): first thing in the resource's transaction, so a
   * process that dies before committing leaves nothing taken. 'before': before `create` runs, for a
   * creation with an effect outside its transaction (a Mercado Pago checkout): a concurrent repeat
   * waits for the first instead of making a second effect; a claim whose process died is taken over
   * after STALE_CLAIM_MS.
   */
  claim?: 'transaction' | 'before';
}

/**
 * Runs `create` at most once per (scope, key) within 24 h. A repeat with the same request answers the
 * first resource (waiting while the first request runs); a repeat with another request is a 409. A
 * request that fails leaves its key free, so the same attempt can be sent again; with the key taken in
 * the transaction (the default), so does a request whose process died before committing — a caller
 * may repeat a call whose replica died with it in hand.
 */
export async function runIdempotent<T>(run: IdempotentRun<T>): Promise<T> {
  return run.claim === 'before' ? claimFirst(run) : claimInTransaction(run);
}

const thisKey = ({ table: t, scope, key }: IdempotentRun<unknown>) => and(eq(t.scope, scope), eq(t.key, key));

/** What a key holds, as the checkout asks before it creates anything: liveness and completion by the database's clock. */
interface KeyState {
  request_hash: string;
  resource_id: string;
  replay: string | null;
  live: boolean;
  completed: boolean;
}

const p = sql.placeholder;

/**
 * The key's take with placeholders `scope`, `key`, `hash`, `resourceId`, `replay`: answers the key's row when it
 * was free (new, expired, or a stale claim), none when another request holds it.
 */
function takeSql(t: IdempotencyTable, db: Database): SQL {
  return db
    .insert(t)
    .values({
      scope: p('scope'),
      key: p('key'),
      requestHash: p('hash'),
      resourceId: p('resourceId'),
      replay: p('replay'),
      completedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: [t.scope, t.key],
      set: {
        requestHash: sql`excluded.request_hash`,
        resourceId: sql`excluded.resource_id`,
        replay: sql`excluded.replay`,
        createdAt: sql`now()`,
        completedAt: sql`now()`,
      },
      setWhere: freeAgain(t),
    })
    .returning({ resourceId: t.resourceId })
    .getSQL();
}

/**
 * The two statements of a checkout under a key (take it in the resource's transaction or statement; look it up
 * after a try that failed), built once per table: Drizzle's building cost as much as PGlite running them.
 */
function keyStatements(t: IdempotencyTable, db: Database) {
  const find = compiledSql<{ scope: string; key: string }>(
    () => sql`select ${t.requestHash}, ${t.resourceId}, ${t.replay}, ${t.completedAt} is not null as completed,
      ${t.createdAt} > now() - ${seconds(IDEMPOTENCY_TTL_MS)} as live
      from ${t} where ${t.scope} = ${p('scope')} and ${t.key} = ${p('key')}`,
    { reads: true },
  );
  const take = compiledSql<{ scope: string; key: string; hash: string; resourceId: string; replay: string | null }>(() => takeSql(t, db));
  return { find, take };
}

const builtStatements = new WeakMap<IdempotencyTable, ReturnType<typeof keyStatements>>();

function statementsOf(t: IdempotencyTable, db: Database): ReturnType<typeof keyStatements> {
  let statements = builtStatements.get(t);
  if (!statements) {
    statements = keyStatements(t, db);
    builtStatements.set(t, statements);
  }
  return statements;
}

async function claimInTransaction<T>(run: IdempotentRun<T>): Promise<T> {
  const { table: t, db, scope, key, hash } = run;
  const { find, take } = statementsOf(t, db);
  const deadline = Date.now() + REPEAT_WAIT_MS;
  /** The key's first request when it was answered (409 when it was another request); null when free or running. */
  const completed = async (): Promise<KeyState | null> => {
    const [row] = rowsOf<KeyState>(await db.execute(find({ scope, key })));
    if (row?.live && row.request_hash !== hash) throw conflict(IDEMPOTENCY_MESSAGES.otherBody);
    return row?.live && row.completed ? row : null;
  };
  // Most keys are new: the first try takes the key without looking it up. A try that fails looks it up before
  // answering anything, so a repeat answers the first resource even when a second could not be made any more.
  let looked = false;
  for (;;) {
    const first = looked ? await completed() : null;
    if (first) return run.replay(first.resource_id, first.replay);
    const candidate = run.resourceId ?? newId();
    const takeValues = (replay: string | null) => ({ scope, key, hash, resourceId: candidate, replay });
    /** Who holds the key that was not taken: this very attempt (a repeat created it meanwhile) or another. */
    const refusal = async (executor: Executor = db) => {
      const holder = await firstRow(executor.select({ resourceId: t.resourceId }).from(t).where(thisKey(run)));
      return new IdempotencyKeyTaken(holder?.resourceId === candidate);
    };
    const complete: KeyCompletion = async (tx, replay) => {
      // Waits while another transaction holds the key; taken when that one rolled back or never was.
      const taken = rowsOf(await tx.execute(take(takeValues(replay))));
      if (taken.length === 0) throw await refusal(tx);
    };
    complete.inStatement = {
      part: (replay) => ({ key: 'idempotency-key', build: () => takeSql(t, db), values: takeValues(replay) }),
      refusal: () => refusal(),
    };
    try {
      return await run.create(candidate, complete);
    } catch (err) {
      if (!looked && !(err instanceof IdempotencyKeyTaken)) {
        const first = await completed();
        if (first) return run.replay(first.resource_id, first.replay);
      }
      looked = true;
      if (!(err instanceof IdempotencyKeyTaken)) throw err;
      // Answered meanwhile: look again (a claim taken before its transaction makes us wait a little).
      if (Date.now() > deadline) throw conflict(IDEMPOTENCY_MESSAGES.stillRunning);
      if (!err.sameResource) await sleep(25);
    }
  }
}

/** An expired key is free again, and so is a claim taken before its transaction whose process died. */
const freeAgain = (t: IdempotencyTable) =>
  sql`${t.createdAt} < now() - ${seconds(IDEMPOTENCY_TTL_MS)}
    or (${t.completedAt} is null and ${t.createdAt} < now() - ${seconds(STALE_CLAIM_MS)})`;

async function claimFirst<T>(run: IdempotentRun<T>): Promise<T> {
  const { table: t, db, scope, key, hash } = run;
  const deadline = Date.now() + REPEAT_WAIT_MS;
  for (;;) {
    const candidate = run.resourceId ?? newId();
    const claimed = await db
      .insert(t)
      .values({ scope, key, requestHash: hash, resourceId: candidate })
      .onConflictDoUpdate({
        target: [t.scope, t.key],
        set: { requestHash: hash, resourceId: candidate, replay: null, createdAt: sql`now()`, completedAt: null },
        setWhere: freeAgain(t),
      })
      .returning({ resourceId: t.resourceId });
    if (claimed[0]?.resourceId === candidate) {
      const mine = and(thisKey(run), eq(t.resourceId, candidate), isNull(t.completedAt));
      const complete = async (tx: Executor, replay: string | null) => {
        const done = await tx
          .update(t)
          .set({ completedAt: sql`now()`, replay })
          .where(mine)
          .returning({ key: t.key });
        if (done.length === 0) throw new IdempotencyKeyTaken(false);
      };
      try {
        return await run.create(candidate, complete);
      } catch (err) {
        await db
          .delete(t)
          .where(mine)
          .catch(() => undefined);
        if (!(err instanceof IdempotencyKeyTaken)) throw err;
        continue;
      }
    }
    const row = await firstRow(db.select().from(t).where(thisKey(run)));
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
