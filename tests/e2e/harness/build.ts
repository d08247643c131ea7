/**
 * The embed build, run only when needed: dist/embed/v1 is rebuilt (rollup.config.ts) when it is
 * missing or older than the sources it is made of. Shared by the e2e stack and the benchmarks.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The embed folder the build writes. */
export const EMBED_DIR = join(ROOT, 'dist/embed/v1');

/** The newest modification time of the files under `dir` (tests left out), ms. */
export function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (!entry.name.includes('.test.')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds dist/embed/v1 when it is missing or stale (or always with RENOVO_REBUILD=1). */
export function ensureEmbedBuilt(): void {
  const manifest = join(EMBED_DIR, 'manifest.json');
  const sources = ['packages/widgets/src', 'packages/loader/src', 'packages/core/src'].map((d) =>
    join(ROOT, d),
  );
  const built = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
  const newest = Math.max(...sources.map(newestMtime), statSync(join(ROOT, 'rollup.config.ts')).mtimeMs);
  if (built >= newest && !process.env.RENOVO_REBUILD) return;
  const rollup = join(ROOT, 'node_modules/rollup/dist/bin/rollup');
  const result = spawnSync(process.execPath, [rollup, '-c', 'rollup.config.ts', '--silent'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`embed build failed:\n${result.stderr}`);
}

/**
 * A private copy of the embed folder for one e2e run, so a build started meanwhile (`npm run
 * build` empties dist/embed/v1 first) cannot pull files from under the running tests. The copy
 * is checked against its manifest and retried when a build was writing at that moment.
 * `RENOVO_EMBED_DIR` serves an already built folder instead (no build, no copy check).
 */
export function snapshotEmbed(into: string): string {
  if (process.env.RENOVO_EMBED_DIR) return process.env.RENOVO_EMBED_DIR;
  for (let attempt = 0; ; attempt++) {
    ensureEmbedBuilt();
    rmSync(into, { recursive: true, force: true });
    mkdirSync(into, { recursive: true });
    try {
      cpSync(EMBED_DIR, into, { recursive: true });
      const manifest = JSON.parse(readFileSync(join(into, 'manifest.json'), 'utf8')) as {
        files: Record<string, unknown>;
      };
      const files = [...Object.keys(manifest.files), 'loader.js'];
      if (files.every((file) => existsSync(join(into, file)))) return into;
    } catch {
      // A build was emptying or writing the folder: try again.
    }
    if (attempt >= 5) throw new Error(`could not copy a complete ${EMBED_DIR}`);
  }
}
