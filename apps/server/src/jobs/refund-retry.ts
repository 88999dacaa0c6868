import { and, eq, lt } from 'drizzle-orm';
import { refunds } from '../db/schema/index.ts';
import { refundPayment } from '../payments/index.ts';
import type { Job } from './runner.ts';

/** A refund the provider never answered stays reserved; after this long it is asked again. */
const RETRY_AFTER_MS = 60_000;
const BATCH = 20;

/**
 * Retries refunds left pending by a provider outage, with their own out_refund_no, so a
 * refund that did go through is not made twice. Instances racing here is harmless for
 * the same reason.
 */
export const refundRetry: Job = {
  name: 'refund-retry',
  everyMs: 30_000,
  async run(app, now) {
    const stale = await app.db
      .select()
      .from(refunds)
      .where(
        and(
          eq(refunds.status, 'pending'),
          lt(refunds.createdAt, new Date(now.getTime() - RETRY_AFTER_MS)),
        ),
      )
      .limit(BATCH);
    for (const refund of stale) {
      await refundPayment(app, refund.orderId, {
        amountFen: refund.amountFen,
        reason: refund.reason,
        outRefundNo: refund.outRefundNo,
      });
    }
  },
};
