/**
 * `npm run test:consumers` (part of `npm test`, after the build): packs `@renovo/core`,
 * `@renovo/widgets` and `@renovo/loader` as npm would publish them and checks that real consumer
 * projects can use the tarballs:
 *
 * - `node-esm`: plain Node 24, no flags, no DOM, imports every runtime entry point of the packed
 *   `exports` maps (a new entry point is covered automatically);
 * - `vite-react tsc` / `vite-react build`: React 19 + Vite 8 renders a typed `<renovo-quote>`;
 *   `tsc --noEmit` with strict, exactOptionalPropertyTypes and skipLibCheck false, then `vite build`;
 * - `next-app build`: Next.js 16 App Router, `next build` with no configuration;
 * - `publint <pkg>` and `attw <pkg>` on each tarball: any message fails.
 *
 * The templates are in `tests/consumers/<name>/`. Each is copied into a temporary folder, given
 * the tarballs as `file:` dependencies, installed with npm (same cache as the caller's npm) and
 * checked. One line per check, then `N passed, N failed, N skipped`; the full output of a failed
 * check is printed, and the temporary folder is kept. Exits 1 on any failure.
 *
 * Expects the packages to be built (`npm run build` does it; `--build` runs it first).
 *
 * @example node scripts/test-consumers.ts            (after npm run build)
 * @example node scripts/test-consumers.ts --build --keep
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEMPLATES = join(ROOT, 'tests/consumers');

/** The workspaces that are published, packed in this order. */
export const PACKAGES = ['packages/core', 'packages/widgets', 'packages/loader'] as const;

/** A target of an `exports` map: a path, conditions, a fallback list, or null (blocked). */
export type ExportTarget = string | null | ExportTarget[] | { [condition: string]: ExportTarget };

/** The conditions Node's ESM loader matches, with no `--conditions` flag. */
export const NODE_ESM_CONDITIONS: ReadonlySet<string> = new Set(['node', 'import', 'module-sync', 'default']);

/** The file that `conditions` select from one target, or null when none does (e.g. types only). */
export function resolveTarget(
  target: ExportTarget | undefined,
  conditions = NODE_ESM_CONDITIONS,
): string | null {
  if (target === undefined || target === null) return null;
  if (typeof target === 'string') return target;
  if (Array.isArray(target)) {
    for (const item of target) {
      const file = resolveTarget(item, conditions);
      if (file) return file;
    }
    return null;
  }
  for (const [condition, value] of Object.entries(target)) {
    if (!conditions.has(condition)) continue;
    const file = resolveTarget(value, conditions);
    if (file) return file;
  }
  return null;
}

/** One specifier a Node consumer can import. */
export interface EntryPoint {
  specifier: string;
  /** A JSON module (`./package.json`): imported `with { type: 'json' }`. */
  json: boolean;
  /** Its `types` file (`./dist/jsx.d.ts`), if the map gives one. */
  types?: string;
}

/** The conditions TypeScript matches for an ESM import (its own `types` first). */
export const TYPES_CONDITIONS: ReadonlySet<string> = new Set(['types', 'import', 'node', 'default']);

/**
 * Whether a declaration file may export values, not only types: an entry point that may must
 * export something at run time; one whose every export is a type (`export interface`,
 * `export type …`, `export type { … }`, `export { type A }`, as `@renovo/widgets/jsx` and
 * `/events`) may be an empty module. Any other export (`export { a }`, `export *`,
 * `export declare function`, `export default`, `export =`) counts as a value.
 */
export function declaresValues(dts: string): boolean {
  const code = dts.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  if (/\bexport\s*(default\b|=|\*)/.test(code)) return true;
  if (
    /\bexport\s+(declare\s+)?(abstract\s+)?(function|const|let|var|class|enum|namespace|module)\b/.test(code)
  )
    return true;
  for (const [, names = ''] of code.matchAll(/\bexport\s*\{([^}]*)\}/g)) {
    const specifiers = names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (specifiers.some((name) => !/^type\s/.test(name))) return true;
  }
  return false;
}

/** A package's entry points for a plain Node ESM consumer, read from its `exports` map. */
export interface EntryPoints {
  entries: EntryPoint[];
  /** Subpaths with no file for Node (types only, such as `./jsx`): not imported. */
  typesOnly: string[];
  /** Subpath patterns (`./*`): cannot be listed, not imported. */
  patterns: string[];
}

