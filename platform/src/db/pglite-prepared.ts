import { protocol, types, type PGlite, type Results } from '@electric-sql/pglite';
import { bindExecuteSync } from './pg-bind';

type QueryOptions = Parameters<PGlite['query']>[2];
type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type RowDescription = InstanceType<typeof import('@electric-sql/pglite').messages.RowDescriptionMessage>;

/** What Drizzle's PGlite driver calls on its client: `query` everywhere, `transaction` for `db.transaction`. */
export interface PgliteClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(work: (tx: PgliteClient) => Promise<T>): Promise<T>;
}

interface Field {
  name: string;
  dataTypeID: number;
}

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The row's columns (none for a statement that returns no rows). */
  fields: Field[];
}

type Parser = (value: string, typeId: number) => unknown;

/** The rows touched, from a CommandComplete tag («INSERT 0 3», «UPDATE 2»), as PGlite counts them. */
function affectedBy(tag: string): number {
  const [command, first, second] = tag.split(' ');
  if (command === 'INSERT') return parseInt(second, 10);
  return ['UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? parseInt(first, 10) : 0;
}

/** The transaction lock of PGlite 0.3 (held by `query`, `exec` and `transaction`), not in its typings. */
interface ExclusivePglite {
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
}

/** Statements kept prepared at once; the least recently used one is closed beyond that. */
const DEFAULT_CAPACITY = 256;

/** Only these are prepared: savepoints, `set` and DDL keep PGlite's own path. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** PostgreSQL's «cached plan must not change result type» (a table's columns changed under a prepared statement). */
const FEATURE_NOT_SUPPORTED = '0A000';

/** The statement's table changed shape since it was prepared («cached plan must not change result type»). */
const reshaped = (err: unknown) => (err as { code?: string }).code === FEATURE_NOT_SUPPORTED;

/**
 * PGlite's `query` sends each statement as six protocol exchanges with the WebAssembly backend (parse,
 * describe, bind, describe, execute, sync) and PostgreSQL parses, analyses and plans it every time. The shop
 * runs the same few hundred statements over and over, so each is prepared once under a name (its parameter
 * and row types kept here, its plan kept by PostgreSQL) and every later call is one exchange: bind, execute,
 * sync. Results come out as PGlite's own `query` gives them (same parsers, same `rowMode`, `affectedRows`).
 */
export function preparedStatements(pglite: PGlite, capacity = DEFAULT_CAPACITY): PgliteClient {
  const exclusive = pglite as unknown as Partial<ExclusivePglite>;
  if (typeof exclusive._runExclusiveTransaction !== 'function')
    throw new Error('PGlite build not known: no _runExclusiveTransaction; see README «Operations» (PGlite upgrade)');
  const runAlone = exclusive._runExclusiveTransaction.bind(pglite);
  const statements = new Map<string, Prepared>();
  const toClose: string[] = [];
  let named = 0;
  /** A transaction's BEGIN not sent yet: it goes in front of the transaction's first statement, in the same exchange. */
  let beginPending = false;

  const exchange = (parts: Uint8Array[]): Promise<Message[]> => {
    // Statements evicted since the last exchange are closed in front of this one.
    const closing = toClose.splice(0).map((name) => protocol.serialize.close({ type: 'S', name }));
    const opening = beginPending ? [protocol.serialize.query('BEGIN')] : [];
    beginPending = false;
    const messages = [...closing, ...opening, ...parts];
    return pglite.execProtocolStream(messages.length === 1 ? messages[0] : Buffer.concat(messages), { syncToFs: false });
  };

  /** A statement's parameter types and row columns, from the reply to its Parse and Describe. */
  async function describe(name: string, text: string): Promise<Omit<Prepared, 'name'>> {
    const { serialize } = protocol;
    const reply = await exchange([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]);
    const params = reply.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const rows = reply.find((m) => m.name === 'rowDescription') as RowDescription | undefined;
    return { paramTypes: params?.dataTypeIDs ?? [], fields: rows?.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) ?? [] };
  }

  async function prepare(text: string): Promise<Prepared> {
    const known = statements.get(text);
    if (known) {
      statements.delete(text); // re-inserted: the map's order is the order of last use
      statements.set(text, known);
      return known;
    }
    const name = `kukki_${(named++).toString(36)}`;
    const prepared = { name, ...(await describe(name, text)) };
    statements.set(text, prepared);
    if (statements.size > capacity) forget(statements.keys().next().value as string);
    return prepared;
  }

  function forget(text: string): void {
    const prepared = statements.get(text);
    if (!prepared) return;
    statements.delete(text);
    toClose.push(prepared.name);
  }

  /**
   * The reply as PGlite's `query` gives it (its parsers, the call's own first; `rowMode`; `affectedRows`), read
   * without copying PGlite's table of parsers on every call as its own result reader does.
   */
  function results<T>(fields: Field[], reply: Message[], options: QueryOptions): Results<T> {
    const overrides = options?.parsers as Record<number, Parser> | undefined;
    const base = pglite.parsers as Record<number, Parser>;
    const defaults = types.parsers as Record<number, Parser>;
    const parsers = fields.map((f) => overrides?.[f.dataTypeID] ?? base[f.dataTypeID] ?? defaults[f.dataTypeID]);
    const rows: unknown[] = [];
    let affectedRows = 0;
    for (const message of reply) {
      if (message.name === 'dataRow') {
        const values = (message as unknown as { fields: (string | null)[] }).fields.map((value, i) =>
          value === null || !parsers[i] ? value : parsers[i](value, fields[i].dataTypeID),
        );
        rows.push(options?.rowMode === 'array' ? values : Object.fromEntries(fields.map((f, i) => [f.name, values[i]])));
      } else if (message.name === 'commandComplete') {
        affectedRows += affectedBy((message as unknown as { text: string }).text);
      }
    }
    return { rows: rows as T[], fields, affectedRows };
  }

  /** Parameters as the protocol sends them: PGlite's serializers by type (the call's own first), else their text. */
  function serialized(params: unknown[], types: number[], options: QueryOptions): (string | null)[] {
    return params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[types[i]] ?? pglite.serializers[types[i]];
      return serializer ? serializer(value) : (value as string | number | bigint | boolean).toString();
    });
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions): Promise<Results<T>> {
    const prepared = await prepare(text);
    const values = serialized(params, prepared.paramTypes, options);
    try {
      const reply = await exchange([bindExecuteSync(prepared.name, values)]);
      return results<T>(prepared.fields, reply, options);
    } catch (err) {
      if (reshaped(err)) forget(text);
      throw err;
    }
  }

  /** A statement of the simple protocol (BEGIN, COMMIT, ROLLBACK), one exchange; answers its command tag. */
  function simple(text: string): Promise<string> {
    return pglite.runExclusive(async () => {
      const reply = await exchange([protocol.serialize.query(text)]);
      const done = reply.find((m) => m.name === 'commandComplete') as { text: string } | undefined;
      return done?.text ?? '';
    });
  }

  /** A statement not worth preparing (a savepoint, `set`, DDL) inside a transaction: the unnamed statement, one exchange. */
  function unnamed<T>(text: string, params: unknown[], options: QueryOptions): Promise<Results<T>> {
    return pglite.runExclusive(async () => {
      const { paramTypes, fields } = await describe('', text);
      const values = serialized(params, paramTypes, options);
      const reply = await exchange([bindExecuteSync('', values)]);
      return results<T>(fields, reply, options);
    });
  }

  /**
   * PGlite's own `transaction` sends BEGIN and COMMIT through `exec` (two exchanges each, its blob and result
   * handling, a file-system sync): about 0.3 ms per transaction, a tenth of a checkout. Here BEGIN travels in the
   * exchange of the transaction's first statement and COMMIT is one exchange, under the same transaction lock; the
   * file system is synced once, after the end. A transaction that ran no statement sends neither.
   */
  async function inTransaction<T>(work: (tx: PgliteClient) => Promise<T>): Promise<T> {
    let ended = false;
    const tx: PgliteClient = {
      query<R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> {
        if (ended) return Promise.reject(new Error('Transaction is closed'));
        return PREPARABLE.test(text) ? prepared<R>(text, params, options, true) : unnamed<R>(text, params, options);
      },
      transaction: () => Promise.reject(new Error('nested transactions use savepoints')),
    };
    beginPending = true;
    try {
      const result = await work(tx);
      ended = true;
      if (beginPending) return result;
      // A transaction that failed inside (an error caught without a savepoint) ends in ROLLBACK: never a silent success.
      if ((await simple('COMMIT')) !== 'COMMIT') throw new Error('the transaction failed and was rolled back');
      return result;
    } catch (err) {
      const open = !ended && !beginPending;
      ended = true;
      if (open) await simple('ROLLBACK');
      throw err;
    } finally {
      beginPending = false;
      await pglite.syncToFs();
    }
  }

  /** A prepared statement under PGlite's statement lock (a caller outside a transaction also holds its transaction lock). */
  function prepared<T>(text: string, params: unknown[], options: QueryOptions, inTransaction: boolean): Promise<Results<T>> {
    return pglite.runExclusive(async () => {
      const result = await run<T>(text, params, options);
      if (!inTransaction) await pglite.syncToFs();
      return result;
    });
  }

  return {
    query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      if (!PREPARABLE.test(text)) return pglite.query<T>(text, params, options);
      if (pglite.closed) return Promise.reject(new Error('PGlite is closed'));
      return runAlone(async () => {
        try {
          return await prepared<T>(text, params, options, false);
        } catch (err) {
          // Its table changed shape since it was prepared (it is forgotten by now): prepared again, once.
          if (!reshaped(err)) throw err;
          return prepared<T>(text, params, options, false);
        }
      });
    },
    transaction<T>(work: (tx: PgliteClient) => Promise<T>): Promise<T> {
      if (pglite.closed) return Promise.reject(new Error('PGlite is closed'));
      return runAlone(() => inTransaction(work));
    },
  };
}
