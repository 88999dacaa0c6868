import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createVitest } from 'vitest/node';
import { retriedTests } from './summary-reporter.ts';

const folder = await mkdtemp(join(tmpdir(), 'summary-reporter-'));
afterAll(() => rm(folder, { recursive: true }));

/** A run of its own over one file: a test that loses its first try, one that never fails. */
async function runOnce() {
  await writeFile(
    join(folder, 'flaky.test.ts'),
    `import { expect, it } from 'vitest';
let tries = 0;
it('opens the page', () => {
  tries += 1;
  expect(tries, 'the first try lost a click\\nand more detail').toBe(2);
});
it('is steady', () => expect(1).toBe(1));
`,
  );
  const vitest = await createVitest('test', {
    root: folder,
    config: false,
    watch: false,
    retry: 1,
    // A reporter that says nothing: an empty list would bring back the default one.
    reporters: [{}],
  });
  try {
    await vitest.start();
    return vitest.state.getTestModules();
  } finally {
    await vitest.close();
  }
}

describe('the summary reporter', () => {
  it('names a test that passed on its retry and the first line of why its first try failed', async () => {
    const lines = retriedTests(await runOnce());
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('retried: flaky.test.ts > opens the page');
    expect(lines[1]).toBe('  AssertionError: the first try lost a click');
  });
});
