import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  appointments,
  clinicStops,
  departments,
  doctors,
  schedules,
} from '../../db/schema/index.ts';

export type ClinicStopRow = typeof clinicStops.$inferSelect;

export async function insertStop(
  tx: Database,
  values: typeof clinicStops.$inferInsert,
): Promise<ClinicStopRow> {
  const [row] = await tx.insert(clinicStops).values(values).returning();
  if (!row) throw new Error('clinic stop not inserted');
  return row;
}

export async function findStopOfSchedule(
  db: Database,
  scheduleId: number,
): Promise<ClinicStopRow | null> {
  const [row] = await db.select().from(clinicStops).where(eq(clinicStops.scheduleId, scheduleId));
  return row ?? null;
}

/** The doctor and department of a half-day, for the messages of its stop. */
export async function clinicOfSchedule(db: Database, scheduleId: number) {
  const [row] = await db
    .select({
      doctorName: doctors.name,
      departmentId: departments.id,
      deptCode: departments.code,
      deptName: departments.name,
    })
    .from(schedules)
    .innerJoin(doctors, eq(doctors.id, schedules.doctorId))
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .where(eq(schedules.id, scheduleId));
  return row ?? null;
}

/** The stop that ended one of the account's appointments; null for anyone else's. */
export async function findStopOfOwnAppointment(
  db: Database,
  userId: number,
  appointmentId: number,
) {
  const [row] = await db
    .select({
      stop: clinicStops,
      departmentId: departments.id,
      deptCode: departments.code,
      deptName: departments.name,
    })
    .from(appointments)
    .innerJoin(clinicStops, eq(clinicStops.scheduleId, appointments.scheduleId))
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .where(
      and(
        eq(appointments.id, appointmentId),
        eq(appointments.userId, userId),
        eq(appointments.cancelReason, 'clinic_stopped'),
      ),
    );
  return row ?? null;
}
