/**
 * The embed build's last steps on every widget chunk (rollup.config.ts): terser after esbuild's
 * minifier, then V8's compile hint put first. Both keep a source map true when one is asked
 * for (`npm run size` asks for one to share the bytes out among the modules).
 */
import type { Plugin } from 'rollup';
import { minify as terser } from 'terser';

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+), put first in every
 * widget chunk after minification: nearly every function of a chunk runs when its element starts
 * (Preact's diff, the hooks, the element's components), so V8 compiles them while it streams the
 * file, off the main thread, instead of one by one on the main thread at their first call. Other
 * engines read a comment. Measured by `npm run bench:widgets` (docs/decisions/007).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts {@link COMPILE_HINT} first in every chunk once the chunks are rendered and named (so it
 * must come before manifestPlugin, whose integrities cover it). A source map, when one is asked
 * for (`npm run size` asks for one to share the bytes out among the modules), moves down a line.
 */
export function compileHintPlugin(): Plugin {
  return {
    name: 'renovo-compile-hint',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        item.code = COMPILE_HINT + item.code;
        if (!item.map) continue;
        item.map.mappings = `;${item.map.mappings}`;
        // The map file rollup writes (RENOVO_SOURCEMAP=1) is an asset made before this hook.
        const file = item.sourcemapFileName ? bundle[item.sourcemapFileName] : undefined;
        if (file?.type === 'asset') file.source = item.map.toString();
      }
    },
  };
}

/**
 * Terser after esbuild's minifier: its compressor, with more passes and the module's top level
 * mangled, takes a few per cent more off every chunk's gzip (ADR 049). Keeps the source map
 * chain whole when `npm run size` asks for one.
 */
export function terserPlugin(): Plugin {
  return {
    name: 'renovo-terser',
    async renderChunk(code, _chunk, options) {
      const result = await terser(code, {
        module: true,
        ecma: 2020,
        // A third pass and the `unsafe` options took 40–90 B more off an element: not worth them.
        compress: { passes: 2 },
        format: { comments: false },
        sourceMap: options.sourcemap ? { asObject: true } : false,
      });
      return { code: result.code!, map: (result.map as never) ?? null };
    },
  };
}
