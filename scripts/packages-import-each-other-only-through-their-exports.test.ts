/**
 * Rule: the workspace packages import each other only through their `exports` maps, and no
 * package imports `scripts/`. A package's sources, tests and build configuration never reach into
 * another package by a relative path (`../../api/src/…`), never import a file of `scripts/` (the
 * repository's own commands), and name another package only by an entry its `exports` map
 * declares; `scripts/` reaches the packages by their names too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const PACKAGES = readdirSync(join(ROOT, 'packages')).filter((name) =>
  existsSync(join(ROOT, 'packages', name, 'package.json')),
);
const SOURCE = /\.(?:[cm]?ts|tsx|[cm]?js|jsx)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'coverage', '.react-router', 'fixtures']);

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : SOURCE.test(entry.name) ? [path] : [];
  });
}

/** Every package's sources, tests and build configuration, then the scripts. */
const packageFiles = PACKAGES.flatMap((name) => {
  const dir = join(ROOT, 'packages', name);
  const configs = readdirSync(dir)
    .filter((file) => SOURCE.test(file) && statSync(join(dir, file)).isFile())
    .map((file) => join(dir, file));
  return [...configs, ...['src', 'app', 'test'].flatMap((folder) => filesUnder(join(dir, folder)))];
});
const scriptFiles = filesUnder(join(ROOT, 'scripts'));

/** The module specifiers a file imports: static, re-exported, dynamic (literal) and mocked. */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const patterns = [
    /^\s*(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\b(?:import|require|vi\.mock|vi\.importActual)\(\s*['"]([^'"]+)['"]/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1]!));
}

/** `packages/<name>` or `scripts` for a repository path, else null (the root's other folders). */
function ownerOf(path: string): string | null {
  const [top, name] = relative(ROOT, path).split(sep);
  if (top === 'packages' && name && PACKAGES.includes(name)) return `packages/${name}`;
  if (top === 'scripts') return 'scripts';
  return null;
}

const rel = (file: string) => relative(ROOT, file).split(sep).join('/');

/** `@renovo/<name>` → its package folder and the subpaths its `exports` map declares. */
const workspacePackages = new Map(
  PACKAGES.map((name) => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'packages', name, 'package.json'), 'utf8')) as {
      name: string;
      exports?: Record<string, unknown>;
    };
    return [manifest.name, { dir: `packages/${name}`, entries: Object.keys(manifest.exports ?? {}) }];
  }),
);

/**
 * The one relative reach across packages left: the widgets' login-sheet test uses core's
 * session-API double, which core does not publish (its `files` leave out src/testing, so no
 * `exports` entry can name it).
 */
const KNOWN = new Set([
  'packages/widgets/src/elements/login-sheet/login-sheet.test.tsx → ../../../../core/src/testing/index.ts',
]);

describe('packages import each other only through their exports', () => {
  it('no relative import climbs from one package (or scripts/) into another package', () => {
    const crossings = [...packageFiles, ...scriptFiles].flatMap((file) =>
      specifiers(file)
        .filter((spec) => spec.startsWith('.'))
        .filter((spec) => {
          const target = ownerOf(resolve(dirname(file), spec));
          return target !== null && target !== 'scripts' && target !== ownerOf(file);
        })
        .map((spec) => `${rel(file)} → ${spec}`)
        .filter((crossing) => !KNOWN.has(crossing)),
    );
    expect(crossings).toEqual([]);
  });

  it('no package imports a file of scripts/', () => {
    const intoScripts = packageFiles.flatMap((file) =>
      specifiers(file)
        .filter((spec) =>
          spec.startsWith('.')
            ? ownerOf(resolve(dirname(file), spec)) === 'scripts'
            : /(?:^|\/)scripts\//.test(spec),
        )
        .map((spec) => `${rel(file)} → ${spec}`),
    );
    expect(intoScripts).toEqual([]);
  });

  it('every import of a workspace package names an entry of its exports map', () => {
    const outside = [...packageFiles, ...scriptFiles].flatMap((file) =>
      specifiers(file).flatMap((spec) => {
        const name = spec.split('/').slice(0, 2).join('/');
        const target = workspacePackages.get(name);
        if (!target || target.dir === ownerOf(file)) return [];
        const entry = `.${spec.slice(name.length)}`;
        return target.entries.includes(entry) ? [] : [`${rel(file)} → ${spec}`];
      }),
    );
    expect(outside).toEqual([]);
  });
});
