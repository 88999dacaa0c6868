import { depsOf } from '../deps.ts';
import { closeLapsedDeposits } from '../modules/inpatient/index.ts';
import type { Job } from './runner.ts';

/** Deposit top-ups left unpaid close like unpaid registration orders do. */
export const depositExpiry: Job = {
  name: 'deposit-expiry',
  everyMs: 15_000,
  async run(app, now) {
    await closeLapsedDeposits(depsOf(app), now);
  },
};
