/**
 * An ORDER BY term that puts the rows whose id is in `ids` first. None when `ids` is empty:
 * drizzle writes an empty `inArray` as the constant `false`, and PostgreSQL refuses a constant in
 * ORDER BY (a 500 for every article without linked works).
 */
import { desc, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `[desc(column in ids)]`, or `[]` when there are no ids. */
export function listedFirst(column: AnyPgColumn, ids: readonly number[]): SQL[] {
  return ids.length === 0 ? [] : [desc(inArray(column, [...ids]))];
}
