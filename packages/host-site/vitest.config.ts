import { fileURLToPath } from 'node:url';
import { sourceConditions } from '@renovo/build-config/source-conditions';
import { defineConfig } from 'vitest/config';

/**
 * The host site's route tests and journeys (`npm run test:routes`), against the built site served
 * by the real server in the main process (one stack for every file, started by the global setup).
 * The files share one worker's module graph: each run imports the harness, Playwright and the API
 * client once instead of once per file, and launches one Chromium (`launchChromium`). The unit tests of `app/lib`
 * (`test/unit`) run with every other unit test (the root config, `npm run test:unit`).
 */
export default defineConfig({
  ...sourceConditions,
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    // As in the root config: a file that starts its own stack (empty-production.test.ts) imports
    // the API, whose pg-boss imports @opentelemetry/api; transformed, Vite resolves its imports.
    server: { deps: { inline: ['pg-boss', '@opentelemetry/api'] } },
    include: ['test/routes/**/*.test.ts', 'test/journeys/**/*.test.ts'],
    globalSetup: ['./test/harness/global-setup.ts'],
    pool: 'forks',
    isolate: false,
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // expect.poll's own default, 1 s, is a moment on a loaded two-core machine (a blur's message,
    // a frame's load): a poll gives up after 10 s unless it says otherwise. A passing poll takes
    // no longer for it.
    expect: { poll: { timeout: 10_000 } },
    reporters: [
      'default',
      fileURLToPath(new URL('../../scripts/vitest-summary-reporter.ts', import.meta.url)),
    ],
  },
});
