/**
 * A test stack's data folder is a copy of a database the server's start-up prepared once
 * (tests/e2e/harness/database-template.ts): the stack's own start-up finds it ready and adds
 * nothing, and it holds what a fresh start-up prepares.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, parseEnv, prepareDatabase } from '@renovo/api';
import type { Db } from '@renovo/api/db';
import { seedDemoInDevelopment } from '@renovo/demo-content';
import { sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { copyDatabaseTemplate } from './harness/database-template.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'renovo-template-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The rows of a query (the driver's answer has them under `rows`). */
async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The number of rows of every table of the public schema. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [count] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = count!.n;
  }
  return counts;
}

test("a stack's database copied from the template is ready: its start-up adds nothing, and it holds what a fresh start-up prepares", async () => {
  const variables = { NODE_ENV: 'test', RENOVO_DEMO_VIDEOS: 'off' };
  const copied = join(dataDir, 'copied');
  await copyDatabaseTemplate(copied, variables);
  const logs: string[] = [];
  const copyEnv = parseEnv({ ...variables, RENOVO_DATA_DIR: copied, LOG_LEVEL: 'info' });
  // Both start-ups are handed the demo seed, as the test stacks are.
  const copy = await prepareDatabase(
    copyEnv,
    createLogger(copyEnv, { write: (line) => logs.push(line) }),
    seedDemoInDevelopment,
  );
  const freshEnv = parseEnv({ ...variables, RENOVO_DATA_DIR: join(dataDir, 'fresh'), LOG_LEVEL: 'silent' });
  const fresh = await prepareDatabase(freshEnv, createLogger(freshEnv), seedDemoInDevelopment);
  try {
    const ready = logs.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'database ready');
    expect(ready.demoContent).toEqual({
      communities: 0,
      companies: 0,
      works: 0,
      articles: 0,
      shorts: 0,
      ratings: 0,
    });
    const counts = await rowCounts(copy.db);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeGreaterThan(100);
    expect(counts).toEqual(await rowCounts(fresh.db));
  } finally {
    await copy.close();
    await fresh.close();
  }
}, 240_000);
