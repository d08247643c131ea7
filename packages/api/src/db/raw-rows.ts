/**
 * Raw SQL statements (`db.execute(sql…)`): the rows they answer, typed by the caller (both drivers,
 * node-postgres and PGlite, answer `{ rows }`, which Drizzle's shared `Db` type leaves unknown),
 * and a row's values as an INSERT … SELECT writes them.
 * @example const [row] = await rawRows<{ n: number }>(db, sql`select 1 as n`);
 */
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

/** A row's values: each column's value, or SQL written in its place. */
export type SelectedValues<T extends PgTable> = {
  [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL;
};

export async function rawRows<Row>(db: Db | Tx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
