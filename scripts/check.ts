/**
 * `npm run check` (what `npm test` runs): every check of the repository as stages on parallel
 * lanes (one per core, two to three: LANES),
 * the wall time of each stage as it ends, then a table of every stage and the test counts.
 * Exits 1 when any stage failed, was skipped, or (a test stage) ran no test.
 *
 * The static checks and the type checks (single-threaded TypeScript runs: two side by side cost
 * less than one run on several threads; the projects that share every option are one program)
 * share the lanes with the build; the tests start once the build has passed, so no test stage
 * builds anything itself. The three long test stages (server, e2e, routes) start together.
 *
 * @example node scripts/check.ts                 (every stage)
 * @example node scripts/check.ts typecheck lint  (the stages whose name starts with a word)
 * @example CHECK_SLOTS=1 node scripts/check.ts   (one stage at a time)
 */
import { availableParallelism } from 'node:os';
import { seconds, stageBlock, summaryTable } from './check-report.ts';
import { runStages, type Stage } from './check-runner.ts';

/**
 * The projects whose tsconfig.json takes every option from tsconfig.base.json: checked as one
 * program (scripts/typecheck-together.ts), so the API's and core's sources that most of them
 * import are checked once, not once per project.
 */
const TYPECHECK_TOGETHER = [
  'packages/api',
  'tests/e2e',
  'tests/engines',
  '.',
  'packages/demo-content',
  'packages/core',
  'packages/loader',
] as const;

/** The projects with options of their own (JSX, types), each checked on its own, larger first. */
const TYPECHECK_ALONE = ['packages/console', 'packages/widgets'] as const;

const npmRun = (script: string, ...args: string[]) => ['npm', 'run', '--silent', script, ...args];
/** One TypeScript run: single-threaded, as the runs themselves are the lanes. */
const tsc = (...args: string[]) => ['tsc', ...args, '--singleThreaded'];

/** Every stage of the check, in the order of priority (the build and the tests first). */
export const STAGES: readonly Stage[] = [
  { name: 'check:lock', command: npmRun('check:lock') },
  { name: 'build', command: npmRun('build') },
  { name: 'lint', command: npmRun('lint') },
  {
    name: 'typecheck host-site',
    command: npmRun('typecheck', '-w', '@renovo/host-site', '--', '--singleThreaded'),
  },
  {
    name: `typecheck ${TYPECHECK_TOGETHER.length} projects as one`,
    command: ['node', 'scripts/typecheck-together.ts', ...TYPECHECK_TOGETHER],
  },
  ...TYPECHECK_ALONE.map((project) => ({ name: `typecheck ${project}`, command: tsc('-p', project) })),
  { name: 'check:cycles', command: npmRun('check:cycles') },
  { name: 'check:unused', command: npmRun('check:unused') },
  { name: 'lint:openapi', command: npmRun('lint:openapi') },
  // The unit tests in their two projects (vitest.config.ts). Core's coverage (threshold 90 % of
  // lines) is measured on the browser-side run, where core's own tests are: 97.9 % of its lines.
  // Measured across both projects it was 99.1 %, and V8's coverage in the server workers cost
  // 38 s of CPU. The server project's three workers (see vitest.config.ts) take one lane; on two
  // lanes the server's tests and the e2e suite start together and the route suite takes the
  // server's lane when it ends; the short stages fill the lanes the long ones leave (LANES).
  { name: 'test:unit:server', command: npmRun('test:unit:server'), needs: ['build'], tests: true },
  // The two browser suites, one lane each: one runs its files one after the other in one worker,
  // with its own stack and Chromium, and keeps 1.4-1.5 of the two cores busy (measured alone: e2e
  // 480 CPU-s in 335 s, routes 408 CPU-s in 274 s).
  { name: 'test:e2e', command: npmRun('test:e2e'), needs: ['build'], tests: true },
  { name: 'test:routes', command: npmRun('test:routes'), needs: ['build'], tests: true },
  {
    name: 'test:unit:browser-side',
    command: npmRun('test:unit:browser-side'),
    needs: ['build'],
    tests: true,
  },
  { name: 'size', command: npmRun('size'), needs: ['build'] },
  // Packing and installing the tarballs waits on npm as much as it computes.
  { name: 'test:consumers', command: npmRun('test:consumers'), needs: ['build'], tests: true },
  // The widget and main-site journeys in Chromium, WebKit and Firefox ESR (ADR 048), the three
  // browsers side by side, one lane.
  { name: 'test:engines', command: npmRun('test:engines'), needs: ['build'], tests: true },
];

/**
 * The lanes of a run: one per core, at least two, at most three. The stages wait on databases,
 * browsers, ffmpeg and timers, so two lanes keep two cores busy (99 % over a whole run, /proc/stat).
 * A third lane on two cores (the server's, the e2e and the route suites side by side) cost more
 * CPU than it filled: the same run took 2,502 busy core-seconds and 1,265 s on three lanes,
 * 2,067 and 1,057 s on two (ADR 063).
 */
export const LANES = Math.max(2, Math.min(3, availableParallelism()));

/** The stages whose name starts with one of `words` (all of them when there is none). */
export function selectStages(stages: readonly Stage[], words: readonly string[]): Stage[] {
  if (words.length === 0) return [...stages];
  const names = new Set(stages.filter((s) => words.some((w) => s.name.startsWith(w))).map((s) => s.name));
  // A selected stage keeps only the needs that are selected too (the rest are taken as done).
  return stages
    .filter((s) => names.has(s.name))
    .map((s) => ({ ...s, needs: (s.needs ?? []).filter((need) => names.has(need)) }));
}

if (import.meta.main) {
  const stages = selectStages(STAGES, process.argv.slice(2));
  if (stages.length === 0) {
    console.error(`no stage starts with ${process.argv.slice(2).join(' or ')}`);
    process.exit(1);
  }
  const slots = Number(process.env.CHECK_SLOTS) || LANES;
  const started = performance.now();
  const at = () => seconds(performance.now() - started);
  console.log(`check: ${stages.length} stages on ${slots} lane(s)`);
  const results = await runStages(stages, {
    slots,
    onStart: (stage) => console.log(`▶ ${stage.name} (at ${at()})`),
    onEnd: (result) => console.log(stageBlock(result)),
  });
  console.log(summaryTable(results, performance.now() - started));
  const notPassed = results.filter((r) => r.status !== 'passed').map((r) => r.name);
  if (notPassed.length > 0) {
    console.log(`check failed: ${notPassed.join(', ')}`);
    process.exitCode = 1;
  }
}
