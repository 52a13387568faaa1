import type { Key, ReactNode } from 'react';

/** A table; below 640 px every row is a card (admin.css), each cell labelled by its column's `data-label`. */
export function Table({ children, caption, className }: { children: ReactNode; caption?: string; className?: string }) {
  return (
    <div className="adm-table-wrap">
      <table className={`adm-table ${className ?? ''}`}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** A tooltip for the cell (e.g. the meaning of a SAT code). */
  title?: (row: T) => string | undefined;
}

export interface DataTableProps<T> {
  caption: string;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: ReadonlyArray<Column<T>>;
  /** Shown instead of the table when there are no rows. */
  empty?: string;
  /** A modifier of the table (e.g. `adm-table--wrap` for many columns of prose). */
  className?: string;
}

/** The admin's list tables: one row per item, one cell per column. */
export function DataTable<T>({ caption, rows, rowKey, columns, empty, className }: DataTableProps<T>) {
  if (empty !== undefined && rows.length === 0) return <p className="adm-empty">{empty}</p>;
  return (
    <Table caption={caption} className={className}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header}>{column.header}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.header} className={column.className} title={column.title?.(row)} data-label={column.header}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
