import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one closing line, `N passed, N failed, N skipped`, after the default reporter's output,
 * so that CI logs carry a plain, runner-independent test result line.
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
        else if (state === 'failed') failedHere++;
        else skipped++;
      }
      // A file that failed outside its tests (an import error, a failing hook) counts as one failure.
      if (mod.state() === 'failed' && failedHere === 0) failedHere = 1;
      failed += failedHere;
    }
    failed += unhandledErrors.length;
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
