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
import { describe, expect, it } from 'vitest';
import { fillWithEmptyCluster } from '../testing/empty-cluster.ts';

const mainUrl = pathToFileURL(new URL('../main.ts', import.meta.url).pathname).href;
const clientUrl = pathToFileURL(new URL('./client.ts', import.meta.url).pathname).href;

/** Runs `body` in a fresh Node process and returns the PGlite modules it resolved. */
function pgliteModulesLoadedBy(body: string): string[] {
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
    ${body}
    console.log(JSON.stringify(seen));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test' },
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '[]') as string[];
}

describe('PGlite is loaded only when used', () => {
  it('importing the server and opening PostgreSQL loads no PGlite module', () => {
    // pg.Pool connects lazily: nothing listens on port 1 and nothing needs to.
    const seen = pgliteModulesLoadedBy(`
      const handle = await openDatabase({ kind: 'postgres', url: 'postgres://127.0.0.1:1/none' });
      await handle.close();
    `);
    expect(seen).toEqual([]);
  });

  it('opening PGlite loads it (the check above sees PGlite modules when there are any)', async () => {
    // On a copy of an empty cluster: the child need not run initdb to show what it loads.
    const dataDir = mkdtempSync(join(tmpdir(), 'renovo-pglite-loaded-'));
    await fillWithEmptyCluster(dataDir);
    let seen: string[];
    try {
      seen = pgliteModulesLoadedBy(`
        const handle = await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} });
        await handle.close();
      `);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(seen.some((url) => url.includes('@electric-sql/pglite'))).toBe(true);
    expect(seen.some((url) => url.includes('drizzle-orm/pglite'))).toBe(true);
  });
  // Each check is a child process that loads the whole server (and PGlite's WebAssembly): 6 s on
  // an idle machine, over a minute while `npm test`'s other stages share its two cores.
}, 180_000);
