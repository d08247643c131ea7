/**
 * Size budgets (gzip, level 9). Prints a table; exits 1 when any figure is over its budget.
 *
 * - Source entries (`size-entries/*`) are bundled the way a browser would get them —
 *   tree-shaken, minified, every dependency included — and measured.
 * - The embed build (`dist/embed/v1`, rebuilt first when missing or stale) is measured as a
 *   browser fetches it: `loader.js` alone, and per element the sum of the gzip sizes of every
 *   chunk the loader imports to show it (its entry and the entry's static imports, from
 *   manifest.json; the loader itself excluded).
 * - Then where those bytes go: the build run again in memory with a source map, each element's
 *   gzip shared out among the modules it is made of, largest first (lib/bytes-per-module.ts);
 *   `SIZE_MODULES=all` lists every module, `SIZE_MODULES=0` skips the tables.
 *
 *   npm run size
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import embedConfigs from '../rollup.config.ts';
import { EMBED_DIR, ensureEmbedBuilt, ROOT } from '../tests/e2e/harness/build.ts';
import { bytesPerModule, formatShares } from './lib/bytes-per-module.ts';

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
    name: 'core taken by a quote widget (rules, stores, API client, signals-core)',
    entry: 'size-entries/quote-widget-core.ts',
    // ADR 017: + the durable lead submission (pending store, keyed retries) and safe storage.
    // ADR 021: + core's one form model (measured 11.46).
    // ADR 019: + the calls by contract route (method and path objects, one call helper): +45 B.
    // ADR 053 (addendum): + a quote left pending played when this page resends it, 11,842 B.
    // ADR 055: the entry lacked tidyMobileInput (a value import of quote-form.tsx since ADR 052);
    // with it, 11.84 KB before and after the size field's full-width digits.
    // ADR 057: + Secure on the cookies of an https page: 12,143 B.
    // ADR 061: the API client on the platform's fetch, ofetch gone: measured 9.98 KB.
    maxGzip: Math.round(9.99 * 1024),
  },
];

/** A budget on the built embed folder. */
interface EmbedBudget {
  name: string;
  /** `loader` for loader.js, else an element's short name (`quote` for renovo-quote). */
  target: string;
  /**
   * The chunks fetched after the first paint that the figure counts too, by name (the
   * manifest's `later`): an element is interactive once its API client has arrived.
   */
  later?: string[];
  /** Maximum gzip bytes; null prints the figure without judging it. */
  maxGzip: number | null;
}

/**
 * The chunks an element fetches before the visitor can use it: the first paint (its entry and
 * the runtime, what the loader imports) and the API client, which every element fetches at its
 * first call or at the visitor's first interaction (ADR 049); on a desktop the community quote
 * also fetches its cost preview. The toast, the analytics bus and the quote's confirm page come
 * at first use or first interaction and are not counted.
 */
const INTERACTIVE = ['api-client'];

