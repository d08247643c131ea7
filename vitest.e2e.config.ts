import { sourceConditions } from '@renovo/build-config/source-conditions';
import { defineConfig } from 'vitest/config';

/**
 * The end-to-end run (`npm run test:e2e`): tests/e2e/**\/*.e2e.ts in real Chromium against the
 * built embed files, the real API in-process and partner pages on another origin. One fork,
 * files one after the other (they share one stack), long timeouts.
 */
export default defineConfig({
  ...sourceConditions,
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    // As in the root config: a file that prepares a database imports the API, whose pg-boss
    // imports @opentelemetry/api; transformed, Vite resolves its imports.
    server: { deps: { inline: ['pg-boss', '@opentelemetry/api'] } },
    globalSetup: ['./tests/e2e/harness/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    // One worker for every file (the files share one stack and one Chromium): no fresh process
    // and module graph per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // expect.poll's own default, 1 s, is a moment on a loaded two-core machine (a blur's message,
    // a frame's load): a poll gives up after 10 s unless it says otherwise. A passing poll takes
    // no longer for it.
    expect: { poll: { timeout: 10_000 } },
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
  },
});
