import { packageBuild } from '@renovo/build-config/tsdown-package';
import { defineConfig } from 'tsdown';

/**
 * The published build of @renovo/core (ADR 010): the entry points of package.json's `exports` and
 * every module they import, into dist/. Inside the repository the `@renovo/source` condition
 * points every tool at src/ instead, so nothing needs this build before tests.
 */
export default defineConfig(
  packageBuild({
    entry: [
      'src/index.ts',
      'src/api/index.ts',
      'src/schemas/index.ts',
      'src/contracts/index.ts',
      'src/messages/zh-TW.ts',
      'src/data/index.ts',
      'src/fields/index.ts',
      'src/platform/index.ts',
    ],
    platform: 'neutral',
  }),
);
