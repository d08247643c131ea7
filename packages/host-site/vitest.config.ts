import { fileURLToPath } from 'node:url';
import { sourceConditions } from '@renovo/build-config/source-conditions';
import { defineConfig } from 'vitest/config';

/**
 * The host site's tests (`npm run test:routes`): unit tests of `app/lib` and the route tests,
 * which run against the built site served by the real server in this process (one stack for
 * every file, started by the global setup).
 */
export default defineConfig({
  ...sourceConditions,
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // As in the root config: a file that starts its own stack (empty-production.test.ts) imports
    // the API, whose pg-boss imports @opentelemetry/api; transformed, Vite resolves its imports.
    server: { deps: { inline: ['pg-boss', '@opentelemetry/api'] } },
    globalSetup: ['./test/harness/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
    reporters: [
      'default',
      fileURLToPath(new URL('../../scripts/vitest-summary-reporter.ts', import.meta.url)),
    ],
  },
});
