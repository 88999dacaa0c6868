import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The sandbox payment twins' own ledger: what a real provider keeps on its side, so a
 * restart neither forgets a trade (a later refund of it must work) nor its refunds.
 */
export const sandboxTrades = pgTable(
  'sandbox_trades',
  {
    /** prepay_id (WeChat) or trade_no (Alipay): what the cashier page is opened with. */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['wechat', 'alipay'] }).notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    description: text('description').notNull(),
    notifyUrl: text('notify_url').notNull(),
    payer: text('payer').notNull(),
    status: text('status', { enum: ['NOTPAY', 'SUCCESS', 'CLOSED'] }).notNull(),
    transactionId: text('transaction_id').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_trades_out_trade_no_key').on(t.provider, t.outTradeNo),
    check('sandbox_trades_amount_positive', sql`${t.amountFen} > 0`),
  ],
);

/** One row per out_refund_no of a trade: a repeat of the same number refunds nothing. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    tradeId: text('trade_id')
      .notNull()
      .references(() => sandboxTrades.id),
    outRefundNo: text('out_refund_no').notNull(),
    refundId: text('refund_id').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** The provider's clock when it refunded: the day its bill lists the refund under. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tradeId, t.outRefundNo] })],
);

/**
 * The twins' signing keys, made once and kept: notifies queued before a restart must still
 * verify after it, as they would with a real provider.
 */
export const sandboxKeys = pgTable('sandbox_keys', {
  /** Which twin: `wechat-pay` or `alipay`. */
  name: text('name').primaryKey(),
  /** PEM private keys, serial numbers and secrets, as the twin's loader writes them. */
  secrets: jsonb('secrets').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});
