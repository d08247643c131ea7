/**
 * Rule: demo seeding is handed in by the start-up. The API itself never loads invented content:
 * no module of the server imports the demo content, by name or by a name put together at run
 * time, so a development start that was handed no seed writes none (`npm start` hands in
 * `@renovo/demo-content`'s; its own tests check that seed).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { communities, partners } from './db/schema.ts';
import { companies, works } from './db/schema-content.ts';
import { parseEnv } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { prepareDatabase } from './main.ts';
import { fillWithEmptyCluster } from './testing/empty-cluster.ts';

const SRC = import.meta.dirname;

/** The server's modules: everything under src/ but tests and the test harness. */
function serverModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'testing' || entry.name === 'migrations' ? [] : serverModules(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [path] : [];
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'renovo-no-seed-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('demo seeding is handed in by the start-up', () => {
  it('no module of the server names the demo content or imports a module by a computed name', () => {
    const found = serverModules(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const where = relative(SRC, file);
      return [
        ...(/['"]@renovo\/demo-content['"]|['"]demo-content['"]/.test(text)
          ? [`${where}: names the demo content`]
          : []),
        ...(/\bimport\(\s*(?!['"])/.test(text) ? [`${where}: import() of a computed name`] : []),
      ];
    });
    expect(found).toEqual([]);
  });

  it('a development start that was handed no seed writes no invented content', async () => {
    await fillWithEmptyCluster(dataDir);
    const env = parseEnv({ NODE_ENV: 'development', RENOVO_DATA_DIR: dataDir });
    const handle = await prepareDatabase(env, createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }));
    try {
      for (const table of [communities, companies, works, partners]) {
        const [row] = await handle.db.select({ n: count() }).from(table);
        expect(row?.n).toBe(0);
      }
    } finally {
      await handle.close();
    }
  }, 120_000);
});
