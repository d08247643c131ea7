import { packageBuild } from '@renovo/build-config/tsdown-package';
import { defineConfig } from 'tsdown';

/**
 * The published build of @renovo/widgets (ADR 010): the entry points of package.json's `exports`
 * (each element's file defines it when imported; `jsx` and `events` are types) and the modules
 * they import, into dist/. Each element's define call stays in dist/elements/<name>/index.js,
 * the only files package.json marks as having side effects. Preact, signals and @renovo/core
 * stay imports. The embed build for partner pages is another one (rollup.config.ts).
 */
export default defineConfig(
  packageBuild({
    entry: ['src/index.ts', 'src/jsx.ts', 'src/events.ts', 'src/elements/*/index.ts'],
    platform: 'browser',
  }),
);
