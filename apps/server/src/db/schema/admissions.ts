import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { userRef, users } from './identity.ts';
import { paymentOrders } from './payments.ts';

/** The HIS's word on a notice: still to come, in a bed, or withdrawn by the ward. */
export const admissionNoticeState = pgEnum('admission_notice_state', [
  'open',
  'admitted',
  'cancelled',
]);

/**
 * A pre-admission notice the HIS issued on a patient card; it shows to the patient holding
 * that card (as exams and reports do). The contact and address columns are what the
 * patient filled in, null until then.
 */
export const admissionNotices = pgTable(
  'admission_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hisId: text('his_id').notNull().unique('admission_notices_his_id_key'),
    cardNo: text('card_no').notNull(),
    patientName: text('patient_name').notNull(),
    department: text('department').notNull(),
    ward: text('ward').notNull(),
    bed: text('bed'),
    doctor: text('doctor').notNull(),
    diagnosis: text('diagnosis'),
    plannedDate: date('planned_date', { mode: 'string' }).notNull(),
    depositFen: integer('deposit_fen').notNull(),
    notes: text('notes').notNull(),
    state: admissionNoticeState('state').notNull(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactRelation: text('contact_relation'),
    region: text('region'),
    address: text('address'),
    detailsSavedAt: at('details_saved_at'),
    detailsSavedBy: integer('details_saved_by').references(() => users.id),
  },
  (t) => [
    index('admission_notices_card_idx').on(t.cardNo),
    index('admission_notices_saved_by_idx').on(t.detailsSavedBy, t.detailsSavedAt),
    check('admission_notices_deposit_check', sql`${t.depositFen} >= 0`),
  ],
);

export const admissionDepositStatus = pgEnum('admission_deposit_status', [
  'pending_payment',
  'paid',
  'expired',
]);

/** One pre-admission deposit, paid through its payment order like any other bill. */
export const admissionDeposits = pgTable(
  'admission_deposits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => admissionNotices.id),
    userId: userRef(),
    amountFen: integer('amount_fen').notNull(),
    status: admissionDepositStatus('status').notNull().default('pending_payment'),
    paymentOrderId: integer('payment_order_id').references(() => paymentOrders.id),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    index('admission_deposits_notice_idx').on(t.noticeId, t.createdAt),
    index('admission_deposits_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'pending_payment'`),
    check('admission_deposits_amount_check', sql`${t.amountFen} > 0`),
  ],
);
