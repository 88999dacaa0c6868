import { depsOf } from '../deps.ts';
import { closeDuePayments } from '../modules/outpatient/index.ts';
import type { Job } from './runner.ts';

/** Outpatient payments left unpaid close like nucleic-acid orders do, freeing their bills. */
export const outpatientExpiry: Job = {
  name: 'outpatient-expiry',
  everyMs: 15_000,
  async run(app, now) {
    await closeDuePayments(depsOf(app), now);
  },
};
