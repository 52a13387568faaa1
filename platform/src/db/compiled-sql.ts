import { fillPlaceholders, SQL, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * A statement whose text is built already: the dialect asks an SQL for its query (`toQuery`) when it runs it,
 * and this one answers without walking any chunks. Only for running (`execute`), never inside another `sql`.
 */
class BuiltSql extends SQL {
  constructor(
    private readonly query: Query,
    /** A read (changes nothing): safe to run again after its connection failed. */
    readonly reads: boolean,
  ) {
    super([]);
  }

  override toQuery(): Query {
    return this.query;
  }
}

/**
 * A statement Drizzle builds once. `build` writes it with `sql.placeholder(name)` where each call's values go;
 * every call binds `values` to the text built the first time instead of building the statement again (Drizzle's
 * building of a statement of 40 values costs about as much as PGlite running it). Run the answer with `execute`
 * on any executor, a transaction's included. Values go to the driver as they are, a placeholder compared with
 * a column's included (Drizzle does not put it through the column's encoder): JSON as text, a Date as the
 * driver sends it. `reads`: the statement changes nothing, so a connection failure may run it again (see
 * `retryingOnConnectionFailure`).
 */
export function compiledSql<V extends Record<string, unknown>>(build: () => SQL, options: { reads?: boolean } = {}): (values: V) => SQL {
  let compiled: Query | undefined;
  const reads = options.reads ?? false;
  return (values) => {
    compiled ??= new PgDialect().sqlToQuery(build());
    return new BuiltSql({ sql: compiled.sql, params: fillPlaceholders(compiled.params, values) }, reads);
  };
}

/**
 * A piece of a statement compiled with the rest (`compiledSql`): its SQL with placeholders, built once per `key`
 * (the piece's shape), and this call's values for those placeholders.
 */
export interface StatementPart {
  key: string;
  build: () => SQL;
  values: Record<string, unknown>;
}

/** Whether a statement was compiled as a read (`compiledSql(build, { reads: true })`). */
export function isCompiledRead(statement: unknown): boolean {
  return statement instanceof BuiltSql && statement.reads;
}

/**
 * The rows of a raw statement run with `execute` (`compiledSql`, `sql```), as the driver names them: both
 * drivers (PGlite, node-postgres) answer an object with `rows`.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
