import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { HospitalModule } from '@hospital/contract';

/** One row: the hospital itself and the rules of its business. */
export const hospitalSettings = pgTable(
  'hospital_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    // The window may wrap past midnight: end before start.
    registrationStartHour: smallint('registration_start_hour').notNull(),
    registrationStartMinute: smallint('registration_start_minute').notNull(),
    registrationEndHour: smallint('registration_end_hour').notNull(),
    registrationEndMinute: smallint('registration_end_minute').notNull(),
    paymentTimeoutMinutes: integer('payment_timeout_minutes').notNull().default(15),
    cancelCutoffHours: integer('cancel_cutoff_hours').notNull().default(2),
    /** How many days ahead, today included, patients may book. */
    bookingDays: integer('booking_days').notNull().default(14),
    /** Console refunds above this many fen wait for a second finance member's approval. */
    refundApprovalThresholdFen: integer('refund_approval_threshold_fen').notNull().default(50000),
    creditPayEnabled: boolean('credit_pay_enabled').notNull().default(false),
    enabledModules: text('enabled_modules').array().$type<HospitalModule[]>().notNull(),
    servicePhone: text('service_phone').notNull(),
    address: text('address').notNull(),
    intro: text('intro').notNull(),
  },
  (t) => [
    check(
      'hospital_settings_window_check',
      sql`${t.registrationStartHour} between 0 and 23 and ${t.registrationEndHour} between 0 and 23
        and ${t.registrationStartMinute} between 0 and 59 and ${t.registrationEndMinute} between 0 and 59`,
    ),
    check('hospital_settings_payment_timeout_check', sql`${t.paymentTimeoutMinutes} > 0`),
    check('hospital_settings_booking_days_check', sql`${t.bookingDays} between 1 and 60`),
    check('hospital_settings_refund_threshold_check', sql`${t.refundApprovalThresholdFen} >= 0`),
  ],
);

/** Two levels: a first-level department (parent null) groups the clinics patients book. */
export const departments = pgTable(
  'departments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    /** The HIS's id of a department it sent; null for rows the seed or the console made. */
    hisId: text('his_id'),
    parentId: integer('parent_id').references((): AnyPgColumn => departments.id),
    name: text('name').notNull(),
    intro: text('intro').notNull(),
    location: text('location').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Ours, not the HIS's: staff hide a department from patients; a HIS upsert keeps it. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    index('departments_parent_idx').on(t.parentId),
    uniqueIndex('departments_his_id_key').on(t.hisId),
  ],
);

export const doctorTitle = pgEnum('doctor_title', [
  '主任医师',
  '副主任医师',
  '主治医师',
  '住院医师',
]);
export const doctorGender = pgEnum('doctor_gender', ['MALE', 'FEMALE']);

export const doctors = pgTable(
  'doctors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    /** The HIS's id of a doctor it sent; null for rows the seed or the console made. */
    hisId: text('his_id'),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    name: text('name').notNull(),
    title: doctorTitle('title').notNull(),
    speciality: text('speciality').notNull(),
    intro: text('intro').notNull(),
    gender: doctorGender('gender').notNull(),
    avatarUrl: text('avatar_url').notNull(),
  },
  (t) => [
    index('doctors_department_idx').on(t.departmentId),
    uniqueIndex('doctors_his_id_key').on(t.hisId),
  ],
);

export const schedulePeriod = pgEnum('schedule_period', ['morning', 'afternoon']);
export const scheduleStatus = pgEnum('schedule_status', ['open', 'stopped']);

/** A doctor's half-day of numbered slots; booking takes `next_sequence` atomically. */
export const schedules = pgTable(
  'schedules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The HIS's id of a half-day it published; null for rows the seed made. */
    hisId: text('his_id'),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    date: date('date', { mode: 'string' }).notNull(),
    period: schedulePeriod('period').notNull(),
    feeFen: integer('fee_fen').notNull(),
    capacity: integer('capacity').notNull(),
    remaining: integer('remaining').notNull(),
    nextSequence: integer('next_sequence').notNull().default(1),
    status: scheduleStatus('status').notNull().default('open'),
  },
  (t) => [
    unique('schedules_doctor_date_period_unique').on(t.doctorId, t.date, t.period),
    uniqueIndex('schedules_his_id_key').on(t.hisId),
    index('schedules_date_idx').on(t.date),
    check(
      'schedules_remaining_check',
      sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.capacity}`,
    ),
    check('schedules_fee_check', sql`${t.feeFen} >= 0`),
  ],
);

export const buildings = pgTable('buildings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  intro: text('intro').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const floors = pgTable(
  'floors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    buildingId: integer('building_id')
      .notNull()
      .references(() => buildings.id),
    /** Negative for basements. */
    level: integer('level').notNull(),
    name: text('name').notNull(),
  },
  (t) => [unique('floors_building_level_unique').on(t.buildingId, t.level)],
);

/** What is where: a clinic, a pharmacy window, a lab. */
export const places = pgTable(
  'places',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    floorId: integer('floor_id')
      .notNull()
      .references(() => floors.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    departmentId: integer('department_id').references(() => departments.id),
  },
  (t) => [index('places_floor_idx').on(t.floorId)],
);
