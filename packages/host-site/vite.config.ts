import { join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { SOURCE_CONDITION } from '../../scripts/source-conditions.ts';

/** The release id: set RENOVO_BUILD_VERSION in CI, else the build time. */
const version = process.env.RENOVO_BUILD_VERSION ?? new Date().toISOString();

/** Writes /version.json into the client build; the site polls it to notice a new release. */
function versionFile(): Plugin {
  return {
    name: 'renovo-version-file',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) });
    },
  };
}

/** The root route module: every page loads it and everything it imports. */
const ROOT_ROUTE = join(import.meta.dirname, 'app', 'root.tsx');

/** What the chunk-naming function may ask the bundler about a module. */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Client chunks in few requests (on HTTP/1.1 each costs a round trip on a phone): React, React
 * DOM and React Router in one `framework` chunk, and the site's frame — every module the root
 * route imports statically (header, drawer, footer, core's client, messages and stores) — in one
 * `frame` chunk, instead of a score of small shared chunks. Route modules keep their own chunks.
 */
function clientChunks() {
  let frame: Set<string> | undefined;
  const frameOf = (ctx: ChunkingContext) => {
    if (frame) return frame;
    frame = new Set();
    const todo = [ROOT_ROUTE];
    for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
      if (frame.has(id)) continue;
      frame.add(id);
      todo.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    frame.delete(ROOT_ROUTE);
    return frame;
  };
  return {
    groups: [
      {
        name: 'framework',
        test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
        priority: 20,
      },
      { name: (id: string, ctx: ChunkingContext) => (frameOf(ctx).has(id) ? 'frame' : null), priority: 10 },
    ],
  };
}

/** The host site: React Router's plugin (SSR + hydration) on Vite. */
export default defineConfig({
  plugins: [reactRouter(), versionFile()],
  define: { __RENOVO_VERSION__: JSON.stringify(version) },
  // Core and widgets from their TypeScript sources (the `@renovo/source` condition, ADR 010),
  // compiled into the server build too.
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: {
    noExternal: ['@renovo/core', '@renovo/widgets'],
    resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] },
  },
  build: { target: 'es2022', sourcemap: process.env.RENOVO_SOURCEMAP === '1' },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks() } } } } },
});
