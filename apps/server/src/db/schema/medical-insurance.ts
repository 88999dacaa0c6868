import type { InsuranceChannel, InsuranceSettlementStatus } from '@hospital/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { userRef } from './identity.ts';
import { patients } from './patients.ts';
import { paymentOrders } from './payments.ts';

/**
 * One answer of the insurer for one payment order: the split (fund, personal account,
 * cash) the patient saw. Paying charges exactly this row; a different answer is a new row.
 */
export const insuranceSettlements = pgTable(
  'insurance_settlements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    userId: userRef(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    channel: text('channel').$type<InsuranceChannel>().notNull(),
    status: text('status').$type<InsuranceSettlementStatus>().notNull(),
    /** The one-time code of the e-certificate, kept so a reloaded page gets the same answer. */
    authCode: text('auth_code'),
    payAuthNo: text('pay_auth_no').notNull(),
    acctUsed: boolean('acct_used').notNull(),
    /** The insurer's number of this pre-settlement (payOrdId). */
    payOrdId: text('pay_ord_id').notNull(),
    totalFen: integer('total_fen').notNull(),
    fundFen: integer('fund_fen').notNull(),
    psnAcctFen: integer('psn_acct_fen').notNull(),
    cashFen: integer('cash_fen').notNull(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('insurance_settlements_order_idx').on(t.orderId, t.id),
    uniqueIndex('insurance_settlements_pay_ord_id_key').on(t.payOrdId),
    check(
      'insurance_settlements_split_sums',
      sql`${t.fundFen} + ${t.psnAcctFen} + ${t.cashFen} = ${t.totalFen} and least(${t.fundFen}, ${t.psnAcctFen}, ${t.cashFen}) >= 0`,
    ),
  ],
);

/**
 * The sandbox insurer's own books, as a real insurer keeps them: insured persons with their
 * personal-account balance and what is left of the yearly deductible.
 */
export const sandboxInsuredPersons = pgTable('sandbox_insured_persons', {
  /** A keyed hash of the person's id number: the twin never holds the number itself. */
  personKey: text('person_key').primaryKey(),
  name: text('name').notNull(),
  balanceFen: integer('balance_fen').notNull(),
  deductibleLeftFen: integer('deductible_left_fen').notNull(),
});

/** The e-certificate's one-time authCodes and the payAuthNo each turns into. */
export const sandboxInsuranceAuths = pgTable('sandbox_insurance_auths', {
  authCode: text('auth_code').primaryKey(),
  payAuthNo: text('pay_auth_no').notNull().unique(),
  personKey: text('person_key')
    .notNull()
    .references(() => sandboxInsuredPersons.personKey),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** A pre-settlement, and once ordered, the mixed order paying it. */
export const sandboxInsuranceOrders = pgTable(
  'sandbox_insurance_orders',
  {
    payOrdId: text('pay_ord_id').primaryKey(),
    personKey: text('person_key')
      .notNull()
      .references(() => sandboxInsuredPersons.personKey),
    acctUsed: boolean('acct_used').notNull(),
    totalFen: integer('total_fen').notNull(),
    fundFen: integer('fund_fen').notNull(),
    psnAcctFen: integer('psn_acct_fen').notNull(),
    cashFen: integer('cash_fen').notNull(),
    /** The part of the deductible this bill uses up when it is paid. */
    deductibleFen: integer('deductible_fen').notNull(),
    expiresAt: at('expires_at').notNull(),
    outTradeNo: text('out_trade_no'),
    mixStatus: text('mix_status', {
      enum: ['MIX_PAY_CREATED', 'SUCCESS', 'REFUND', 'FAIL'],
    }),
    insuranceStatus: text('insurance_status', { enum: ['PENDING', 'SUCCESS', 'REFUND'] }),
    cashStatus: text('cash_status', { enum: ['PENDING', 'SUCCESS', 'FAIL', 'REFUND'] }),
    medTransId: text('med_trans_id'),
    /** Where the mixed order's asynchronous confirmations go, as the partner asked. */
    notifyUrl: text('notify_url'),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_insurance_orders_trade_idx').on(t.outTradeNo)],
);

/** One row per refund number and part: the cash part, then the insurance part, once each. */
export const sandboxInsuranceRefunds = pgTable(
  'sandbox_insurance_refunds',
  {
    outRefundNo: text('out_refund_no').notNull(),
    part: text('part', { enum: ['CASH', 'INSURANCE'] }).notNull(),
    payOrdId: text('pay_ord_id')
      .notNull()
      .references(() => sandboxInsuranceOrders.payOrdId),
    amountFen: integer('amount_fen').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.outRefundNo, t.part] })],
);
