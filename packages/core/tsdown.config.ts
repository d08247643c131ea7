import { defineConfig } from 'tsdown';

/**
 * The published build of @renovo/core (ADR 010): ESM files for the entry points of package.json's
 * `exports` and every module they import, `.d.ts` files from TypeScript and source maps for both, in
 * dist/. Dependencies stay imports. Inside the repository the `@renovo/source` condition points
 * every tool at src/ instead, so nothing here needs a build before tests.
 */
export default defineConfig({
  entry: [
    'src/index.ts',
    'src/api/index.ts',
    'src/schemas/index.ts',
    'src/messages/zh-TW.ts',
    'src/data/index.ts',
    'src/rules/index.ts',
    'src/platform/index.ts',
  ],
  // One output file per source module (dist/ mirrors src/), so a consumer's bundler shakes what
  // it does not use exactly as it does with the sources.
  unbundle: true,
  tsconfig: 'tsconfig.build.json',
  platform: 'neutral',
  target: 'es2022',
  format: 'esm',
  sourcemap: true,
  dts: { sourcemap: true },
  exports: false,
  report: false,
});
