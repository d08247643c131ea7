import { sourceConditions } from '@renovo/build-config/source-conditions';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/longest-first-sequencer.ts';

/**
 * One vitest configuration for every package: tests live beside the code as `*.test.ts(x)`, in
 * two projects (below); the chaos run at a CI size is `bench/chaos.test.ts` (the full run is
 * `npm run bench:chaos`).
 */
export default defineConfig({
  ...sourceConditions,
  test: {
    // The host site's route tests and journeys need its build and a server: `npm run test:routes`.
    exclude: [
      '**/node_modules/**',
      '**/dist/**',
      'packages/host-site/test/routes/**',
      'packages/host-site/test/journeys/**',
    ],
    environment: 'node',
    // Two workers: the files are independent (each opens its own database). The server project runs
    // with one worker a core and a half (`npm run test:unit:server`, `--maxWorkers=150%`): its
    // files wait on their databases, job engines and ffmpeg, and with two workers the two cores
    // were 87 % busy; with three, 98 %, and the project took 190 s instead of 208 s (same run of
    // files, both database lanes, side by side).
    maxWorkers: 2,
    // Without recorded durations (a fresh clone), the server project's longest files start first.
    sequence: { sequencer: LongestFirstSequencer },
    // Two projects. The server side (API, demo content, scripts, tools, the chaos run) shares its
    // workers across files: importing the API once per worker instead of once per file halves the
    // suite's CPU, and each file still opens its own database. The browser-side packages keep a
    // fresh module graph per file where they render custom elements (widgets, loader, console:
    // happy-dom windows that elements register in once per module graph, mocked modules); core's
    // own tests share their workers' graph (their stubbed globals and fake timers are undone in
    // each file), which took the browser-side run from 50 to 32 CPU-s (ADR 050).
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'packages/api/src/**/*.test.ts',
            'packages/demo-content/src/**/*.test.ts',
            'packages/host-site/test/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tools/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser-side',
          include: ['packages/core/src/**/*.test.{ts,tsx}'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser-side-elements',
          include: [
            'packages/widgets/src/**/*.test.{ts,tsx}',
            'packages/loader/src/**/*.test.{ts,tsx}',
            'packages/console/src/**/*.test.{ts,tsx}',
          ],
        },
      },
    ],
    // Vite's server conditions pick @opentelemetry/api's `module` build (extension-less ESM
    // imports that Node cannot load); transforming it lets Vite resolve them (pg-boss imports it).
    server: { deps: { inline: ['pg-boss', '@opentelemetry/api'] } },
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', 'packages/core/src/**/types.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 90 },
    },
  },
});
