import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { userRef } from './identity.ts';
import { paymentOrders, refunds } from './payments.ts';

/**
 * `paid` covers a bill some of whose items went back (the items say which); `refunded`
 * is a paid bill every item of which went back. `credited` was put on the patient's credit
 * line (treated first, paid later) and is still to be paid.
 */
export const outpatientBillStatus = pgEnum('outpatient_bill_status', [
  'unpaid',
  'paid',
  'voided',
  'refunded',
  'credited',
]);

/** Where the money of a paid bill came in: through the app, or at the hospital's window. */
export const outpatientPaidVia = pgEnum('outpatient_paid_via', ['online', 'window']);

/**
 * A bill the HIS made after a visit (a prescription, an order of tests), on a patient card;
 * it shows to the patient holding that card, as reports and exams do. The total is the sum
 * of its items, kept here so a payment reads it from one row.
 */
export const outpatientBills = pgTable(
  'outpatient_bills',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The HIS's bill number, printed on the paper bill and in its QR code. */
    hisId: text('his_id').notNull(),
    cardNo: text('card_no').notNull(),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    department: text('department').notNull(),
    doctor: text('doctor').notNull(),
    /** The HIS's own visit number: bills of one visit group under it. */
    visitNo: text('visit_no').notNull(),
    totalFen: integer('total_fen').notNull(),
    status: outpatientBillStatus('status').notNull().default('unpaid'),
    /** The live outpatient payment holding the bill; a second one is refused while it lives. */
    heldById: integer('held_by_id').references((): AnyPgColumn => outpatientPayments.id),
    paidVia: outpatientPaidVia('paid_via'),
    paidAt: at('paid_at'),
    voidedAt: at('voided_at'),
    /** When the bill went on the credit line; kept once paid, to tell it was settled late. */
    creditedAt: at('credited_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outpatient_bills_his_id_key').on(t.hisId),
    index('outpatient_bills_card_idx').on(t.cardNo, t.status),
    check('outpatient_bills_total_check', sql`${t.totalFen} > 0`),
    check(
      'outpatient_bills_paid_check',
      sql`(${t.status} in ('paid', 'refunded')) = (${t.paidAt} is not null and ${t.paidVia} is not null)`,
    ),
  ],
);

export const outpatientItemCategory = pgEnum('outpatient_item_category', [
  'western_medicine',
  'chinese_medicine',
  'lab',
  'exam',
  'treatment',
  'material',
  'other',
]);

/** One line of a bill, with the department that carries it out and where the patient goes. */
export const outpatientBillItems = pgTable(
  'outpatient_bill_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    billId: integer('bill_id')
      .notNull()
      .references(() => outpatientBills.id, { onDelete: 'cascade' }),
    /** Position on the bill, as the HIS sent it. */
    lineNo: integer('line_no').notNull(),
    name: text('name').notNull(),
    specification: text('specification').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    amountFen: integer('amount_fen').notNull(),
    category: outpatientItemCategory('category').notNull(),
    execDepartment: text('exec_department').notNull(),
    building: text('building').notNull(),
    floor: text('floor').notNull(),
    /** The pharmacy window or the exam room. */
    place: text('place').notNull(),
    /** The refund that took this line back, once the HIS asked for it. */
    refundId: integer('refund_id').references(() => refunds.id),
    refundedAt: at('refunded_at'),
  },
  (t) => [
    uniqueIndex('outpatient_bill_items_line_key').on(t.billId, t.lineNo),
    check('outpatient_bill_items_amount_check', sql`${t.amountFen} > 0`),
  ],
);

/**
 * Several bills of one card paid together: the subject of one payment order, whose amount
 * is the sum of the bills' totals when it was made. By card, not by the account's patient:
 * a bill paid from its QR code may be on a card the paying account never added.
 */
export const outpatientPayments = pgTable(
  'outpatient_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    cardNo: text('card_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    paymentOrderId: integer('payment_order_id').references(() => paymentOrders.id),
    /** Its bills went on the credit line instead of being paid; its order was closed. */
    creditedAt: at('credited_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('outpatient_payments_user_idx').on(t.userId, t.createdAt),
    check('outpatient_payments_amount_check', sql`${t.amountFen} > 0`),
  ],
);

export const outpatientPaymentBills = pgTable(
  'outpatient_payment_bills',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => outpatientPayments.id),
    billId: integer('bill_id')
      .notNull()
      .references(() => outpatientBills.id),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.billId] }),
    index('outpatient_payment_bills_bill_idx').on(t.billId),
  ],
);

/**
 * The credit line the hospital enables for one patient card: bills up to the limit can be
 * put on it and paid later. Disabled or lowered, it stops new credit; bills on it stay due.
 */
export const outpatientCreditLines = pgTable(
  'outpatient_credit_lines',
  {
    cardNo: text('card_no').primaryKey(),
    enabled: boolean('enabled').notNull(),
    limitFen: integer('limit_fen').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('outpatient_credit_lines_limit_check', sql`${t.limitFen} >= 0`)],
);
