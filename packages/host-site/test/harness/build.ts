/**
 * The site build for the route tests: `react-router build` runs only when packages/host-site/build
 * is missing or older than the sources it is made of (or always with RENOVO_REBUILD=1).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** The host-site package. */
const SITE_DIR = join(ROOT, 'packages/host-site');
/** The build folder `react-router build` writes. */
export const SITE_BUILD_DIR = join(SITE_DIR, 'build');
/** The staff console's build folder (`npm run build -w @renovo/console`). */
export const CONSOLE_BUILD_DIR = join(ROOT, 'packages/console/dist');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.includes('.test.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/**
 * Set by the route suite's global setup once it has built the site and started its stack on that
 * build: the files that start stacks of their own then take the same build. Rebuilding in the
 * middle of a run (a source saved while the suite runs) would replace the chunks the shared
 * stack's pages are loading.
 */
export const SITE_BUILT_FOR_RUN = 'RENOVO_SITE_BUILT_FOR_RUN';

/** Builds the site when its build is missing or stale (not again within a run: SITE_BUILT_FOR_RUN). */
export function ensureSiteBuilt(): void {
  if (process.env[SITE_BUILT_FOR_RUN] === '1') return;
  const serverEntry = join(SITE_BUILD_DIR, 'server', 'index.js');
  const built = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0;
  const sources = [
    join(SITE_DIR, 'app'),
    join(SITE_DIR, 'public'),
    join(SITE_DIR, 'vite.config.ts'),
    join(SITE_DIR, 'react-router.config.ts'),
    join(ROOT, 'packages/core/src'),
    join(ROOT, 'packages/widgets/src'),
  ];
  if (built >= Math.max(...sources.map(newestMtime)) && !process.env.RENOVO_REBUILD) return;
  const cli = join(ROOT, 'node_modules/@react-router/dev/bin.cjs');
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: SITE_DIR, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`host-site build failed:\n${result.stdout}\n${result.stderr}`);
}
