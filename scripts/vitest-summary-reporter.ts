import type { Reporter, TestModule } from 'vitest/node';

/** The prefix of the line naming one failed test (read back by scripts/check-report.ts). */
export const FAILED_TEST_PREFIX = 'failed test: ';

/**
 * Prints one closing line, `N passed, N failed, N skipped`, after the default reporter's output,
 * so that CI logs carry a plain, runner-independent test result line; before it, one line per
 * failed test (its file, its full name and its error's first line), so a log cut to its tail
 * still says what failed.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      let failedHere = 0;
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') {
          failedHere++;
          const error = test.result().errors?.[0]?.message?.split('\n')[0] ?? '';
          console.log(
            `${FAILED_TEST_PREFIX}${mod.moduleId.split('/').slice(-2).join('/')} › ${test.fullName} — ${error}`,
          );
        } else skipped++;
      }
      // A file that failed outside its tests (an import error, a failing hook) counts as one failure.
      if (mod.state() === 'failed' && failedHere === 0) {
        failedHere = 1;
        console.log(
          `${FAILED_TEST_PREFIX}${mod.moduleId.split('/').slice(-2).join('/')} (outside its tests)`,
        );
      }
      failed += failedHere;
    }
    failed += unhandledErrors.length;
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
