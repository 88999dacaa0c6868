import type { HisDischargeSummary } from '@hospital/contract/his';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, bytea } from './columns.ts';
import { userRef } from './identity.ts';
import { inpatientDeposits, inpatientStays } from './inpatient.ts';
import { paymentOrders, refunds } from './payments.ts';

const stayRef = () =>
  integer('stay_id')
    .notNull()
    .references(() => inpatientStays.id);

/** The HIS's trial settlement of a stay and the discharge summary, one row a stay. */
export const dischargeRecords = pgTable(
  'discharge_records',
  {
    stayId: stayRef().primaryKey(),
    totalFen: integer('total_fen'),
    insuranceFundFen: integer('insurance_fund_fen'),
    personalAccountFen: integer('personal_account_fen'),
    /** The deposits as the HIS counts them; settling needs our ledger to agree. */
    hisDepositFen: integer('his_deposit_fen'),
    trialUpdatedAt: at('trial_updated_at'),
    summary: jsonb('summary').$type<HisDischargeSummary>(),
  },
  (t) => [
    check(
      'discharge_records_trial_check',
      sql`${t.totalFen} is null or ${t.insuranceFundFen} + ${t.personalAccountFen} <= ${t.totalFen}`,
    ),
  ],
);

export const dischargeDocumentKind = pgEnum('discharge_document_kind', [
  'electronic-bill',
  'fee-list',
  'medical-fee-list',
]);

/** A stay's discharge PDFs as the HIS sent them. */
export const dischargeDocuments = pgTable(
  'discharge_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stayId: stayRef(),
    kind: dischargeDocumentKind('kind').notNull(),
    content: bytea('content').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('discharge_documents_stay_kind_key').on(t.stayId, t.kind)],
);

export const settlementStatus = pgEnum('discharge_settlement_status', [
  'awaiting_payment',
  'settled',
  'cancelled',
]);

/**
 * A stay settled from the phone, the split copied from the trial it was made on. One a
 * stay (the unique index), so a second tap, a repeated notify or a race with the window
 * can never settle it twice.
 */
export const dischargeSettlements = pgTable(
  'discharge_settlements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stayId: stayRef(),
    userId: userRef(),
    totalFen: integer('total_fen').notNull(),
    insuranceFundFen: integer('insurance_fund_fen').notNull(),
    personalAccountFen: integer('personal_account_fen').notNull(),
    depositFen: integer('deposit_fen').notNull(),
    /** Above 0 the patient pays it (through the payment order), below 0 it goes back. */
    balanceFen: integer('balance_fen').notNull(),
    status: settlementStatus('status').notNull(),
    paymentOrderId: integer('payment_order_id').references(() => paymentOrders.id),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('discharge_settlements_stay_key').on(t.stayId),
    index('discharge_settlements_user_idx').on(t.userId, t.createdAt),
    // Only a balance to pay has a payment order (set just after the settlement is written).
    check(
      'discharge_settlements_pay_check',
      sql`${t.paymentOrderId} is null or ${t.balanceFen} > 0`,
    ),
  ],
);

/** One deposit's share of a settlement's surplus: a refund on its order, or at the window. */
export const settlementRefunds = pgTable(
  'discharge_settlement_refunds',
  {
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => dischargeSettlements.id),
    depositId: integer('deposit_id')
      .notNull()
      .references(() => inpatientDeposits.id),
    amountFen: integer('amount_fen').notNull(),
    /** The payment core's refund; null for a deposit paid at the window, refunded there. */
    refundId: integer('refund_id').references(() => refunds.id),
    channel: text('channel').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.settlementId, t.depositId] }),
    check('discharge_settlement_refunds_amount_check', sql`${t.amountFen} > 0`),
  ],
);
