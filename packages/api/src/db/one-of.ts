/** SQL of a closed set: a CHECK (or a filter) built from the set's one declaration in core. */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `column in ('a', 'b', …)`: the column holds one of `values` (each quoted as an SQL literal). */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in ${sql.raw(`(${list})`)}`;
}