/** Lists the entry points of a package.json (`exports`, else `main`, else the package itself). */
export function entryPoints(pkg: { name: string; exports?: unknown; main?: string }): EntryPoints {
  const result: EntryPoints = { entries: [], typesOnly: [], patterns: [] };
  const exports = pkg.exports as ExportTarget | undefined;
  if (exports === undefined) {
    result.entries.push({ specifier: pkg.name, json: false });
    return result;
  }
  // Sugar: a string, a list, or a conditions object stands for the "." subpath alone.
  const subpaths: Record<string, ExportTarget> =
    typeof exports === 'object' && exports !== null && !Array.isArray(exports)
      ? Object.keys(exports).some((key) => key.startsWith('.'))
        ? exports
        : { '.': exports }
      : { '.': exports };
  for (const [subpath, target] of Object.entries(subpaths)) {
    const specifier = subpath === '.' ? pkg.name : `${pkg.name}/${subpath.replace(/^\.\//, '')}`;
    if (subpath.includes('*')) {
      result.patterns.push(specifier);
      continue;
    }
    const file = resolveTarget(target);
    const types = resolveTarget(target, TYPES_CONDITIONS);
    if (!file) result.typesOnly.push(specifier);
    else if (types && /\.d\.[cm]?ts$/.test(types))
      result.entries.push({ specifier, json: file.endsWith('.json'), types });
    else result.entries.push({ specifier, json: file.endsWith('.json') });
  }
  return result;
}

/** The consumer's package.json: its template's, with every tarball as a `file:` dependency. */
export function consumerPackageJson(
  template: { dependencies?: Record<string, string> } & Record<string, unknown>,
  tarballs: ReadonlyArray<{ name: string; file: string }>,
): Record<string, unknown> {
  const dependencies = { ...template.dependencies };
  for (const { name, file } of tarballs) dependencies[name] = `file:${file}`;
  return { ...template, dependencies };
}

/** The outcome of one check. */
export interface CheckResult {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  ms: number;
  /** What the check printed (shown when it failed) or why it was skipped. */
  output: string;
  command?: string;
}

/** One line per check: `ok`, `FAIL` or `skip`, its name, its time. */
export function resultLine(result: CheckResult): string {
  const mark = { passed: 'ok  ', failed: 'FAIL', skipped: 'skip' }[result.status];
  const time = result.status === 'skipped' ? `(${result.output})` : `(${(result.ms / 1000).toFixed(1)} s)`;
  return `${mark} ${result.name} ${time}`;
}

/** The closing line of the project's test runs: `N passed, N failed, N skipped`. */
export function summaryLine(results: ReadonlyArray<CheckResult>): string {
  const count = (status: CheckResult['status']) => results.filter((r) => r.status === status).length;
  return `${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`;
}

/**
 * The environment of the consumers' commands: the caller's (npm_config_cache and the registry
 * settings included, so installs reuse the caller's npm cache) without what `npm run` says about
 * the repository's own package, which must not leak into another project.
 */
export function consumerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { NEXT_TELEMETRY_DISABLED: '1' };
  for (const [key, value] of Object.entries(env)) {
    if (/^npm_(package_|lifecycle_)|^npm_config_local_prefix$|^INIT_CWD$/.test(key)) continue;
    // The repository's own resolution (`--conditions=@renovo/source`, set by with-node24.sh):
    // a consumer resolves the packages as published.
    if (key === 'NODE_OPTIONS' && value) {
      const options = value
        .replace(/(^|\s)(--conditions|-C)(=|\s+)\S+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (options) out.NODE_OPTIONS = options;
      continue;
    }
    // node_modules/.bin folders of the repository: each consumer runs its own binaries.
    if (key === 'PATH' && value) {
      out.PATH = value
        .split(':')
        .filter((dir) => !dir.endsWith('/node_modules/.bin'))
        .join(':');
      continue;
    }
    out[key] = value;
  }
  return out;
}

