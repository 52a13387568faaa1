import { fillPlaceholders, SQL, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * A statement whose text is built already: the dialect asks an SQL for its query (`toQuery`) when it runs it,
 * and this one answers without walking any chunks. Only for running (`execute`), never inside another `sql`.
 */
class BuiltSql extends SQL {
  constructor(private readonly query: Query) {
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
 * driver sends it.
 */
export function compiledSql<V extends Record<string, unknown>>(build: () => SQL): (values: V) => SQL {
  let compiled: Query | undefined;
  return (values) => {
    compiled ??= new PgDialect().sqlToQuery(build());
    return new BuiltSql({ sql: compiled.sql, params: fillPlaceholders(compiled.params, values) });
  };
}
