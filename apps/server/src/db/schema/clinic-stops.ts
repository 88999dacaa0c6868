import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schedules } from './hospital.ts';

/**
 * A half-day the hospital stopped (停诊) after numbers were sold: one row per half-day, so
 * a second stop of the same half-day finds it and changes nothing.
 */
export const clinicStops = pgTable(
  'clinic_stops',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id),
    /** Shown to the patients whose appointments it cancelled. */
    reason: text('reason').notNull(),
    /** Who stopped it: `his:<client id>` or `staff:<staff id>`. */
    actor: text('actor').notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }).notNull(),
    /** Paid appointments it cancelled with a full refund. */
    refunded: integer('refunded').notNull(),
    /** Unpaid appointments it cancelled. */
    canceled: integer('canceled').notNull(),
  },
  (t) => [uniqueIndex('clinic_stops_schedule_key').on(t.scheduleId)],
);
