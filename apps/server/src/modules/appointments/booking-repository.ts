import { and, asc, eq, getTableColumns, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { nextIdOf } from '../../db/next-id.ts';
import { preparedOn } from '../../db/prepared.ts';
import { recordset } from '../../db/recordset.ts';
import { appointments, departments, doctors, patients, schedules } from '../../db/schema/index.ts';
import { settingsRowRead } from '../hospitals/index.ts';
import {
  nextPaymentOrderIdDraw,
  paymentOrderParams,
  paymentOrderWrites,
  type PaymentOrderRows,
} from '../payments/index.ts';
import { scheduleRead, takeNumberUpdate } from '../schedules/index.ts';
import { webhookParams, webhookWrites, type EventRow } from '../webhooks/index.ts';
import { appointmentColumns, type AppointmentRecord, type AppointmentRow } from './repository.ts';

/*
 * The booking's two statements: the read of everything its rules check, and the write that
 * takes the numbers. Each serves the bookings of one half-day that go together
 * (`booking-lanes.ts`).
 */

const bookingReadStatement = preparedOn((db) => {
  const settings = db.$with('settings').as(settingsRowRead(db));
  const schedule = db.$with('schedule').as(scheduleRead({ db }, sql.placeholder('scheduleId')));
  // The bookings asking, in their order: each an account and the patient it books for.
  const asking = db
    .$with('asking', {
      place: sql<number>`place`.as('place'),
      userId: sql<number>`user_id`.as('user_id'),
      patientId: sql<number>`patient_id`.as('patient_id'),
    })
    .as(
      sql`select place::int, (ask->>0)::int as user_id, (ask->>1)::int as patient_id
        from jsonb_array_elements(${sql.placeholder('asking')}::jsonb) with ordinality as a(ask, place)`,
    );
  // The patient's card number when it is one of the account's own and not removed.
  const patient = db.$with('patient').as(
    db
      .select({
        place: sql<number>`${asking.place}`.as('patient_place'),
        code: patients.patientCode,
      })
      .from(asking)
      .innerJoin(
        patients,
        and(
          eq(patients.id, asking.patientId),
          eq(patients.ownerId, asking.userId),
          isNull(patients.deletedAt),
        ),
      ),
  );
  // Drawn only while a number may be taken, so storms on a full or stopped half-day draw
  // none; the order's only when there is a fee to pay.
  const ids = db.$with('ids').as(
    db
      .select({
        place: sql<number>`${patient.place}`.as('ids_place'),
        appointmentId: nextIdOf(appointments).as('appointment_id'),
        orderId: sql<
          number | null
        >`case when ${schedule.feeFen} > 0 then ${nextPaymentOrderIdDraw()} end`.as('order_id'),
      })
      .from(patient)
      .innerJoin(schedule, sql`true`)
      .where(and(gt(schedule.remaining, 0), eq(schedule.status, 'open'))),
  );
  return db
    .with(settings, schedule, asking, patient, ids)
    .select()
    .from(asking)
    .leftJoin(settings, sql`true`)
    .leftJoin(schedule, sql`true`)
    .leftJoin(patient, eq(patient.place, asking.place))
    .leftJoin(ids, eq(ids.place, asking.place))
    .orderBy(asc(asking.place))
    .prepare('booking_read');
});

/** One booking's read: the account booking and the patient it books for. */
export interface BookingAsk {
  userId: number;
  patientId: number;
}

/**
 * Everything the bookings of one half-day check before they write, in one round trip, for
 * each in their order: the settings row (read, not the kept copy: a rule decides; null
 * before the hospital has been set up), the half-day, the patient's card number when the
 * patient is the account's own, and the ids the booking's rows will name each other by
 * (drawn only when the half-day is open with numbers left and the patient is found).
 */
export async function readForBookings(
  db: Database,
  scheduleId: number,
  asks: readonly BookingAsk[],
) {
  return bookingReadStatement(db).execute({
    scheduleId,
    asking: JSON.stringify(asks.map((ask) => [ask.userId, ask.patientId])),
  });
}

const APPOINTMENT_COLUMNS = [
  'id',
  'orderNum',
  'userId',
  'patientId',
  'scheduleId',
  'doctorId',
  'feeFen',
  'paymentOrderId',
  'expiresAt',
  'createdAt',
  'status',
  'paidAt',
] as const;

/** A booked appointment's columns but its number, which the statement takes. */
export type NewBooking = {
  [Column in (typeof APPOINTMENT_COLUMNS)[number]]: AppointmentRow[Column];
};

const appointmentRows = recordset(appointments, APPOINTMENT_COLUMNS);

/**
 * The booking's one statement, the only one to hold the half-day's row lock, for any number
 * of bookings of one half-day: prepared once per database for a half-day with a fee
 * (`paid`: with the payment orders) and once for a free one. The UPDATE taking the numbers
 * runs first; the bookings that got one, in their order, write their appointments, payment
 * orders, audit lines and outbox events as further parts of the same statement, which
 * answers those appointments as `findOwnAppointmentById` would read them after. The
 * bookings come as one JSON parameter each for appointments, orders and events
 * (`recordset`), so one booking or fifty run the same statement.
 */
function bookingStatement(db: Database, paid: boolean) {
  const taking = takeNumberUpdate(
    { db },
    {
      id: sql.placeholder('scheduleId'),
      feeFen: sql.placeholder('feeFen'),
      count: sql.placeholder('count'),
    },
  );
  const taken = db
    .$with('taken', {
      first: sql<number>`first`.as('first'),
      count: sql<number>`count`.as('count'),
    })
    .as(taking.getSQL());
  // The booking at `place` (from 1) is written when a number was taken for it, the one
  // that many after the first.
  const kept = (place: SQL) => sql`${place} <= (select ${taken.count} from ${taken})`;
  const sequenceAt = (place: SQL) =>
    sql<number>`(select ${taken.first} from ${taken}) + ${place} - 1`;
  const booked = db
    .$with('booked', getTableColumns(appointments))
    .as(
      sql`${appointmentRows.insert(
        sql.placeholder('appointments'),
        { sequence: (row) => sequenceAt(row.ordinality) },
        { overridingSystemValue: true, kept },
      )} returning *`,
    );
  const event = webhookWrites('appointment.booked', {
    patch: (payload, place) =>
      sql`jsonb_set(${payload}, '{sequence}', to_jsonb(${sequenceAt(place)}))`,
    kept,
  });
  const writes = [...(paid ? paymentOrderWrites(kept) : []), event.event, event.deliveries];
  const parts = writes.map((part, n) => db.$with(`write_${n}`, {}).as(part));
  // The new rows are not in `appointments` until the statement ends: read them from `booked`.
  const appointment = Object.fromEntries(
    Object.keys(getTableColumns(appointments)).map((name) => [
      name,
      booked[name as keyof AppointmentRow],
    ]),
  ) as typeof booked._.selectedFields;
  return db
    .with(taken, booked, ...parts)
    .select({ ...appointmentColumns, appointment, evaluated: sql<boolean>`false` })
    .from(booked)
    .innerJoin(patients, eq(patients.id, booked.patientId))
    .innerJoin(schedules, eq(schedules.id, booked.scheduleId))
    .innerJoin(doctors, eq(doctors.id, booked.doctorId))
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .prepare(paid ? 'booking_paid' : 'booking_free');
}

const bookingStatements = preparedOn((db) => ({
  paid: bookingStatement(db, true),
  free: bookingStatement(db, false),
}));

/** One booking of `insertBookings`: its appointment, its order's rows (none when free) and event. */
export interface BookingRows {
  appointment: NewBooking;
  order: PaymentOrderRows | null;
  event: EventRow;
}

/**
 * Books `bookings` of one half-day (its id and fee, which every one of them has) in one
 * statement (`bookingStatement`): each booking's record, in their order, or null for those
 * past the numbers that were left. A half-day with a fee has an order for each booking, a
 * free one none.
 */
export async function insertBookings(
  db: Database,
  halfDay: { scheduleId: number; feeFen: number },
  bookings: readonly BookingRows[],
): Promise<(AppointmentRecord | null)[]> {
  const statements = bookingStatements(db);
  const orders = bookings.flatMap((booking) => (booking.order ? [booking.order] : []));
  const records = await (halfDay.feeFen > 0 ? statements.paid : statements.free).execute({
    ...halfDay,
    count: bookings.length,
    appointments: appointmentRows.json(bookings.map((booking) => booking.appointment)),
    ...(halfDay.feeFen > 0 && paymentOrderParams(orders)),
    ...webhookParams(bookings.map((booking) => booking.event)),
  });
  const byId = new Map(records.map((record) => [record.appointment.id, record]));
  return bookings.map((booking) => byId.get(booking.appointment.id) ?? null);
}
