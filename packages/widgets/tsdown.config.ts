import { defineConfig } from 'tsdown';

/**
 * The published build of @renovo/widgets (ADR 010): ESM files for the entry points of
 * package.json's `exports` (each element's file defines it when imported; `jsx` and `events` are
 * types) and the modules they import, `.d.ts` files and source maps, in dist/. Preact, signals and
 * @renovo/core stay imports. The embed build for partner pages is a different one
 * (rollup.config.ts at the root).
 */
export default defineConfig({
  entry: ['src/index.ts', 'src/jsx.ts', 'src/events.ts', 'src/elements/*/index.ts'],
  // One output file per source module (dist/ mirrors src/): each element's define call stays in
  // dist/elements/<name>/index.js, the only files package.json marks as having side effects.
  unbundle: true,
  tsconfig: 'tsconfig.build.json',
  platform: 'browser',
  target: 'es2022',
  format: 'esm',
  sourcemap: true,
  dts: { sourcemap: true },
  exports: false,
  report: false,
});
