import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { doctors, schedules } from './hospital.ts';
import { userRef } from './identity.ts';
import { patientRef } from './patients.ts';
import { paymentOrders } from './payments.ts';

export const appointmentStatus = pgEnum('appointment_status', [
  'pending_payment',
  'paid',
  'canceled',
  'refunded',
  'expired',
  'visited',
]);

/** Why the hospital ended an appointment the patient did not cancel; shown to the patient. */
export const appointmentCancelReason = pgEnum('appointment_cancel_reason', ['clinic_stopped']);

export const appointmentPaidWith = pgEnum('appointment_paid_with', ['online', 'credit']);

/** A numbered place in a doctor's half-day, held for one patient of one account. */
export const appointments = pgTable(
  'appointments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNum: text('order_num').notNull(),
    userId: userRef(),
    patientId: patientRef(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    sequence: integer('sequence').notNull(),
    /** Copied from the schedule at booking: a later fee change does not touch this bill. */
    feeFen: integer('fee_fen').notNull(),
    status: appointmentStatus('status').notNull().default('pending_payment'),
    paidWith: appointmentPaidWith('paid_with'),
    paymentOrderId: integer('payment_order_id').references(() => paymentOrders.id),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    canceledAt: at('canceled_at'),
    /** Null when the patient cancelled. */
    cancelReason: appointmentCancelReason('cancel_reason'),
    refundedAt: at('refunded_at'),
    visitedAt: at('visited_at'),
  },
  (t) => [
    uniqueIndex('appointments_order_num_key').on(t.orderNum),
    // One live appointment per patient and half-day of a doctor (DESIGN, registration).
    uniqueIndex('appointments_patient_schedule_live_key')
      .on(t.patientId, t.scheduleId)
      .where(sql`status in ('pending_payment', 'paid')`),
    uniqueIndex('appointments_schedule_sequence_key').on(t.scheduleId, t.sequence),
    index('appointments_user_idx').on(t.userId, t.createdAt),
    index('appointments_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'pending_payment'`),
    index('appointments_schedule_status_idx').on(t.scheduleId, t.status),
    check('appointments_sequence_check', sql`${t.sequence} > 0`),
    check('appointments_fee_check', sql`${t.feeFen} >= 0`),
  ],
);
