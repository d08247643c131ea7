import { describe, expect, it } from 'vitest';
import { STAGES, selectStages } from './check.ts';
import { parseCounts, stageBlock, summaryTable } from './check-report.ts';
import type { StageResult } from './check-runner.ts';

describe('the check report', () => {
  it('reads the last counts line of a test run, colours or not', () => {
    expect(parseCounts('no result here')).toBeNull();
    expect(parseCounts('\u001b[32m5 passed, 0 failed, 2 skipped\u001b[39m\n')).toEqual({
      passed: 5,
      failed: 0,
      skipped: 2,
    });
    expect(parseCounts('1 passed, 1 failed, 0 skipped\n…\n7 passed, 0 failed, 0 skipped\n')).toEqual({
      passed: 7,
      failed: 0,
      skipped: 0,
    });
  });

  it('prints every stage with its time and the total counts last; a test stage that ran no test counts as a failure', () => {
    const results: StageResult[] = [
      { name: 'lint', status: 'passed', ms: 12_340, output: '' },
      {
        name: 'test:unit',
        status: 'passed',
        ms: 61_000,
        output: '',
        counts: { passed: 10, failed: 0, skipped: 2 },
      },
      { name: 'test:e2e', status: 'failed', ms: 3_000, output: '', counts: null },
      { name: 'test:routes', status: 'skipped', ms: 0, output: 'not run: build failed', counts: null },
    ];
    const table = summaryTable(results, 80_000);
    expect(table).toMatch(/ok {3}lint +12\.3 s/);
    expect(table).toMatch(/ok {3}test:unit +61\.0 s {2}10 passed, 0 failed, 2 skipped/);
    expect(table).toMatch(/FAIL test:e2e +3\.0 s {2}ran no test/);
    expect(table).toMatch(/skip test:routes +— {2}not run: build failed/);
    expect(table).toMatch(/total +80\.0 s {2}2 stage\(s\) failed or skipped/);
    expect(table.split('\n').at(-1)).toBe('10 passed, 2 failed, 2 skipped');
  });

  it('names every failed test of a test stage after the table, so a log cut to its tail still says what failed', () => {
    const output = `lots of output\n\u001b[31mfailed test: e2e/a.e2e.ts › a journey — expected 1 to be 2\u001b[39m\n0 passed, 1 failed, 0 skipped\n`;
    const results: StageResult[] = [
      { name: 'test:e2e', status: 'failed', ms: 3_000, output, counts: { passed: 0, failed: 1, skipped: 0 } },
      { name: 'lint', status: 'failed', ms: 1_000, output: 'failed test: not a test stage' },
    ];
    const lines = summaryTable(results, 4_000).split('\n');
    const named = lines.indexOf('failed test: e2e/a.e2e.ts › a journey — expected 1 to be 2');
    expect(named).toBeGreaterThan(lines.findIndex((l) => l.includes('total')));
    expect(lines).not.toContain('failed test: not a test stage');
    expect(lines.at(-1)).toBe('0 passed, 1 failed, 0 skipped');
  });

  it('frames a stage output with its name, mark and time', () => {
    const block = stageBlock({ name: 'lint', status: 'failed', ms: 1_500, output: 'a.ts:1 bad' });
    expect(block).toBe('\n━━━━ FAIL lint (1.5 s) ━━━━\na.ts:1 bad\n━━━━ end of lint: failed ━━━━\n');
  });
});

describe('the stages of npm run check', () => {
  it('runs every test stage after the build, which no test stage repeats', () => {
    const build = STAGES.find((s) => s.name === 'build')!;
    for (const stage of STAGES.filter((s) => s.tests)) expect(stage.needs).toContain(build.name);
  });

  it('selects stages by the start of their name, keeping only the needs selected too', () => {
    const typecheck = selectStages(STAGES, ['typecheck']);
    expect(typecheck.length).toBeGreaterThan(1);
    expect(typecheck.every((s) => s.name.startsWith('typecheck'))).toBe(true);
    expect(selectStages(STAGES, ['test:e2e'])).toEqual([
      expect.objectContaining({ name: 'test:e2e', needs: [] }),
    ]);
  });
});
