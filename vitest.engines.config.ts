import { sourceConditions } from '@renovo/build-config/source-conditions';
import { defineConfig } from 'vitest/config';

/**
 * The cross-engine run (`npm run test:engines`): the widget and main-site journeys of
 * tests/engines in Chromium, WebKit (WebKitGTK) and Firefox ESR, against the built site and embed
 * files served by one stack (docs/decisions/048-three-engines-in-ci.md). One file per engine,
 * each holding one browser session for its journeys, the three side by side in a worker each:
 * their steps mostly wait for the page, and the run took 99 s instead of 165–172 s one engine
 * after the other (on the shared two-core machine, load 8–16).
 */
export default defineConfig({
  ...sourceConditions,
  test: {
    include: ['tests/engines/**/*.engines.ts'],
    environment: 'node',
    // As in the e2e config: the stack imports the API, whose pg-boss imports @opentelemetry/api.
    server: { deps: { inline: ['pg-boss', '@opentelemetry/api'] } },
    globalSetup: ['./tests/engines/harness/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 3,
    fileParallelism: true,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
  },
});
