import type { AppointmentStatus } from '@hospital/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  appointments,
  departments,
  doctorEvaluations,
  doctors,
  patients,
  schedules,
} from '../../db/schema/index.ts';

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

export function selectAppointments(db: Database, where: SQL | undefined) {
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
export async function findOwnAppointment(
  db: Database,
  userId: number,
  where: SQL,
): Promise<AppointmentRecord | null> {
  const [record] = await selectAppointments(db, and(eq(appointments.userId, userId), where));
  return record ?? null;
}

export const byAppointmentId = (id: number) => eq(appointments.id, id);

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
