/**
 * Rewrites the citations of outside documents in the tracked source files: "doc N §n" becomes the
 * repository section that restates it (`docs/spec/…#…`), "issue N" goes or becomes text that stands
 * alone (the rules and the table are in `citations.ts` and `citation-map.ts`). Idempotent; works
 * from the citation text, so files moved or edited since the table was written are handled.
 * Prints what it rewrote and every citation it could not map, and exits 1 when one is left.
 *
 * @example bash scripts/with-node24.sh node tools/cite/rewrite-citations.ts          # rewrite
 * @example bash scripts/with-node24.sh node tools/cite/rewrite-citations.ts --check  # report only
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CITATION, citationsIn, rewriteCitations } from './citations.ts';
import { ROOT, sourceFiles } from './source-files.ts';

const check = process.argv.includes('--check');
/** "doc N" and "issue N" citations, counted apart for the report. */
const DOC = /\b[Dd]oc[ \t]+\d\b/g;
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
let before = 0;
let docsBefore = 0;
let after = 0;
let changed = 0;
const unmapped: string[] = [];

for (const file of sourceFiles()) {
  const path = join(ROOT, file);
  const text = readFileSync(path, 'utf8');
  const found = count(text, CITATION);
  if (found === 0) continue;
  before += found;
  docsBefore += count(text, DOC);
  const rewritten = check ? text : rewriteCitations(text);
  if (rewritten !== text) {
    writeFileSync(path, rewritten);
    changed++;
  }
  for (const left of citationsIn(rewritten)) unmapped.push(`${file}:${left.line}: ${left.text}`);
  after += count(rewritten, CITATION);
}

console.log(
  `citations found: ${before} ("doc N": ${docsBefore}, "issue N": ${before - docsBefore}); ` +
    `files rewritten: ${changed}; citations left unmapped: ${after}`,
);
if (unmapped.length > 0) {
  console.log(
    check
      ? '\nCitations (run without --check to rewrite them):'
      : '\nNot mapped (add a rule or a replacement in tools/cite/citation-map.ts):',
  );
  for (const line of unmapped) console.log(`  ${line}`);
  process.exitCode = 1;
}