/** Runs a command; resolves with its exit code and its interleaved output. */
function run(
  command: string,
  args: string[],
  cwd: string,
  env = consumerEnv(process.env),
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ code: 127, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

/** One step of a consumer: a command run in its folder. */
interface Step {
  name: string;
  command: string;
  args: string[];
}

/** Times a check given as a function that returns its exit code and output. */
async function timed(
  name: string,
  command: string,
  body: () => Promise<{ code: number; output: string }>,
): Promise<CheckResult> {
  const start = performance.now();
  const { code, output } = await body();
  const ms = performance.now() - start;
  return { name, status: code === 0 ? 'passed' : 'failed', ms, output, command };
}

/**
 * Copies a template, installs it with the tarballs, and runs its steps in order: one result per
 * step. A failed install fails the first step (with npm's output) and skips the others; a failed
 * step skips the ones after it.
 */
async function runConsumer(
  template: string,
  work: string,
  tarballs: ReadonlyArray<{ name: string; file: string }>,
  steps: Step[],
  prepare?: (dir: string) => void,
): Promise<CheckResult[]> {
  const dir = join(work, template);
  // The template's files only (not what a run inside the template folder would leave there).
  cpSync(join(TEMPLATES, template), dir, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|\.next|dist)$/.test(source),
  });
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify(consumerPackageJson(pkg, tarballs), null, 2)}\n`,
  );
  prepare?.(dir);
  const installArgs = ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];
  const start = performance.now();
  const install = await run('npm', installArgs, dir);
  const results: CheckResult[] = [];
  if (install.code !== 0) {
    const [first, ...rest] = steps;
    results.push({
      name: first!.name,
      status: 'failed',
      ms: performance.now() - start,
      output: `npm ${installArgs.join(' ')} failed in ${dir}:\n${install.output}`,
      command: `npm ${installArgs.join(' ')}`,
    });
    for (const step of rest)
      results.push({ name: step.name, status: 'skipped', ms: 0, output: 'install failed' });
    return results;
  }
  const installMs = performance.now() - start;
  for (const step of steps) {
    if (results.some((r) => r.status !== 'passed')) {
      results.push({ name: step.name, status: 'skipped', ms: 0, output: 'an earlier step failed' });
      continue;
    }
    const command = [step.command, ...step.args].join(' ');
    const result = await timed(step.name, command, () => run(step.command, step.args, dir));
    // The consumer's install is part of its first check's time.
    if (results.length === 0) result.ms += installMs;
    results.push(result);
  }
  return results;
}

/** Reads one file of a tarball (npm tarballs hold everything under `package/`), or null. */
async function packedFile(tarball: string, path: string): Promise<string | null> {
  const name = `package/${path.replace(/^\.\//, '')}`;
  const { code, output } = await run('tar', ['-xzOf', tarball, name], ROOT, process.env);
  return code === 0 ? output : null;
}

/**
 * The entries.json of the node-esm consumer: every runtime entry point of the tarballs, each
 * with `expectExports` (false only when its declarations are of types alone).
 */
async function nodeEntries(
  tarballs: ReadonlyArray<{ file: string; pkg: { name: string; exports?: unknown } }>,
): Promise<Array<{ specifier: string; json: boolean; expectExports: boolean }>> {
  const lists = await Promise.all(
    tarballs.map(({ file, pkg }) =>
      Promise.all(
        entryPoints(pkg).entries.map(async ({ specifier, json, types }) => {
          const dts = types ? await packedFile(file, types) : null;
          return { specifier, json, expectExports: dts === null || declaresValues(dts) };
        }),
      ),
    ),
  );
  return lists.flat();
}

/** Lints a tarball with publint: every message (suggestions included) is a problem. */
async function publintTarball(file: string): Promise<{ code: number; output: string }> {
  const { publint } = await import('publint');
  const { formatMessage } = await import('publint/utils');
  const bytes = readFileSync(file);
  const tarball = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const { messages, pkg } = await publint({ pack: { tarball }, level: 'suggestion', strict: true });
  const lines = messages.map((m) => `${m.type}: ${formatMessage(m, pkg, { color: false }) ?? m.code}`);
  return { code: messages.length ? 1 : 0, output: lines.join('\n') };
}

/**
 * Are the Types Wrong on a tarball, with the `esm-only` profile: these packages are ESM only
 * (`"type": "module"`, no `require` condition), so the resolution modes that cannot load them at
 * all (`node10`, and `node16` from CommonJS) are left out; every rule stays on for `node16` from
 * ESM and for `bundler`.
 */
function attwTarball(file: string): Promise<{ code: number; output: string }> {
  const attw = join(ROOT, 'node_modules/.bin/attw');
  return run(attw, [file, '--profile', 'esm-only', '--format', 'ascii', '--no-color', '--no-emoji'], ROOT);
}

async function main(argv: string[]): Promise<number> {
  if (Number(process.versions.node.split('.')[0]) < 24) {
    console.error(`test-consumers needs Node 24 (this is ${process.version}): bash scripts/with-node24.sh …`);
    return 1;
  }
  const keep = argv.includes('--keep');
  const started = performance.now();
  if (argv.includes('--build')) {
    const build = await run('npm', ['run', 'build'], ROOT, process.env);
    if (build.code !== 0) {
      console.log(build.output);
      console.log('FAIL npm run build');
      console.log('0 passed, 1 failed, 0 skipped');
      return 1;
    }
  }

  const work = mkdtempSync(join(tmpdir(), 'renovo-consumers-'));
  const packDir = join(work, 'tarballs');
  const packArgs = ['pack', ...PACKAGES.flatMap((p) => ['--workspace', p]), '--pack-destination', packDir];
  mkdirSync(packDir);
  const pack = await run('npm', [...packArgs, '--loglevel=error'], ROOT, process.env);
  const files = pack.code === 0 ? readdirSync(packDir).filter((f) => f.endsWith('.tgz')) : [];
  if (pack.code !== 0 || files.length !== PACKAGES.length) {
    console.log(pack.output);
    console.log(`FAIL npm ${packArgs.join(' ')} (${files.length} tarballs)`);
    console.log('0 passed, 1 failed, 0 skipped');
    return 1;
  }
  const tarballs = await Promise.all(
    files.map(async (f) => {
      const file = join(packDir, f);
      const json = await packedFile(file, 'package.json');
      if (json === null) throw new Error(`${file} has no package/package.json`);
      const pkg: { name: string; version: string; exports?: unknown } = JSON.parse(json);
      return { name: pkg.name, file, pkg };
    }),
  );

  const entries = await nodeEntries(tarballs);
  const bin = (name: string) => `./node_modules/.bin/${name}`;
  const checks: Promise<CheckResult[]>[] = [
    // The slowest first: the two builds share the machine's cores with the short checks.
    runConsumer('next-app', work, tarballs, [
      { name: 'next-app build', command: bin('next'), args: ['build'] },
    ]),
    runConsumer('vite-react', work, tarballs, [
      { name: 'vite-react tsc', command: bin('tsc'), args: ['--noEmit', '-p', '.'] },
      { name: 'vite-react build', command: bin('vite'), args: ['build', '--logLevel', 'warn'] },
    ]),
    runConsumer(
      'node-esm',
      work,
      tarballs,
      [{ name: 'node-esm', command: 'node', args: ['index.mjs'] }],
      (dir) => writeFileSync(join(dir, 'entries.json'), `${JSON.stringify(entries, null, 2)}\n`),
    ),
    (async () => {
      const results: CheckResult[] = [];
      for (const { name, file } of tarballs) {
        results.push(await timed(`publint ${name}`, `publint ${file}`, () => publintTarball(file)));
        results.push(await timed(`attw ${name}`, `attw ${file} --profile esm-only`, () => attwTarball(file)));
      }
      return results;
    })(),
  ];

  const results = (await Promise.all(checks)).flat();
  for (const result of results) {
    console.log(resultLine(result));
    if (result.status === 'failed') {
      console.log(`  $ ${result.command}\n${result.output.replace(/^/gm, '  │ ')}`);
    }
  }
  const failed = results.some((r) => r.status === 'failed');
  if (failed || keep) console.log(`consumer projects kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s in all)`);
  console.log(summaryLine(results));
  return failed ? 1 : 0;
}

if (import.meta.main) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    // Still a result line: a run that prints none counts as one that ran no test.
    console.log(error);
    console.log('0 passed, 1 failed, 0 skipped');
    process.exitCode = 1;
  }
}
