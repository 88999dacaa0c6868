import { drainSideEffects } from '../side-effects/index.ts';
import type { Job } from './runner.ts';

/** Carries out the outbox: refunds owed to payers, on every instance at once (SKIP LOCKED). */
export const sideEffectWorker: Job = {
  name: 'side-effects',
  everyMs: 2_000,
  async run(app, now) {
    await drainSideEffects(app, now);
  },
};
