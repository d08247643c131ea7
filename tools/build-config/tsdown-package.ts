/**
 * What the three SDK packages' tsdown builds share (ADR 010): ESM for ES2022, one output file per
 * source module (dist/ mirrors src/), `.d.ts` files from the package's `tsconfig.build.json`,
 * source maps for both. package.json's `exports` is written by hand (types first, then the
 * `@renovo/source` condition), so tsdown leaves it alone.
 *
 * @example export default defineConfig(packageBuild({ entry: ['src/index.ts'], platform: 'neutral' }));
 */
import type { UserConfig } from 'tsdown';

/** One package's build: its entries and platform, over the shared options. */
export function packageBuild(options: Pick<UserConfig, 'entry' | 'platform' | 'clean'>): UserConfig {
  return {
    unbundle: true,
    tsconfig: 'tsconfig.build.json',
    target: 'es2022',
    format: 'esm',
    sourcemap: true,
    dts: { sourcemap: true },
    exports: false,
    report: false,
    ...options,
  };
}
