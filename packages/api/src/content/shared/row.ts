/** The row type of a set of selected columns, nullable where the column is. */

type ColumnValue<C> = C extends { _: { data: infer D; notNull: infer N } }
  ? N extends true
    ? D
    : D | null
  : never;

/** `{ key: value }` of the columns of a `select(columns)`. */
export type RowOf<T> = { [K in keyof T]: ColumnValue<T[K]> };
