import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { createdAt } from './columns.ts';
import { doctors } from './hospital.ts';
import { userRef } from './identity.ts';

/** An account following a doctor (关注医生). */
export const doctorFollows = pgTable(
  'doctor_follows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('doctor_follows_user_doctor_key').on(t.userId, t.doctorId),
    index('doctor_follows_doctor_idx').on(t.doctorId),
  ],
);

/** A rating of the doctor of one visit: only after the visit, one per appointment. */
export const doctorEvaluations = pgTable(
  'doctor_evaluations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id),
    userId: userRef(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('doctor_evaluations_appointment_key').on(t.appointmentId),
    index('doctor_evaluations_doctor_idx').on(t.doctorId, t.createdAt),
    index('doctor_evaluations_user_idx').on(t.userId, t.createdAt),
    check('doctor_evaluations_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
