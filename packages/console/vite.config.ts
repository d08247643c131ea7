/**
 * The console's build: a single-page React app under `/console/` (its files at
 * `/console/assets/…`), into `packages/console/dist/`, served by `scripts/start.ts` through
 * `packages/api/src/console/static.ts`. Core from its TypeScript sources (ADR 010).
 */

import { SOURCE_CONDITION } from '@renovo/build-config/source-conditions';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  // No inline script or module preload polyfill: the page's CSP allows scripts from 'self' only.
  build: { target: 'es2022', modulePreload: { polyfill: false }, assetsInlineLimit: 0 },
});
