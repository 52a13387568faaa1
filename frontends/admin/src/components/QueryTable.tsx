import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from './QueryState';
import { DataTable, type DataTableProps } from './Table';

/** A list screen's table: the query's loader or error (QueryState), then the rows it picks from the reply as a DataTable. */
export function QueryTable<D, T>({
  query,
  rows,
  ...table
}: Omit<DataTableProps<T>, 'rows'> & { query: UseQueryResult<D>; rows: (data: D) => readonly T[] }) {
  return <QueryState query={query}>{(data) => <DataTable rows={rows(data)} {...table} />}</QueryState>;
}
