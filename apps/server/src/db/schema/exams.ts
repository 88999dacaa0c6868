import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Exam rooms the HIS publishes, with where the patient finds them. */
export const examRooms = pgTable('exam_rooms', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  hisId: text('his_id').notNull().unique('exam_rooms_his_id_key'),
  name: text('name').notNull(),
  building: text('building').notNull(),
  floor: text('floor').notNull(),
});

/**
 * A period an exam room offers. `remaining` is taken by one conditional UPDATE per booking
 * (`remaining > 0` re-checked on the locked row); the check makes an oversold period
 * impossible whatever a later change forgets.
 */
export const examPeriods = pgTable(
  'exam_periods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hisId: text('his_id').notNull().unique('exam_periods_his_id_key'),
    roomId: integer('room_id')
      .notNull()
      .references(() => examRooms.id),
    date: date('date', { mode: 'string' }).notNull(),
    /** HH:MM in the hospital's time. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    capacity: integer('capacity').notNull(),
    remaining: integer('remaining').notNull(),
    /** The HIS's word that fasting exams may take this period. */
    morning: boolean('morning').notNull(),
  },
  (t) => [
    index('exam_periods_room_date_idx').on(t.roomId, t.date),
    check(
      'exam_periods_remaining_check',
      sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.capacity}`,
    ),
  ],
);

/**
 * An exam the HIS ordered on a patient card; it shows to the patient holding that card
 * (as reports do). `period_id` null: awaiting a time.
 */
export const examOrders = pgTable(
  'exam_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hisId: text('his_id').notNull().unique('exam_orders_his_id_key'),
    cardNo: text('card_no').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    roomId: integer('room_id')
      .notNull()
      .references(() => examRooms.id),
    preparation: text('preparation').notNull(),
    fasting: boolean('fasting').notNull(),
    groupKey: text('group_key'),
    periodId: integer('period_id').references(() => examPeriods.id),
    reservedAt: timestamp('reserved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('exam_orders_card_idx').on(t.cardNo),
    index('exam_orders_period_idx').on(t.periodId),
  ],
);
