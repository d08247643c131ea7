/**
 * On PGlite too, a statement marked by `prepared(name, …)` is parsed once under its name and then
 * only bound and executed (db/pglite-prepared.ts, ADR 060) — with the same answers as an unmarked
 * query, the same parsers, and never inside another caller's transaction.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { prepared } from './prepared.ts';
import { rawRows } from './raw-rows.ts';

describe('marked statements on PGlite', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    await handle.db.execute(sql`create table probe (id serial primary key, at timestamptz not null, n int)`);
  }, 60_000);
  afterAll(() => handle.close());

  const names = async () =>
    (await rawRows<{ name: string }>(handle.db, sql`select name from pg_prepared_statements`)).map(
      (r) => r.name,
    );

  it('is prepared once per variant of its text and answers as an unmarked query does', async () => {
    const at = '2026-12-01T10:00:00.000Z';
    const insert = (n: number) =>
      rawRows<{ id: number; at: unknown; n: number }>(
        handle.db,
        prepared(
          'probe-insert',
          sql`insert into probe (at, n) values (${at}::timestamptz, ${n}) returning id, at, n`,
        ),
      );
    const [first] = await insert(1);
    const [second] = await insert(2);
    const [plain] = await rawRows<{ id: number; at: unknown; n: number }>(
      handle.db,
      sql`insert into probe (at, n) values (${at}::timestamptz, ${3}) returning id, at, n`,
    );
    expect([first?.n, second?.n, plain?.n]).toEqual([1, 2, 3]);
    expect(second?.id).toBe(Number(first?.id) + 1);
    // Drizzle's parsers hold for a marked statement as for a plain one (timestamps stay text).
    expect(first?.at).toEqual(plain?.at);
    expect((await names()).filter((n) => n.startsWith('renovo-probe-insert-'))).toHaveLength(1);
  });

  it('an error leaves the session ready, and the statement is prepared still', async () => {
    const divide = (by: number) =>
      rawRows<{ q: number }>(handle.db, prepared('probe-divide', sql`select 10 / ${by}::int as q`));
    await expect(divide(0)).rejects.toThrow();
    expect(await divide(5)).toEqual([{ q: 2 }]);
    expect((await names()).filter((n) => n.startsWith('renovo-probe-divide-'))).toHaveLength(1);
  });

  it('a session that dropped its prepared statements prepares them again', async () => {
    const double = (n: number) =>
      rawRows<{ d: number }>(handle.db, prepared('probe-double', sql`select ${n}::int * 2 as d`));
    expect(await double(2)).toEqual([{ d: 4 }]);
    await handle.db.execute(sql`deallocate all`);
    expect(await names()).toEqual([]);
    expect(await double(3)).toEqual([{ d: 6 }]);
    expect((await names()).filter((n) => n.startsWith('renovo-probe-double-'))).toHaveLength(1);
  });

  it("waits for another caller's transaction to end instead of running inside it", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe (at, n) values (now(), 100)`);
      await held;
      await tx.execute(sql`insert into probe (at, n) values (now(), 101)`);
    });
    let counted: number | undefined;
    const count = rawRows<{ n: number }>(
      handle.db,
      prepared('probe-count', sql`select count(*)::int as n from probe where n >= ${100}`),
    ).then(([row]) => {
      counted = row?.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(counted).toBeUndefined();
    release();
    await transaction;
    await count;
    expect(counted).toBe(2);
  });
});
