import type { PaymentTextTemplate, RefundReasonKey } from '@hospital/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { userRef } from './identity.ts';

export const paymentSubjectType = pgEnum('payment_subject_type', [
  'registration',
  'outpatient',
  'inpatient_deposit',
  'nucleic_acid',
  'exam',
  'admission_deposit',
  'discharge_settlement',
]);

export const paymentStatus = pgEnum('payment_status', [
  'pending',
  'paid',
  'closed',
  'refunded',
  'partially_refunded',
]);

export const paymentChannel = pgEnum('payment_channel', [
  'wechat_jsapi',
  'alipay_trade',
  'alipay_wap',
  'wechat_medicare',
  'hcare',
]);

/** One row per payable thing; the amount always comes from the subject's own row. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Our order number as the providers see it: at most 32 characters. */
    outTradeNo: text('out_trade_no').notNull(),
    userId: userRef(),
    subjectType: paymentSubjectType('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    amountFen: integer('amount_fen').notNull(),
    description: text('description').notNull(),
    /** The description as a template the app says in the patient's language. */
    descriptionKey: text('description_key').$type<PaymentTextTemplate['key']>(),
    descriptionParams: jsonb('description_params').$type<PaymentTextTemplate['params']>(),
    /** The channel last prepared; null until the payer chose one. */
    channel: paymentChannel('channel'),
    status: paymentStatus('status').notNull().default('pending'),
    providerTradeNo: text('provider_trade_no'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Our clock when the payment was recorded (the provider's paidAt can be earlier than
     * rows settled before it): the order the HIS reconciles in.
     */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when expiry closed it; a payment arriving later is refunded, not delivered. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_orders_out_trade_no_key').on(t.outTradeNo),
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    index('payment_orders_subject_idx').on(t.subjectType, t.subjectId),
    index('payment_orders_settled_idx')
      .on(t.settledAt, t.id)
      .where(sql`settled_at is not null`),
    check('payment_orders_amount_positive', sql`${t.amountFen} > 0`),
  ],
);

/** The idempotency ledger: a provider event changes state at most once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    providerEventId: text('provider_event_id').notNull(),
    orderId: integer('order_id').references(() => paymentOrders.id),
    /** What the provider sent once verified (decrypted for WeChat); never personal data. */
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_key').on(t.provider, t.providerEventId)],
);

/**
 * A successful payment beyond the one an order keeps: the same order paid at the other
 * cashier, or twice. Kept on record and refunded in full through its own refund.
 */
export const extraPayments = pgTable(
  'extra_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    provider: text('provider', { enum: ['wechat', 'alipay', 'medicare'] }).notNull(),
    providerTradeNo: text('provider_trade_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** Our clock when it was recorded, as `payment_orders.settled_at`. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('extra_payments_settled_idx')
      .on(t.settledAt, t.id)
      .where(sql`settled_at is not null`),
    uniqueIndex('extra_payments_trade_key').on(t.orderId, t.provider, t.providerTradeNo),
    check('extra_payments_amount_positive', sql`${t.amountFen} > 0`),
  ],
);

export const refundStatus = pgEnum('refund_status', ['pending', 'processing', 'success', 'failed']);

export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable per refund intent: a retry reuses it, so the provider refunds once. */
    outRefundNo: text('out_refund_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    /** Null: a refund of the payment the order kept. Set: the refund of that extra payment. */
    extraPaymentId: integer('extra_payment_id').references(() => extraPayments.id),
    amountFen: integer('amount_fen').notNull(),
    status: refundStatus('status').notNull().default('pending'),
    reason: text('reason').notNull(),
    /** Set on the refunds the server decided itself, so the app can word the reason. */
    reasonKey: text('reason_key').$type<RefundReasonKey>(),
    providerRefundNo: text('provider_refund_no'),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_out_refund_no_key').on(t.outRefundNo),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_succeeded_idx')
      .on(t.succeededAt, t.id)
      .where(sql`succeeded_at is not null`),
    uniqueIndex('refunds_extra_payment_key').on(t.extraPaymentId),
    check('refunds_amount_positive', sql`${t.amountFen} > 0`),
  ],
);

/**
 * Asynchronous notifies the sandbox providers owe us, re-sent with back-off until
 * acknowledged, as the real providers do.
 */
export const sandboxNotifies = pgTable(
  'sandbox_notifies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    url: text('url').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    body: text('body').notNull(),
    /** How the provider reads an acknowledgement: WeChat by status, Alipay by the text `success`. */
    ack: text('ack', { enum: ['http_2xx', 'text_success'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_notifies_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`delivered_at is null`),
  ],
);
