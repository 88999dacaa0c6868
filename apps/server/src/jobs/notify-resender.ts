import { resendDueNotifies } from '../modules/payments/index.ts';
import type { Job } from './runner.ts';

/** Re-sends the sandbox providers' unacknowledged notifies on their back-off schedule. */
export const notifyResender: Job = {
  name: 'sandbox-notify-resender',
  everyMs: 5_000,
  async run(app, now) {
    if (!app.providers.sandbox) return;
    await resendDueNotifies(app, now);
  },
};
