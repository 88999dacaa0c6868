import { deleteDeliveredWebhookEvents } from '../modules/webhooks/index.ts';
import { deleteExpiredHisTokens } from '../modules/his/index.ts';
import type { Job } from './runner.ts';

const DAY_MS = 24 * 3600_000;
/** Rows per statement: a backlog is worked off in short transactions, not one long lock. */
const BATCH = 1000;

async function inBatches(drop: () => Promise<number>): Promise<void> {
  while ((await drop()) === BATCH);
}

/**
 * Drops what the HIS side no longer needs: expired HIS tokens, and webhook events every
 * subscriber acknowledged longer ago than the retention period. Instances racing here is
 * harmless: each claims its events with SKIP LOCKED and deleting a token twice is a no-op.
 */
export const hisRetention: Job = {
  name: 'his-retention',
  everyMs: 60 * 60_000,
  async run(app, now) {
    await inBatches(() => deleteExpiredHisTokens(app.db, now, BATCH));
    const before = new Date(now.getTime() - app.config.his.webhookRetentionDays * DAY_MS);
    await inBatches(() => deleteDeliveredWebhookEvents(app.db, before, BATCH));
  },
};
