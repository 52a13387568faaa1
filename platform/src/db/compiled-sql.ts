import { fillPlaceholders, Param, sql, StringChunk, type SQL, type SQLChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** `$1`, `$2`…: how the PostgreSQL dialect writes a statement's parameters. */
const PARAMETER = /\$(\d+)/g;

interface Compiled {
  /** The statement's text around its parameters (one more than there are parameters). */
  segments: string[];
  /** Per parameter: a placeholder (or a placeholder with its column's encoder) or a constant of the statement. */
  params: unknown[];
}

function compile(statement: SQL): Compiled {
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  const numbers = [...text.matchAll(PARAMETER)].map((m) => Number(m[1]));
  // A `$n` that is not the n-th parameter (a dollar inside a literal) would bind values to the wrong places.
  if (numbers.length !== params.length || numbers.some((n, i) => n !== i + 1))
    throw new Error(`compiledSql: the statement's text holds a «$» that is not one of its parameters: ${text}`);
  return { segments: text.split(/\$\d+/), params };
}

/**
 * A statement Drizzle builds once. `build` writes it with `sql.placeholder(name)` where each call's values go;
 * every call binds `values` to the text built the first time instead of building the statement again (Drizzle's
 * building of the checkout's statements was a sixth of the embedded shop's CPU under checkout load). The SQL it
 * answers runs with `execute` on any executor, a transaction's included. A placeholder compared with a column
 * is encoded as that column encodes its values; any other takes the value as the driver takes it.
 */
export function compiledSql<V extends Record<string, unknown>>(build: () => SQL): (values: V) => SQL {
  let compiled: Compiled | undefined;
  return (values) => {
    compiled ??= compile(build());
    const { segments } = compiled;
    const chunks: SQLChunk[] = [new StringChunk(segments[0])];
    fillPlaceholders(compiled.params, values).forEach((value, i) => chunks.push(new Param(value), new StringChunk(segments[i + 1])));
    return sql.fromList(chunks);
  };
}
