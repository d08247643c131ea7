import { join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { SOURCE_CONDITION } from '@renovo/build-config/source-conditions';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

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

/** The module that gives the server the text of the client build's stylesheets. */
const INLINE_CSS_ID = 'virtual:renovo-inline-css';

/**
 * Inlines the page's stylesheets into the server-rendered HTML (Lighthouse: six
 * render-blocking CSS requests of 1–3 KB each cost a phone on slow 4G about 300 ms before the
 * first paint). The client build is written first; its CSS files' text, by URL, becomes
 * `virtual:renovo-inline-css` of the server build (an empty map in the browser build, where the
 * files are loaded as links on client navigations). See components/layout/route-styles.tsx.
 */
function inlineCss(): Plugin {
  const resolved = `\0${INLINE_CSS_ID}`;
  const cssByHref: Record<string, string> = {};
  return {
    name: 'renovo-inline-css',
    resolveId: (id) => (id === INLINE_CSS_ID ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      const map = this.environment.name === 'client' ? {} : cssByHref;
      return `export default ${JSON.stringify(map)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css')) {
          cssByHref[`/${file.fileName}`] = String(file.source);
        }
      }
    },
  };
}

/** The root route module: every page loads it and everything it imports. */
const ROOT_ROUTE = join(import.meta.dirname, 'app', 'root.tsx');

/**
 * Modules of core the root reaches through core's barrel (so every one of them would be `frame`,
 * loaded on every page) but no frame code uses. They (and what only they import) stay out of
 * `frame` and land in the chunks that use them:
 * - the district list (368 districts, ~40 KB) and the pickers the phone's region → district sheet
 *   loads on demand; the article page's convert entries;
 * - the flows of other surfaces and their messages: the console, the company side, landing
 *   pages, the privacy pages, the order modal and the style test;
 * - the quote forms' stores, which the widgets (loaded on a press, ADR 058) and the quote form
 *   page use.
 * Measured (ADR 058): `frame` 67.5 → 43.2 KB gzip, the JS a page starts with −24 KB gzip.
 */
const NOT_FRAME_PATHS = [
  'data/districts',
  'region/district-picker',
  'picker/picker',
  '(article|messages)/convert-entries',
  'messages/(console|console-[a-z-]+|landing|company-centre|company-accounts|company-side|help|media|review-form|owner-control|style-test|privacy)',
  '(company-side|console|landing|privacy|order-modal|style-test)/.+',
  'quote/(community-quote-store|basic-quote-store|community-form|community\\.api|submit)',
];
const NOT_FRAME = new RegExp(
  `[\\\\/]core[\\\\/]src[\\\\/](${NOT_FRAME_PATHS.join('|').replaceAll('/', '[\\\\/]')})\\.ts$`,
);

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
      if (frame.has(id) || NOT_FRAME.test(id)) continue;
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
  plugins: [reactRouter(), versionFile(), inlineCss()],
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
