import { depsOf } from '../deps.ts';
import { expireNatOrders } from '../modules/nucleic-acid/index.ts';
import type { Job } from './runner.ts';

/** Unpaid nucleic-acid orders expire like registration orders do. */
export const natExpiry: Job = {
  name: 'nat-expiry',
  everyMs: 15_000,
  async run(app, now) {
    await expireNatOrders(depsOf(app), now);
  },
};
