import { sourceConditions } from '@renovo/build-config/source-conditions';
import { defineConfig } from 'vitest/config';

/** One vitest configuration for every package: tests live beside the code as `*.test.ts(x)`. */
export default defineConfig({
  ...sourceConditions,
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'packages/*/test/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tools/**/*.test.ts',
      // The chaos run at a CI size (the full run is `npm run bench:chaos`).
      'bench/**/*.test.ts',
    ],
    // The host site's route tests and journeys need its build and a server: `npm run test:routes`.
    exclude: [
      '**/node_modules/**',
      '**/dist/**',
      'packages/host-site/test/routes/**',
      'packages/host-site/test/journeys/**',
    ],
    environment: 'node',
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
