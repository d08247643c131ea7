/**
 * What `npm run check` prints about its stages: the test counts read from a test stage's output,
 * the block of one finished stage, and the closing table of every stage with its wall time.
 */
import { stripVTControlCharacters } from 'node:util';
import type { StageResult } from './check-runner.ts';

/** The counts of a test run. */
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** The closing line every test run of the project prints (the last one wins). */
const COUNTS_LINE = /^(\d+) passed, (\d+) failed, (\d+) skipped\s*$/gm;

/** Reads the last `N passed, N failed, N skipped` line of an output; null when there is none. */
export function parseCounts(output: string): Counts | null {
  // Colour codes would hide the line from the pattern.
  const plain = stripVTControlCharacters(output);
  let counts: Counts | null = null;
  for (const match of plain.matchAll(COUNTS_LINE))
    counts = { passed: Number(match[1]), failed: Number(match[2]), skipped: Number(match[3]) };
  return counts;
}

/** The lines naming a failed test (scripts/vitest-summary-reporter.ts prints them). */
export function failedTests(output: string): string[] {
  const plain = stripVTControlCharacters(output);
  return plain.split('\n').filter((line) => line.startsWith('failed test: '));
}

/** Seconds with one decimal: `12.3 s`. */
export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

const MARK = { passed: 'ok  ', failed: 'FAIL', skipped: 'skip' } as const;

/** The counts column of a stage: its counts, `ran no test`, or empty for a stage without tests. */
function countsCell(result: StageResult): string {
  if (result.counts === undefined) return '';
  if (result.counts === null) return 'ran no test';
  const { passed, failed, skipped } = result.counts;
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}

/** The whole block of a finished stage: a header, its output as it came, a footer. */
export function stageBlock(result: StageResult): string {
  const title = `${MARK[result.status]} ${result.name} (${seconds(result.ms)})`;
  const body = result.output.endsWith('\n') || result.output === '' ? result.output : `${result.output}\n`;
  return `\n━━━━ ${title} ━━━━\n${body}━━━━ end of ${result.name}: ${result.status} ━━━━\n`;
}

/** The sum of the counts of the test stages (stages without counts add nothing). */
function totalCounts(results: readonly StageResult[]): Counts {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const { counts } of results) {
    if (!counts) continue;
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  return total;
}

/**
 * The closing table: one row per stage (mark, name, wall time, test counts), the run's wall time,
 * and the total counts as the last line, `N passed, N failed, N skipped`, where a test stage that
 * ran no test or failed outside its tests counts as one failure.
 */
export function summaryTable(results: readonly StageResult[], wallMs: number): string {
  const width = Math.max(...results.map((r) => r.name.length), 5);
  const rows = results.map((r) => {
    const time = r.status === 'skipped' ? '—' : seconds(r.ms);
    const note = r.status === 'skipped' ? r.output : countsCell(r);
    return `${MARK[r.status]} ${r.name.padEnd(width)} ${time.padStart(9)}  ${note}`.trimEnd();
  });
  const total = totalCounts(results);
  const unexplained = results.filter(
    (r) => r.counts !== undefined && r.status !== 'passed' && (r.counts?.failed ?? 0) === 0,
  ).length;
  const failedStages = results.filter((r) => r.status !== 'passed').length;
  const failedNames = results.flatMap((r) => (r.counts === undefined ? [] : failedTests(r.output)));
  return [
    '',
    '━━━━ stages ━━━━',
    ...rows,
    `     ${'total'.padEnd(width)} ${seconds(wallMs).padStart(9)}  ${failedStages === 0 ? 'every stage passed' : `${failedStages} stage(s) failed or skipped`}`,
    ...(failedNames.length > 0 ? ['', '━━━━ failed tests ━━━━', ...failedNames] : []),
    '',
    `${total.passed} passed, ${total.failed + unexplained} failed, ${total.skipped} skipped`,
  ].join('\n');
}
