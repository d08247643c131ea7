/** The row type of a set of selected columns (and SQL expressions), nullable where the column is. */
import type { SQL } from 'drizzle-orm';

type ColumnValue<C> = C extends { _: { data: infer D; notNull: infer N } }
  ? N extends true
    ? D
    : D | null
  : C extends SQL<infer D>
    ? D
    : never;

/** `{ key: value }` of the columns (or SQL expressions) of a `select(columns)`. */
export type RowOf<T> = { [K in keyof T]: ColumnValue<T[K]> };
