/**
 * Where an element's gzip bytes go, module by module: the embed build (rollup.config.ts) run
 * again in memory with a source map, each chunk's bytes traced to the module they were rendered
 * from, and each byte given its share of the chunk's gzip (gzip-cost.ts). The chunks must be the
 * served files byte for byte (checked), so the shares add up to what `npm run size` measures.
 *
 * @example for (const row of (await bytesPerModule())['quote']!) console.log(row.gzip, row.module);
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type OutputChunk, type RollupOptions, rollup } from 'rollup';
import { gzipCost } from './gzip-cost.ts';
import { table } from './table.ts';

/** One module's share of an element's first load. */
export interface ModuleShare {
  /** Its path (node_modules/… or packages/…), an element's own copy marked `(copy)`. */
  module: string;
  /** The chunk it sits in: `entry`, `runtime` (the shared chunk) or a later chunk's name. */
  chunk: string;
  /** Gzip bytes attributed to it. */
  gzip: number;
  /** Minified bytes. */
  min: number;
}

/** What bytes no module accounts for: rollup's import/export lines, the compile hint. */
const GLUE = '(chunk glue: imports, exports, compile hint)';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Per line of the generated code: its segments as [column, source index or -1]. */
function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line ? line.split(',') : []) {
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length > 1) source += fields[1]!;
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** For each UTF-8 byte of `code`: the index in `sources` of the module it came from, or -1. */
function sourceOfEachByte(code: string, mappings: string): Int32Array {
  const owner = new Int32Array(Buffer.byteLength(code)).fill(-1);
  const lines = decodeMappings(mappings);
  let byte = 0;
  code.split('\n').forEach((line, index) => {
    const segments = lines[index] ?? [];
    let current = -1;
    let next = 0;
    // Columns count UTF-16 code units; the gzip sees UTF-8 bytes.
    for (let unit = 0; unit < line.length; unit++) {
      while (next < segments.length && segments[next]![0] <= unit) current = segments[next++]![1];
      const codePoint = line.codePointAt(unit)!;
      const size = codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
      owner.fill(current, byte, byte + size);
      byte += size;
      if (codePoint >= 0x10000) unit++;
    }
    byte++; // the newline, if any, goes to no module
  });
  return owner;
}

/** A source path as the table shows it: from the repository root, copies marked. */
function label(source: string, root: string): string {
  const path = source.replace(/^(?:\.\.\/)+/, '').replace(root, '');
  const copy = /\.copy-for-[\w-]+(\.[cm]?[jt]sx?)$/;
  return copy.test(path) ? `${path.replace(copy, '$1')} (copy)` : path;
}

/** Every chunk `file` imports statically, transitively (as the manifest lists them). */
function staticImports(chunks: Map<string, OutputChunk>, file: string, seen = new Set<string>()): string[] {
  for (const dep of chunks.get(file)?.imports ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    staticImports(chunks, dep, seen);
  }
  return [...seen];
}

/**
 * Per element short name (`quote`…): the modules of every chunk it fetches to become
 * interactive (its entry, the runtime and the `later` chunks), largest gzip share first. `embedDir` holds the served build, which must match.
 */
