/**
 * Builds the server for `npm run serve` (docs/deploy.md): `scripts/start.ts` and the workspace
 * code it imports (@renovo/api's sources, @renovo/core, the host site's server handler) bundled
 * into ESM files, `dist/server/start.js` and its lazily loaded chunks, with source maps. Every npm package stays an import,
 * resolved from node_modules at run time, so the server needs only production dependencies
 * (`npm ci --omit=dev`); @renovo/* packages are bundled from their TypeScript sources (the
 * `@renovo/source` export condition). The SQL migrations are copied beside the bundle, where
 * `db/migrate.ts` looks for them (`./migrations` next to the running module).
 *
 * @example node scripts/build-server.ts   (part of `npm run build`)
 */
import { cpSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = join(import.meta.dirname, '..');
/** The server build folder. */
export const SERVER_DIR = join(root, 'dist', 'server');

/**
 * npm packages (everything imported by a bare name but @renovo/* and node:*) stay imports of the
 * bundle, resolved at run time from `dist/server/`, that is from the root node_modules. A package
 * a workspace resolves to a copy of its own (npm nests one when the root holds another version,
 * e.g. packages/host-site/node_modules/react-router while a dev tool keeps another at the root,
 * absent after `--omit=dev`) becomes an import of that copy's file by relative path instead, so
 * the bundle loads exactly what the sources load.
 */
function externalPackages(outDir: string): Plugin {
  return {
    name: 'renovo-external-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.path.startsWith('@renovo/') || args.pluginData === 'own') return undefined;
        if (args.path.startsWith('node:')) return { path: args.path, external: true };
        const resolveFrom = (resolveDir: string) =>
          b.resolve(args.path, { kind: args.kind, resolveDir, importer: args.importer, pluginData: 'own' });
        const [own, fromRoot] = await Promise.all([resolveFrom(args.resolveDir), resolveFrom(root)]);
        if (own.errors.length > 0) return { errors: own.errors };
        if (own.external || (fromRoot.errors.length === 0 && fromRoot.path === own.path)) {
          return { path: args.path, external: true };
        }
        const path = relative(outDir, own.path).split(sep).join('/');
        console.log(`server build: ${args.path} from ${relative(root, args.importer)} → ${path}`);
        return { path: path.startsWith('.') ? path : `./${path}`, external: true };
      });
    },
  };
}

/**
 * Writes dist/server/ (start.js, start.js.map, migrations/), or the same into `outDir`.
 * @returns the bundle's input files, relative to the repository root
 */
export async function buildServer(outDir: string = SERVER_DIR): Promise<string[]> {
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    entryPoints: [{ in: join(root, 'scripts', 'server-entry.ts'), out: 'start' }],
    outdir: outDir,
    // Dynamic imports stay chunks of their own, loaded when reached: the site handler's
    // react-router (and React with it) only after it chose React's production build, PGlite only
    // when the server runs on it.
    splitting: true,
    // Beside start.js: the relative imports of nested packages (above) hold for every file.
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Node's own conditions (node, import, module-sync, default) plus our sources'.
    conditions: ['@renovo/source', 'module-sync'],
    plugins: [externalPackages(outDir)],
    // main.ts and start.ts start a server when run directly; inside the bundle only the entry does.
    define: { 'import.meta.main': 'false' },
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
  cpSync(join(root, 'packages', 'api', 'src', 'db', 'migrations'), join(outDir, 'migrations'), {
    recursive: true,
  });
  const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const bytes = outputs.reduce((sum, [, o]) => sum + o.bytes, 0);
  console.log(
    `${relative(root, outDir)}/start.js written (${outputs.length} files, ${Math.round(bytes / 1024)} kB)`,
  );
  return Object.keys(result.metafile.inputs);
}

if (import.meta.main) await buildServer();
