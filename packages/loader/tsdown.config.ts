import { defineConfig } from 'tsdown';

/**
 * The published modules of @renovo/loader (ADR 010): `startLoader` and the queue API as ESM with
 * `.d.ts` files and source maps, in dist/. The script partners paste is another build
 * (rollup.config.ts at the root, after this one): it copies the embed folder, loader.js with the
 * chunks it loads, into dist/embed/, which this build's clean step leaves alone.
 */
export default defineConfig({
  entry: ['src/loader.ts', 'src/queue.ts'],
  unbundle: true,
  tsconfig: 'tsconfig.build.json',
  platform: 'browser',
  target: 'es2022',
  format: 'esm',
  sourcemap: true,
  dts: { sourcemap: true },
  clean: ['dist/*.js', 'dist/*.d.ts', 'dist/*.map'],
  exports: false,
  report: false,
});
