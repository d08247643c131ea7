/**
 * Vite and Vitest options that resolve our own packages (@renovo/core, widgets, loader) to
 * their TypeScript sources, through the `@renovo/source` condition of their `exports`, instead
 * of the compiled dist/ that npm consumers get (ADR 010). Node itself gets the same condition
 * from `scripts/with-node24.sh` (`NODE_OPTIONS=--conditions=@renovo/source`), TypeScript from
 * the `paths` of tsconfig.base.json, rollup from its node-resolve `exportConditions`.
 *
 * @example export default defineConfig({ ...sourceConditions, test: { … } });
 */
import { defaultClientConditions, defaultServerConditions } from 'vite';

/** The export condition that points at a workspace package's sources. */
export const SOURCE_CONDITION = '@renovo/source';

/** `resolve` and `ssr.resolve` conditions with ours first. */
export const sourceConditions = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};
