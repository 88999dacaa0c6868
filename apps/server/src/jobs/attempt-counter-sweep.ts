import { deleteExpiredAttemptCounters } from '../stores/database-counters.ts';
import type { Job } from './runner.ts';

/**
 * Drops guess counters past their window, which count for nothing: every guessed phone or
 * address leaves a row, and nobody may come back to it. Instances racing here is harmless.
 */
export const attemptCounterSweep: Job = {
  name: 'attempt-counter-sweep',
  everyMs: 10 * 60_000,
  run: (app, now) => deleteExpiredAttemptCounters(app.db, now),
};
