/**
 * The console's one list table (partners, landing pages, leads, staff, audit): a real `<table>`
 * with a hidden caption, column headers (`scope="col"`), an optional row header
 * (`scope="row"`) and a row that says the list is empty, inside a labelled, keyboard-scrollable
 * region. Every cell carries its column's name (`data-label`): below 640 px wide the stylesheet
 * lays each row out as a card that names each value (the table's semantics stay: a screen reader
 * still reads the column header; the visible name is generated text it skips). A named cell's
 * content is one element (`.cell-value`), the card's second column.
 */
import { consoleMessages as m } from '@renovo/core/messages';
import type { ReactNode } from 'react';
import { TableWrap } from './components.tsx';

/** One column: its header, the cell of a row, and whether it names the row. */
export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  /** This column names the row: its cells are `<th scope="row">`. */
  rowHeader?: boolean;
  /** The header is read to screen readers but not shown (a column of buttons). */
  hideHeader?: boolean;
  className?: string;
}

interface DataTableProps<T> {
  /** The table's name (caption and region label). */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string | number;
  /** While loading, an empty list says nothing (the load state says it is loading). */
  loading?: boolean;
}

export function DataTable<T>({ label, columns, rows, rowKey, loading = false }: DataTableProps<T>) {
  return (
    <TableWrap label={label}>
      <table className="data-table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {!loading && rows.length === 0 ? (
            <tr className="empty">
              <td colSpan={columns.length}>{m.common.empty}</td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" data-label={column.header} className={column.className}>
                    <span className="cell-value">{column.cell(row)}</span>
                  </th>
                ) : (
                  <td
                    key={column.header}
                    data-label={column.hideHeader ? undefined : column.header}
                    className={column.className}
                  >
                    {column.hideHeader ? (
                      column.cell(row)
                    ) : (
                      <span className="cell-value">{column.cell(row)}</span>
                    )}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
