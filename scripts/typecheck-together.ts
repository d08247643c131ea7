/**
 * One TypeScript program for the projects whose tsconfig.json only says what it includes (every
 * compiler option from tsconfig.base.json): their includes are joined in one generated tsconfig
 * and checked by one `tsc` run. Most of these projects import the API's or core's sources, and
 * checked one by one, `tsc` parsed and checked those sources once per project (seven runs: 43
 * s of single-threaded `tsc`; one program: 12 CPU-s, ADR 050). What one program does not see: a
 * global or module augmentation of one project is visible to the others. A project with options
 * of its own (JSX, other types) is refused: it is checked on its own.
 *
 * The generated tsconfig lives in node_modules/.cache, under the repository, so that `types`
 * and the `paths` of the base resolve as they do for the projects themselves.
 *
 * @example node scripts/typecheck-together.ts packages/api tests/e2e .
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BASE = 'tsconfig.base.json';

/** A project's tsconfig.json as this script reads it (plain JSON). */
interface ProjectConfig {
  extends?: string;
  include?: string[];
  [option: string]: unknown;
}

/** The tsconfig of one program holding every file that `projects` (folders of `root`) include. */
export function joinedTsconfig(
  projects: readonly string[],
  root = ROOT,
): { extends: string; include: string[] } {
  const base = join(root, BASE);
  const include: string[] = [];
  for (const project of projects) {
    const dir = resolve(root, project);
    const {
      extends: extended,
      include: own = [],
      ...rest
    } = JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8')) as ProjectConfig;
    if (!extended || resolve(dir, extended) !== base || Object.keys(rest).length > 0)
      throw new Error(
        `${project}/tsconfig.json has options of its own: check it on its own (tsc -p ${project})`,
      );
    include.push(...own.map((path) => resolve(dir, path)));
  }
  return { extends: base, include: [...new Set(include)] };
}

if (import.meta.main) {
  const projects = process.argv.slice(2);
  const dir = join(ROOT, 'node_modules/.cache/renovo-typecheck');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify(joinedTsconfig(projects), null, 2)}\n`);
  const tsc = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', dir, '--singleThreaded'], {
    stdio: 'inherit',
  });
  process.exitCode = tsc.status ?? 1;
}
