/**
 * `npm run check:cycles`: `madge --circular` over the TypeScript sources of every package
 * (packages/<name>/src, and the host site's app/), tests included. Prints each cycle and exits 1
 * when there is any.
 *
 * madge parses TypeScript through @typescript-eslint/typescript-estree, which needs the
 * TypeScript 5 compiler API; the repository type-checks with TypeScript 7, which has none. This
 * workspace holds TypeScript 5 for madge, and the hook below hands it to every `typescript`
 * import of madge's parsers (npm hoists them to the root, next to TypeScript 7). ADR 022.
 *
 * @example bash scripts/with-node24.sh npm run check:cycles
 */
import { existsSync } from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const here = import.meta.dirname;
const root = join(here, '..', '..');
const typescript5 = pathToFileURL(createRequire(join(here, 'package.json')).resolve('typescript')).href;
registerHooks({
  resolve(specifier, context, next) {
    if (specifier === 'typescript') return { url: typescript5, shortCircuit: true, format: 'commonjs' };
    return next(specifier, context);
  },
});

const { default: madge } = await import('madge');

/** The folders whose modules are checked. */
export const SOURCE_FOLDERS = ['core', 'widgets', 'loader', 'api', 'demo-content', 'host-site']
  .flatMap((name) => [join(root, 'packages', name, 'src'), join(root, 'packages', name, 'app')])
  .filter((folder) => existsSync(folder));

const result = await madge(SOURCE_FOLDERS, {
  fileExtensions: ['ts', 'tsx'],
  tsConfig: join(root, 'tsconfig.base.json'),
  excludeRegExp: [/node_modules/, /[\\/]dist[\\/]/, /[\\/]build[\\/]/],
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
});
const cycles = result.circular();
const files = Object.keys(result.obj()).length;
for (const cycle of cycles)
  console.log(`cycle: ${cycle.map((f) => relative(root, join(root, 'packages', f))).join(' → ')}`);
console.log(`check:cycles: ${cycles.length} import cycles in ${files} modules`);
if (cycles.length > 0) process.exitCode = 1;
