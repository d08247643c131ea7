/**
 * The hottest raw statements are planned once per connection (db/prepared.ts, ADR 051): on
 * PostgreSQL a statement marked by `prepared(name, …)` is sent as a named prepared statement, one
 * per variant of its text; an unmarked one is not.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { prepared, sendMarkedStatementsPrepared } from './prepared.ts';
import { rawRows } from './raw-rows.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('marked statements on PostgreSQL', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    // One connection, so the session that prepared is the one asked.
    pool = new pg.Pool({ connectionString: url, max: 1 });
    sendMarkedStatementsPrepared(pool);
  });
  afterAll(() => pool.end());

  it('a marked statement is prepared once per variant of its text; an unmarked one is not', async () => {
    const db = drizzle({ client: pool }) as unknown as Db;
    const run = (n: number, extra: boolean) =>
      rawRows<{ n: number }>(
        db,
        prepared('probe', sql`select ${n}::int as n${sql.raw(extra ? ', 2 as m' : '')}`),
      );
    expect(await run(1, false)).toEqual([{ n: 1 }]);
    expect(await run(2, false)).toEqual([{ n: 2 }]);
    expect(await run(3, true)).toMatchObject([{ n: 3 }]);
    await rawRows(db, sql`select ${4}::int as unmarked`);
    const names = await rawRows<{ name: string }>(
      db,
      sql`select name from pg_prepared_statements order by name`,
    );
    const probes = names.map((r) => r.name).filter((n) => n.startsWith('renovo-probe-'));
    expect(probes).toHaveLength(2);
    expect(names.map((r) => r.name).every((n) => n.startsWith('renovo-'))).toBe(true);
  });

  it('a name that could break out of the comment is refused', () => {
    expect(() => prepared('a */ drop', sql`select 1`)).toThrow(/not \[A-Za-z0-9_-\]\+/);
  });
});
