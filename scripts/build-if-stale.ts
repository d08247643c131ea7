/**
 * `npm start`'s prestart: runs `npm run build` only when a build output the start needs is missing
 * or older than a source it is made from (file times), so a second `npm start` starts at once.
 * `npm run build` always rebuilds everything.
 *
 * @example node scripts/build-if-stale.ts   (prints why it builds, or that the build is current)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');

/** What `npm start` serves: the server bundle, the embed files and the host site's build. */
export const OUTPUTS = [
  'dist/server/start.js',
  'dist/embed/v1/manifest.json',
  'packages/host-site/build/server/index.js',
];

/** What those are built from (folders are walked; node_modules and build folders are not). */
export const INPUTS = [
  'package.json',
  'package-lock.json',
  'rollup.config.ts',
  'scripts',
  'packages/core',
  'packages/widgets',
  'packages/loader',
  'packages/api',
  'packages/host-site',
  'tools/build-config',
];

const SKIPPED = new Set([
  'node_modules',
  'build',
  'dist',
  'coverage',
  'test',
  '.react-router',
  '.data',
  '.cache',
]);

/** The newest file under `path` (itself when a file), or null when there is none. */
function newest(path: string): { file: string; mtimeMs: number } | null {
  if (!existsSync(path)) return null;
  const info = statSync(path);
  if (!info.isDirectory()) return { file: path, mtimeMs: info.mtimeMs };
  let best: { file: string; mtimeMs: number } | null = null;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx'))
      continue;
    const found = newest(join(path, entry.name));
    if (found && (!best || found.mtimeMs > best.mtimeMs)) best = found;
  }
  return best;
}

/** Why the build must run, or null when every output is newer than every input. */
export function staleReason(base = root): string | null {
  let oldestOutput = Number.POSITIVE_INFINITY;
  for (const output of OUTPUTS) {
    const path = join(base, output);
    if (!existsSync(path)) return `${output} is missing`;
    oldestOutput = Math.min(oldestOutput, statSync(path).mtimeMs);
  }
  for (const input of INPUTS) {
    const found = newest(join(base, input));
    if (found && found.mtimeMs > oldestOutput)
      return `${relative(base, found.file)} changed since the last build`;
  }
  return null;
}

if (import.meta.main) {
  const reason = staleReason();
  if (reason === null) {
    console.log('build is current (npm run build rebuilds anyway)');
  } else {
    console.log(`building: ${reason}`);
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
}
