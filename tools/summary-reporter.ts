import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line, `tests: N passed, N failed, N skipped`, after Vitest's own
 * summary, so that CI reads the result whatever reporter format it understands.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      if (testModule.state() === 'failed' && !testModule.children.size) counts.failed += 1;
    }
    counts.failed += unhandledErrors.length;
    // Printed after Vitest's own summary so it is the run's last line.
    setImmediate(() => {
      process.stdout.write(
        `\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`,
      );
    });
  }
}
