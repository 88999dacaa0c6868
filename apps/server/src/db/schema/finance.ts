import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { paymentOrders, refunds } from './payments.ts';
import { staffUsers } from './staff.ts';

export const refundRequestStatus = pgEnum('refund_request_status', [
  'pending_approval',
  'refunded',
  'rejected',
]);

/**
 * A refund a finance member asked for from the console. Below the approval threshold it is
 * refunded at once; above it, it waits for a second person's decision. Its out_refund_no is
 * fixed when asked, so a repeated request or approval refunds once.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    outRefundNo: text('out_refund_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    reason: text('reason').notNull(),
    status: refundRequestStatus('status').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => staffUsers.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => staffUsers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why it was rejected; empty when approved or refunded directly. */
    decisionNote: text('decision_note'),
    refundId: integer('refund_id').references(() => refunds.id),
  },
  (t) => [
    uniqueIndex('refund_requests_out_refund_no_key').on(t.outRefundNo),
    index('refund_requests_status_idx').on(t.status, t.requestedAt),
    index('refund_requests_order_idx').on(t.orderId),
    check('refund_requests_amount_positive', sql`${t.amountFen} > 0`),
  ],
);
