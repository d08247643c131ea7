/**
 * Size budgets (gzip). Each entry is bundled the way a browser would get it — tree-shaken,
 * minified, every dependency included — and its gzip size is compared with its budget.
 * Prints a table; exits 1 when any entry is over budget.
 *
 *   npm run size
 */
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

interface Budget {
  /** What the figure measures. */
  name: string;
  /** Entry file, relative to this folder. */
  entry: string;
  /** Maximum gzip bytes. */
  maxGzip: number;
}

export const BUDGETS: Budget[] = [
  {
    name: 'core taken by a quote widget (rules, stores, API client, signals-core, ofetch)',
    entry: 'size-entries/quote-widget-core.ts',
    maxGzip: 10 * 1024,
  },
];

/** Bundles one entry for the browser and returns its minified and gzip sizes. */
export async function measure(entry: string): Promise<{ min: number; gzip: number }> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    treeShaking: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
let failed = 0;
const rows: string[] = [];
for (const budget of BUDGETS) {
  const { min, gzip } = await measure(budget.entry);
  const ok = gzip <= budget.maxGzip;
  if (!ok) failed++;
  rows.push(
    `${ok ? 'ok  ' : 'OVER'}  ${kb(gzip).padStart(9)} gzip / ${kb(budget.maxGzip).padStart(9)} budget  (${kb(min)} min, ${Math.round((100 * gzip) / budget.maxGzip)}% of budget)  ${budget.name}`,
  );
}
console.log(`Size budgets (gzip, level 9)\n${rows.join('\n')}`);
if (failed) {
  console.error(`${failed} size budget(s) exceeded`);
  process.exit(1);
}
