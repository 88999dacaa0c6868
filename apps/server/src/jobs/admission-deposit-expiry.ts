import { depsOf } from '../deps.ts';
import { expireAdmissionDeposits } from '../modules/self-admission/index.ts';
import type { Job } from './runner.ts';

/** Unpaid pre-admission deposits expire like registration orders do. */
export const admissionDepositExpiry: Job = {
  name: 'admission-deposit-expiry',
  everyMs: 15_000,
  async run(app, now) {
    await expireAdmissionDeposits(depsOf(app), now);
  },
};
