/**
 * `npm run fuzz [-- --requests 100000 --seed 7]`: the schema-guided fuzz against the real
 * app on a seeded embedded database; prints requests sent and each distinct 5xx, and exits
 * non-zero when there was any.
 */
import { parseArgs } from 'node:util';
import { createTestApp } from '../helpers/test-app.ts';
import { fuzz } from './fuzz.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
  },
});
const requests = Number(values.requests);
const seed = Number(values.seed);
if (!Number.isSafeInteger(requests) || requests < 1 || !Number.isSafeInteger(seed)) {
  console.error('usage: npm run fuzz -- [--requests N] [--seed N]');
  process.exit(2);
}

const t = await createTestApp({
  seed: true,
  env: {
    RATE_LIMIT_PER_MINUTE: '100000000',
    ANONYMOUS_RATE_LIMIT_PER_MINUTE: '100000000',
    TOKEN_RATE_LIMIT_PER_MINUTE: '100000000',
  },
});
let printed = 0;
const report = await fuzz(t.app, {
  requests,
  seed,
  onProgress: (progress) => {
    if (progress.sent - printed < 1000 && progress.sent < requests) return;
    printed = progress.sent;
    console.log(`sent ${progress.sent}, 5xx ${progress.serverErrors}`);
  },
});
await t.close();

for (const error of report.distinct) {
  console.log(`\n${error.status} ${error.method} ${error.path}`);
  console.log(JSON.stringify(error.request, null, 2).slice(0, 2000));
  console.log(`-> ${error.body}`);
}
console.log(`\nanswers by status: ${JSON.stringify(report.statuses)}`);
console.log(
  `requests sent: ${report.sent}, 5xx seen: ${report.serverErrors} (${report.distinct.length} distinct)`,
);
process.exitCode = report.serverErrors > 0 ? 1 : 0;
