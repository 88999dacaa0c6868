import { deliverDueWebhooks, webhookFetch } from '../modules/webhooks/index.ts';
import type { Job } from './runner.ts';

/** Sends due webhooks to the HIS, on every instance at once (each row claimed by one). */
export const webhookDelivery: Job = {
  name: 'webhook-delivery',
  everyMs: 2_000,
  async run(app, now) {
    await deliverDueWebhooks({ db: app.db, log: app.log, fetch: webhookFetch(app) }, now);
  },
};
