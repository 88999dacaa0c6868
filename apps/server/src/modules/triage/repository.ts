import { and, asc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  appointments,
  departments,
  doctors,
  patients,
  prechecks,
  schedules,
  triageVersions,
} from '../../db/schema/index.ts';

/** The version patients get: one indexed row, read per request so every instance follows a publish. */
export async function findPublishedVersion(db: Database) {
  const [row] = await db
    .select({ number: triageVersions.number, content: triageVersions.content })
    .from(triageVersions)
    .where(eq(triageVersions.status, 'published'));
  return row?.number ? { number: row.number, content: row.content } : null;
}

export type PrecheckRow = typeof prechecks.$inferSelect;

const visitColumns = {
  appointmentId: appointments.id,
  orderNum: appointments.orderNum,
  sequence: appointments.sequence,
  status: appointments.status,
  patientId: patients.id,
  patientName: patients.name,
  gender: patients.gender,
  birthDate: patients.birthDate,
  deptName: departments.name,
  doctorName: doctors.name,
  date: schedules.date,
  period: schedules.period,
  precheck: prechecks,
};

/**
 * Appointments with their patient, half-day, doctor, department and pre-diagnosis, as the
 * patient's pages and the console's visit desk both read them.
 */
export function selectVisits(db: Database) {
  return db
    .select(visitColumns)
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(schedules, eq(schedules.id, appointments.scheduleId))
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .leftJoin(prechecks, eq(prechecks.appointmentId, appointments.id))
    .$dynamic();
}

export type VisitRow = Awaited<ReturnType<typeof selectVisits>>[number];

/** The account's appointments for its own patients, soonest first. */
const accountVisits = (db: Database, userId: number, where: SQL | undefined) =>
  selectVisits(db)
    .where(and(eq(appointments.userId, userId), eq(patients.ownerId, userId), where))
    .orderBy(asc(schedules.date), asc(schedules.period), asc(appointments.id));

/** Paid or visited appointments from `fromDate` on, soonest first. */
export const listVisitsFrom = (db: Database, userId: number, fromDate: string) =>
  accountVisits(
    db,
    userId,
    and(inArray(appointments.status, ['paid', 'visited']), gte(schedules.date, fromDate)),
  );

export async function findVisit(
  db: Database,
  userId: number,
  appointmentId: number,
): Promise<VisitRow | null> {
  const [row] = await accountVisits(db, userId, eq(appointments.id, appointmentId));
  return row ?? null;
}

/** One pre-diagnosis per appointment: saving again replaces the answers. */
export async function upsertPrecheck(db: Database, values: PrecheckRow): Promise<PrecheckRow> {
  const { appointmentId: _key, ...changes } = values;
  const [row] = await db
    .insert(prechecks)
    .values(values)
    .onConflictDoUpdate({ target: prechecks.appointmentId, set: changes })
    .returning();
  if (!row) throw new Error('pre-diagnosis not saved');
  return row;
}