export const EMBED_BUDGETS: EmbedBudget[] = [
  { name: 'loader.js (the snippet partners paste, chunk map inlined)', target: 'loader', maxGzip: 1024 },
  // ADR 049: every figure at what was measured + 2 %, unless that is above the budget it had.
  // Before ADR 049 an element's first paint was its interactive figure (the API client sat in
  // the runtime): quote 26.06 KB, login sheet 24.44, community quote 30.26, order modal 22.74,
  // quote preview 20.43.
  // ADR 062: components track their signal reads without @preact/signals: measured 21.25 KB.
  { name: 'renovo-quote first paint (entry + runtime)', target: 'quote', maxGzip: Math.round(21.26 * 1024) },
  {
    name: 'interactive renovo-quote (every chunk, loader excluded)',
    target: 'quote',
    later: INTERACTIVE,
    // ADR 017: + the durable lead submission (pending store, keyed retries) and safe storage,
    // with the notice version (ADR 014) and the remembered form's time (ADR 018).
    // ADR 021: + core's one form model, rules on blur, typed outcomes (measured 25.85).
    // ADR 019: + the calls by contract route: +24 B.
    // ADR 029: + the consent's links to /terms and /privacy (measured 26.05; 25.87 before).
    // ADR 031: + today's count shown only from TODAY_COUNT_MIN_SHOWN: measured 26.07 after both.
    // ADR 049: measured 25.69 (+ 2 % would be 26.20: the budget stays).
    // ADR 056: + the banner's and the records' boxes standing from the first paint: 26,780 B.
    // ADR 057: + Secure on the cookies of an https page: 26,815 B.
    // ADR 059: + the zh-TW line when a login, bind or clue call got no answer: 26,940 B.
    // ADR 061: the API client on the platform's fetch, ofetch gone: measured 24.43 KB.
    // ADR 062: components track their signal reads without @preact/signals: measured 23.40 KB.
    maxGzip: Math.round(23.41 * 1024),
  },
  // ADR 062: components track their signal reads without @preact/signals: measured 19.76 KB.
  { name: 'renovo-login-sheet first paint', target: 'login-sheet', maxGzip: Math.round(19.77 * 1024) },
  // ADR 021: + core's one form model in the login store (measured 24.42); with ADR 019's calls by
  // contract route after the merge, measured 24.45. ADR 049: measured 24.25 (+ 2 %: 24.74, the
  // budget stays). ADR 052: + a formatted mobile going in as its digits, measured 24.51. ADR 053:
  // + a pending lead resent by the same page, measured 24.58; its addendum: + the answer of that
  // resend handed to the flow that waits for it, measured 25,217 B (24.63).
  {
    name: 'interactive renovo-login-sheet',
    target: 'login-sheet',
    later: INTERACTIVE,
    // ADR 057: + Secure on the cookies of an https page: 25,253 B.
    // ADR 059: + the zh-TW line when a login, bind or clue call got no answer: 25,409 B.
    // ADR 061: the API client on the platform's fetch, ofetch gone: measured 22.95 KB.
    // ADR 062: components track their signal reads without @preact/signals: measured 21.91 KB.
    maxGzip: Math.round(21.92 * 1024),
  },
  {
    name: 'renovo-community-quote first paint',
    target: 'community-quote',
    // ADR 062: components track their signal reads without @preact/signals: measured 23.65 KB.
    maxGzip: Math.round(23.66 * 1024),
  },
  {
    name: 'interactive renovo-community-quote (a phone: no cost preview)',
    target: 'community-quote',
    later: INTERACTIVE,
    // ADR 021: + core's one form model (measured 30.05); with ADR 019's calls by contract route
    // after the merge, measured 30.09. ADR 029: + the consent's links to /terms and /privacy
    // (measured 30.25). ADR 031: + the chosen layout in the cost preview (one lead, one price),
    // measured 30.26 after both. ADR 049: measured 28.15 (the cost preview a chunk of its own).
    // ADR 061: the API client on the platform's fetch, ofetch gone: measured 26.84 KB.
    // ADR 062: components track their signal reads without @preact/signals: measured 25.80 KB.
    maxGzip: Math.round(25.81 * 1024),
  },
  {
    name: 'interactive renovo-community-quote on a desktop (+ the cost preview)',
    target: 'community-quote',
    later: [...INTERACTIVE, 'cost-preview'],
    // ADR 049: measured 30.79 (30.26 before the cost preview became a chunk of its own).
    // ADR 061: the API client on the platform's fetch, ofetch gone: measured 29.48 KB.
    // ADR 062: components track their signal reads without @preact/signals: measured 28.44 KB.
    maxGzip: Math.round(28.45 * 1024),
  },
  // ADR 062: components track their signal reads without @preact/signals: measured 17.97 KB.
  { name: 'renovo-order-modal first paint', target: 'order-modal', maxGzip: Math.round(17.98 * 1024) },
  {
    name: 'interactive renovo-order-modal',
    target: 'order-modal',
    later: INTERACTIVE,
    // ADR 059: + the zh-TW line when a login, bind or clue call got no answer: 23,582 B.
    // ADR 061: the API client on the platform's fetch, ofetch gone: measured 21.16 KB.
    // ADR 062: components track their signal reads without @preact/signals: measured 20.12 KB.
    maxGzip: Math.round(20.13 * 1024),
  },
  // ADR 062: components track their signal reads without @preact/signals: measured 15.68 KB.
  { name: 'renovo-quote-preview first paint', target: 'quote-preview', maxGzip: Math.round(15.69 * 1024) },
  {
    name: 'interactive renovo-quote-preview',
    target: 'quote-preview',
    later: INTERACTIVE,
    // ADR 061: the API client on the platform's fetch, ofetch gone: measured 18.87 KB.
    // ADR 062: components track their signal reads without @preact/signals: measured 17.83 KB.
    maxGzip: Math.round(17.84 * 1024),
  },
];

/**
 * Strings that only the response half of a contract or Node-only code carries (ADR 019): none
 * may be in a widget chunk or a measured entry. The error component's title is in every
 * contract's responses; classic zod is what the contracts' schemas are written in (the browser
 * code uses zod/mini); `node:` is how Node built-ins are imported.
 */
export const FORBIDDEN_IN_WIDGETS: { marker: string; what: string }[] = [
  { marker: 'RenovoApiError', what: 'the error component of the contracts (response schemas)' },
  { marker: '"ZodObject"', what: "classic zod (the contracts' response schemas)" },
  { marker: '"node:', what: 'a Node built-in module' },
];

/** What of {@link FORBIDDEN_IN_WIDGETS} a piece of browser code holds. */
export function forbiddenIn(code: string): string[] {
  return FORBIDDEN_IN_WIDGETS.filter(({ marker }) => code.includes(marker)).map(
    ({ marker, what }) => `${what} (${marker})`,
  );
}

/** About what the first round trip of a new connection carries (10 × 1460 B TCP segments). */
export const FIRST_ROUND_TRIP = 10 * 1460;

