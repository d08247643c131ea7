/**
 * The rows of a raw SQL statement (`db.execute(sql…)`), typed by the caller: both drivers
 * (node-postgres and PGlite) answer `{ rows }`, which Drizzle's shared `Db` type leaves unknown.
 * @example const [row] = await rawRows<{ n: number }>(db, sql`select 1 as n`);
 */
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

export async function rawRows<Row>(db: Db | Tx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
