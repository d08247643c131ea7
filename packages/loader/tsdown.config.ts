import { packageBuild } from '@renovo/build-config/tsdown-package';
import { defineConfig } from 'tsdown';

/**
 * The published modules of @renovo/loader (ADR 010): `startLoader` and the queue API, into dist/.
 * The script partners paste is another build (rollup.config.ts, after this one): it copies the
 * embed folder, loader.js with the chunks it loads, into dist/embed/, which this build's clean
 * step leaves alone.
 */
export default defineConfig(
  packageBuild({
    entry: ['src/loader.ts', 'src/queue.ts'],
    platform: 'browser',
    clean: ['dist/*.js', 'dist/*.d.ts', 'dist/*.map'],
  }),
);