/** Bundles one entry for the browser and returns its minified and gzip sizes. */
export async function measure(entry: string): Promise<{ min: number; gzip: number; forbidden: string[] }> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    treeShaking: true,
    // Our packages from their sources (ADR 010), as the embed build reads them.
    conditions: ['@renovo/source'],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return {
    min: code.byteLength,
    gzip: gzipSync(code, { level: 9 }).byteLength,
    forbidden: forbiddenIn(result.outputFiles[0]!.text),
  };
}

interface Manifest {
  entries: Record<string, { file: string; imports: string[] }>;
  later: Record<string, string>;
}

/** Sizes of built files, as served (each file gzipped on its own). */
export function measureBuilt(
  target: string,
  later: string[] = [],
): {
  min: number;
  gzip: number;
  files: { file: string; gzip: number }[];
} {
  const manifest = JSON.parse(readFileSync(`${EMBED_DIR}/manifest.json`, 'utf8')) as Manifest;
  let files: string[];
  if (target === 'loader') files = ['loader.js'];
  else {
    const entry = manifest.entries[target];
    if (!entry) throw new Error(`no ${target} entry in the embed manifest`);
    files = [entry.file, ...entry.imports];
    for (const name of later) {
      const file = manifest.later[name];
      if (!file) throw new Error(`no ${name} chunk in the embed manifest's later chunks`);
      if (!files.includes(file)) files.push(file);
    }
  }
  const sizes = files.map((file) => {
    const code = readFileSync(`${EMBED_DIR}/${file}`);
    return { file, min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
  });
  return {
    min: sizes.reduce((sum, s) => sum + s.min, 0),
    gzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
    files: sizes.map(({ file, gzip }) => ({ file, gzip })),
  };
}

const kb = (n: number) => (n < 4096 ? `${n} B` : `${(n / 1024).toFixed(2)} KB`);

/** Whether a figure fails the check: over its budget (a figure without one never fails). */
function fails(gzip: number, maxGzip: number | null): boolean {
  return maxGzip !== null && gzip > maxGzip;
}

function row(name: string, gzip: number, min: number, maxGzip: number | null): string {
  const verdict = maxGzip === null ? 'info' : gzip <= maxGzip ? 'ok  ' : 'OVER';
  const budget =
    maxGzip === null ? '' : ` / ${kb(maxGzip).padStart(9)} budget  (${Math.round((100 * gzip) / maxGzip)}%)`;
  return `${verdict}  ${kb(gzip).padStart(9)} gzip${budget.padEnd(28)}  ${kb(min).padStart(9)} min  ${name}`;
}

if (import.meta.main) {
  let failed = 0;
  const rows: string[] = [];
  const leaks: string[] = [];
  for (const budget of BUDGETS) {
    const { min, gzip, forbidden } = await measure(budget.entry);
    if (fails(gzip, budget.maxGzip)) failed++;
    rows.push(row(budget.name, gzip, min, budget.maxGzip));
    for (const leak of forbidden) leaks.push(`${budget.entry}: ${leak}`);
  }
  ensureEmbedBuilt();
  // No response schema and no Node-only code in any chunk of the embed build (ADR 019).
  const chunks = readdirSync(EMBED_DIR).filter((file) => file.endsWith('.js'));
  for (const file of chunks) {
    for (const leak of forbiddenIn(readFileSync(`${EMBED_DIR}/${file}`, 'utf8')))
      leaks.push(`${file}: ${leak}`);
  }
  const details: string[] = [];
  for (const budget of EMBED_BUDGETS) {
    const { min, gzip, files } = measureBuilt(budget.target, budget.later);
    if (fails(gzip, budget.maxGzip)) failed++;
    rows.push(row(budget.name, gzip, min, budget.maxGzip));
    if (budget.target !== 'loader' && !budget.later) {
      const firstTrip = gzip <= FIRST_ROUND_TRIP ? 'fits' : `${kb(gzip - FIRST_ROUND_TRIP)} over`;
      details.push(
        `  ${budget.target}: ${files.map((f) => `${f.file} ${kb(f.gzip)}`).join(' + ')}  (first round trip, 14,600 B: ${firstTrip})`,
      );
    }
  }
  console.log(
    `Size budgets (gzip, level 9)\n${rows.join('\n')}\n\nChunks of each element's first paint:\n${details.join('\n')}`,
  );
  console.log(
    leaks.length
      ? `\nResponse schemas or Node-only code in browser code:\n${leaks.map((l) => `  ${l}`).join('\n')}`
      : `\nNo response schema and no Node-only code in the ${chunks.length} embed chunks and the measured entries (${FORBIDDEN_IN_WIDGETS.map((f) => f.marker).join(', ')})`,
  );
  if (process.env.SIZE_MODULES !== '0') {
    const shares = await bytesPerModule(embedConfigs[0]!, EMBED_DIR, ROOT, INTERACTIVE);
    const measured = Object.fromEntries(
      EMBED_BUDGETS.filter((b) => b.later).map((b) => [b.target, shares[b.target]!]),
    );
    console.log(`\n${formatShares(measured, process.env.SIZE_MODULES === 'all' ? 0 : 100)}`);
  }
  if (failed) console.error(`${failed} size budget(s) exceeded`);
  if (failed || leaks.length) process.exit(1);
}
