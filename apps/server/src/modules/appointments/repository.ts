import type { AppointmentStatus } from '@hospital/contract';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  appointments,
  departments,
  doctorEvaluations,
  doctors,
  patients,
  paymentOrders,
  refunds,
  schedules,
} from '../../db/schema/index.ts';

/** An appointment with what is shown beside it, as every read of one answers it. */
export const appointmentColumns = {
  appointment: appointments,
  patientName: patients.name,
  patientCode: patients.patientCode,
  doctorName: doctors.name,
  doctorTitle: doctors.title,
  deptCode: departments.code,
  deptName: departments.name,
  location: departments.location,
  date: schedules.date,
  period: schedules.period,
  evaluated: sql<boolean>`${doctorEvaluations.id} is not null`,
};

export type AppointmentRecord = Awaited<ReturnType<typeof selectAppointments>>[number];
export type AppointmentRow = AppointmentRecord['appointment'];

function selectAppointments(db: Database, where: SQL | undefined) {
  return db
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(schedules, eq(schedules.id, appointments.scheduleId))
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .leftJoin(doctorEvaluations, eq(doctorEvaluations.appointmentId, appointments.id))
    .where(where)
    .orderBy(desc(appointments.createdAt), desc(appointments.id));
}

/** Only the account that booked it sees an appointment; anyone else gets nothing. */
async function findOwnAppointment(
  db: Database,
  userId: number,
  where: SQL,
): Promise<AppointmentRecord | null> {
  const [record] = await selectAppointments(db, and(eq(appointments.userId, userId), where));
  return record ?? null;
}

export const findOwnAppointmentById = (db: Database, userId: number, id: number) =>
  findOwnAppointment(db, userId, eq(appointments.id, id));

export const findOwnAppointmentByOrderNum = (db: Database, userId: number, orderNum: string) =>
  findOwnAppointment(db, userId, eq(appointments.orderNum, orderNum));

export function listOwnAppointments(
  db: Database,
  userId: number,
  status: AppointmentStatus | undefined,
): Promise<AppointmentRecord[]> {
  return selectAppointments(
    db,
    and(eq(appointments.userId, userId), status && eq(appointments.status, status)),
  );
}

/** The account's paid appointments for the half-days of `date`; one of them when `id` is set. */
export function listPaidAppointmentsOn(
  db: Database,
  userId: number,
  date: string,
  id: number | undefined,
): Promise<AppointmentRecord[]> {
  return selectAppointments(
    db,
    and(
      eq(appointments.userId, userId),
      eq(appointments.status, 'paid'),
      eq(schedules.date, date),
      id === undefined ? undefined : eq(appointments.id, id),
    ),
  );
}

/** The half-day's live appointments, oldest first. */
export function liveAppointmentsOf(db: Database, scheduleId: number): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.scheduleId, scheduleId),
        inArray(appointments.status, ['pending_payment', 'paid']),
      ),
    )
    .orderBy(asc(appointments.id));
}

export async function findAppointmentRow(db: Database, id: number): Promise<AppointmentRow | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row ?? null;
}

/**
 * Moves the appointment from one status to the next with the columns that go with it; false
 * when its status changed meanwhile, so two requests never both make the same move.
 */
async function moveStatus(
  tx: Database,
  id: number,
  from: AppointmentRow['status'],
  to: Partial<typeof appointments.$inferInsert> & { status: AppointmentRow['status'] },
): Promise<boolean> {
  const [moved] = await tx
    .update(appointments)
    .set(to)
    .where(and(eq(appointments.id, id), eq(appointments.status, from)))
    .returning({ id: appointments.id });
  return moved !== undefined;
}

/** Moves `from` -> canceled; false when the status changed meanwhile. */
export const markCanceled = (
  tx: Database,
  id: number,
  from: AppointmentRow['status'],
  now: Date,
  reason: AppointmentRow['cancelReason'] = null,
) => moveStatus(tx, id, from, { status: 'canceled', canceledAt: now, cancelReason: reason });

/** Moves pending_payment -> paid; false when the appointment was no longer waiting for payment. */
export const markPaid = (
  tx: Database,
  id: number,
  paidWith: NonNullable<AppointmentRow['paidWith']>,
  paidAt: Date,
) => moveStatus(tx, id, 'pending_payment', { status: 'paid', paidWith, paidAt });

/** Moves paid -> visited; false when the appointment was no longer paid. */
export const markVisited = (db: Database, id: number, now: Date) =>
  moveStatus(db, id, 'paid', { status: 'visited', visitedAt: now });

/** Moves canceled -> refunded once the refund has gone back; false when it was not canceled. */
export const markRefunded = (tx: Database, id: number, now: Date) =>
  moveStatus(tx, id, 'canceled', { status: 'refunded', refundedAt: now });

/** The refunds of the payment the order kept, oldest first (an extra payment's are apart). */
export function refundsOf(db: Database, orderId: number) {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), isNull(refunds.extraPaymentId)))
    .orderBy(asc(refunds.id));
}

/** An appointment as the HIS knows it, for the webhooks that tell it of a change. */
export async function findForHis(db: Database, id: number) {
  const [row] = await db
    .select({
      appointmentId: appointments.id,
      orderNum: appointments.orderNum,
      status: appointments.status,
      patientCode: patients.patientCode,
      scheduleId: appointments.scheduleId,
      doctorId: appointments.doctorId,
      date: schedules.date,
      period: schedules.period,
      sequence: appointments.sequence,
      feeFen: appointments.feeFen,
      outTradeNo: paymentOrders.outTradeNo,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(schedules, eq(schedules.id, appointments.scheduleId))
    .leftJoin(paymentOrders, eq(paymentOrders.id, appointments.paymentOrderId))
    .where(eq(appointments.id, id));
  return row ?? null;
}
