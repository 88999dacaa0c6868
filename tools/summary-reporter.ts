import type { Reporter, TestModule } from 'vitest/node';

/**
 * Each test that passed only on a retry, with the first line of every error of its failed
 * tries: the default reporter marks such a test `(retry x1)` and says nothing of why, and a
 * flaky test is only found again if its failure is on record.
 */
export function retriedTests(testModules: ReadonlyArray<TestModule>): string[] {
  const lines: string[] = [];
  for (const testModule of testModules) {
    for (const test of testModule.children.allTests()) {
      const result = test.result();
      if (result.state !== 'passed' || !result.errors?.length) continue;
      lines.push(`retried: ${testModule.relativeModuleId} > ${test.fullName}`);
      for (const error of result.errors) {
        const [firstLine] = error.message.split('\n');
        lines.push(`  ${error.name ?? 'Error'}: ${firstLine}`);
      }
    }
  }
  return lines;
}

/**
 * Prints one plain closing line, `tests: N passed, N failed, N skipped`, after Vitest's own
 * summary, so that CI reads the result whatever reporter format it understands; before it,
 * the tests that needed a retry and why.
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
    const retried = retriedTests(testModules);
    // Printed after Vitest's own summary so it is the run's last line.
    setImmediate(() => {
      if (retried.length > 0) process.stdout.write(`\n${retried.join('\n')}\n`);
      process.stdout.write(
        `\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`,
      );
    });
  }
}
