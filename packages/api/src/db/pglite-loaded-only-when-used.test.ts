/**
 * PGlite (27 MB of WebAssembly and data) is loaded only when the server runs on it: with
 * DATABASE_URL the server's whole module graph and the PostgreSQL branch of openDatabase leave
 * it alone. Checked in a child process whose module resolution records every PGlite module.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillWithEmptyCluster } from '../testing/empty-cluster.ts';

const mainUrl = pathToFileURL(new URL('../main.ts', import.meta.url).pathname).href;
const clientUrl = pathToFileURL(new URL('./client.ts', import.meta.url).pathname).href;

/**
 * In one fresh Node process: imports the server, opens PostgreSQL, then PGlite on `dataDir`; answers
 * the PGlite modules it had resolved after each step. One child for both checks: each loads the
 * whole server, 6 s on an idle machine and over half a minute while `npm test`'s other stages share
 * its two cores.
 */
function pgliteModulesLoaded(dataDir: string): { postgres: string[]; pglite: string[] } {
  const script = `
    import { registerHooks } from 'node:module';
    const seen = [];
    registerHooks({
      resolve(specifier, context, next) {
        const resolved = next(specifier, context);
        if (/[\\\\/]@electric-sql[\\\\/]pglite[\\\\/]|[\\\\/]drizzle-orm[\\\\/]pglite[\\\\/]/.test(resolved.url)) seen.push(resolved.url);
        return resolved;
      },
    });
    const { openDatabase } = await import(${JSON.stringify(clientUrl)});
    await import(${JSON.stringify(mainUrl)});
    // pg.Pool connects lazily: nothing listens on port 1 and nothing needs to.
    const postgres = await openDatabase({ kind: 'postgres', url: 'postgres://127.0.0.1:1/none' });
    await postgres.close();
    const afterPostgres = [...seen];
    const pglite = await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} });
    await pglite.close();
    console.log(JSON.stringify({ postgres: afterPostgres, pglite: seen }));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test' },
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { postgres: string[]; pglite: string[] };
}

describe('PGlite is loaded only when used', () => {
  let seen: { postgres: string[]; pglite: string[] };
  beforeAll(async () => {
    // On a copy of an empty cluster: the child need not run initdb to show what it loads.
    const dataDir = mkdtempSync(join(tmpdir(), 'renovo-pglite-loaded-'));
    try {
      await fillWithEmptyCluster(dataDir);
      seen = pgliteModulesLoaded(dataDir);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('importing the server and opening PostgreSQL loads no PGlite module', () => {
    expect(seen.postgres).toEqual([]);
  });

  it('opening PGlite loads it (the check above sees PGlite modules when there are any)', () => {
    expect(seen.pglite.some((url) => url.includes('@electric-sql/pglite'))).toBe(true);
    expect(seen.pglite.some((url) => url.includes('drizzle-orm/pglite'))).toBe(true);
  });
});
