/**
 * The built examples/react-app for the e2e stack: rebuilt (vite build, as its `npm run build`
 * does after its typecheck) when dist/ is missing or older than the app or the widget sources it
 * bundles, then copied into the run's folder so a build started meanwhile cannot empty it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestMtime, ROOT } from './build.ts';

/** The React example's folder. */
const REACT_APP_DIR = join(ROOT, 'examples/react-app');
const DIST = join(REACT_APP_DIR, 'dist');

/** Builds examples/react-app/dist when it is missing or stale (or always with RENOVO_REBUILD=1). */
function ensureReactAppBuilt(): void {
  const index = join(DIST, 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = [
    join(REACT_APP_DIR, 'src'),
    join(ROOT, 'packages/widgets/src'),
    join(ROOT, 'packages/core/src'),
  ].map(newestMtime);
  const files = ['index.html', 'vite.config.ts'].map((f) => statSync(join(REACT_APP_DIR, f)).mtimeMs);
  if (built >= Math.max(...sources, ...files) && !process.env.RENOVO_REBUILD) return;
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: REACT_APP_DIR,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`react-app build failed:\n${result.stdout}\n${result.stderr}`);
}

/** Copies the built app into `into` (retried while a build is writing it) and returns `into`. */
export function snapshotReactApp(into: string): string {
  for (let attempt = 0; ; attempt++) {
    ensureReactAppBuilt();
    rmSync(into, { recursive: true, force: true });
    try {
      cpSync(DIST, into, { recursive: true });
      const html = readFileSync(join(into, 'index.html'), 'utf8');
      const assets = [...html.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((m) => m[1]!);
      if (assets.length > 0 && assets.every((file) => existsSync(join(into, file)))) return into;
    } catch {
      // A build was emptying or writing dist/: try again.
    }
    if (attempt >= 5) throw new Error(`could not copy a complete ${DIST}`);
  }
}