export async function bytesPerModule(
  config: RollupOptions,
  embedDir: string,
  root: string,
  /** The chunks loaded later that count too, by name (`api-client`). */
  later: string[] = [],
): Promise<Record<string, ModuleShare[]>> {
  // The manifest plugin empties the embed folder when a build starts: not this one.
  const plugins = (config.plugins as { name: string }[]).filter((p) => p.name !== 'renovo-embed-manifest');
  const build = await rollup({ ...config, plugins: plugins as RollupOptions['plugins'], onwarn: () => {} });
  const output = Array.isArray(config.output) ? config.output[0] : config.output;
  const { output: files } = await build.generate({
    ...output,
    sourcemap: 'hidden',
    sourcemapExcludeSources: true,
  });
  await build.close();
  const chunks = new Map(
    files.filter((f): f is OutputChunk => f.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  const shares = new Map<string, Map<string, { gzip: number; min: number }>>();
  for (const chunk of chunks.values()) {
    const served = readFileSync(join(embedDir, chunk.fileName), 'utf8');
    if (served !== chunk.code)
      throw new Error(`${chunk.fileName}: the served file is not this build's (stale?)`);
    const { cost } = gzipCost(Buffer.from(chunk.code));
    const owner = sourceOfEachByte(chunk.code, chunk.map!.mappings);
    const sources = chunk.map!.sources.map((source) => label(source, root));
    const byModule = new Map<string, { gzip: number; min: number }>();
    owner.forEach((index, byte) => {
      const name = index < 0 ? GLUE : sources[index]!;
      const entry = byModule.get(name) ?? { gzip: 0, min: 0 };
      entry.gzip += cost[byte]!;
      entry.min++;
      byModule.set(name, entry);
    });
    shares.set(chunk.fileName, byModule);
  }
  const result: Record<string, ModuleShare[]> = {};
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry) continue;
    const rows: ModuleShare[] = [];
    const fetched = [chunk.fileName, ...staticImports(chunks, chunk.fileName)];
    for (const other of chunks.values()) {
      if (other.isDynamicEntry && later.includes(other.name) && !fetched.includes(other.fileName))
        fetched.push(other.fileName);
    }
    for (const file of fetched) {
      const role =
        file === chunk.fileName
          ? 'entry'
          : chunks.get(file)!.isDynamicEntry
            ? chunks.get(file)!.name
            : 'runtime';
      for (const [module, { gzip, min }] of shares.get(file)!) rows.push({ module, chunk: role, gzip, min });
    }
    result[chunk.name] = rows.sort((a, b) => b.gzip - a.gzip);
  }
  return result;
}

/** The groups of the overview, first match wins. */
const GROUPS: [string, RegExp][] = [
  ['preact (+ hooks, jsx-runtime)', /node_modules\/preact\//],
  ['signals (core + preact bindings)', /node_modules\/@preact\/signals/],
  ['ofetch', /node_modules\/ofetch\//],
  ['other packages', /node_modules\//],
  ['core: API client (api/, platform/)', /packages\/core\/src\/(?:api|platform)\//],
  ['core: messages', /packages\/core\/src\/messages\//],
  ['core: the rest (stores, forms, rules, data)', /packages\/core\//],
  ['widgets: styles', /packages\/widgets\/src\/.*(?:\.styles\.ts|base-styles\.ts)/],
  ['widgets: the rest', /packages\/widgets\//],
  ['chunk glue', /.*/],
];

const kb = (n: number) => (n < 4096 ? `${Math.round(n)} B` : `${(n / 1024).toFixed(2)} KB`);

/**
 * The printed tables: an overview (groups × elements), then per element the modules of at least
 * `minShown` gzip bytes, largest first, the rest summed on one line.
 */
export function formatShares(shares: Record<string, ModuleShare[]>, minShown = 100): string {
  const elements = Object.keys(shares);
  const overview = GROUPS.map(([group, test]) => [
    group,
    ...elements.map((element) => {
      let sum = 0;
      for (const row of shares[element]!)
        if (GROUPS.find(([, t]) => t.test(row.module))?.[1] === test) sum += row.gzip;
      return kb(sum);
    }),
  ]);
  const nonEmpty = overview.filter((row) => row.slice(1).some((cell) => cell !== '0 B'));
  nonEmpty.push(['total', ...elements.map((e) => kb(shares[e]!.reduce((sum, row) => sum + row.gzip, 0)))]);
  const parts = [
    `Where the gzip bytes go (shared out by gzip-cost.ts), per element:\n${table(['group', ...elements], nonEmpty)}`,
  ];
  for (const element of elements) {
    const rows = shares[element]!;
    const total = rows.reduce((sum, row) => sum + row.gzip, 0);
    const shown = rows.filter((row) => row.gzip >= minShown);
    const rest = rows.filter((row) => row.gzip < minShown);
    const lines = shown.map((row) => [
      kb(row.gzip),
      `${((100 * row.gzip) / total).toFixed(1)} %`,
      kb(row.min),
      row.chunk,
      row.module,
    ]);
    if (rest.length) {
      const gzip = rest.reduce((sum, row) => sum + row.gzip, 0);
      const min = rest.reduce((sum, row) => sum + row.min, 0);
      lines.push([
        kb(gzip),
        `${((100 * gzip) / total).toFixed(1)} %`,
        kb(min),
        '',
        `${rest.length} modules under ${minShown} B each`,
      ]);
    }
    parts.push(
      `renovo-${element}: ${kb(total)} gzip\n${table(['gzip', 'share', 'min', 'chunk', 'module'], lines)}`,
    );
  }
  return parts.join('\n\n');
}
