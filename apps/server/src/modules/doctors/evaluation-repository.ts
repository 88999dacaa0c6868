import type { DoctorEvaluations, EvaluateDoctorInput, Evaluation } from '@hospital/contract';
import { and, avg, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  appointments,
  departments,
  doctorEvaluations,
  doctors,
  patients,
  schedules,
} from '../../db/schema/index.ts';

const evaluationColumns = {
  id: doctorEvaluations.id,
  appointmentId: doctorEvaluations.appointmentId,
  docId: doctorEvaluations.doctorId,
  doctorName: doctors.name,
  doctorTitle: doctors.title,
  deptName: departments.name,
  visitDate: schedules.date,
  rating: doctorEvaluations.rating,
  content: doctorEvaluations.content,
  createdAt: doctorEvaluations.createdAt,
};

async function selectEvaluations(db: Database, where: SQL | undefined): Promise<Evaluation[]> {
  const rows = await db
    .select(evaluationColumns)
    .from(doctorEvaluations)
    .innerJoin(doctors, eq(doctors.id, doctorEvaluations.doctorId))
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .innerJoin(appointments, eq(appointments.id, doctorEvaluations.appointmentId))
    .innerJoin(schedules, eq(schedules.id, appointments.scheduleId))
    .where(where)
    .orderBy(desc(doctorEvaluations.createdAt), desc(doctorEvaluations.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export const listMyEvaluations = (db: Database, userId: number) =>
  selectEvaluations(db, eq(doctorEvaluations.userId, userId));

export async function findMyEvaluation(
  db: Database,
  userId: number,
  id: number,
): Promise<Evaluation | null> {
  const [row] = await selectEvaluations(
    db,
    and(eq(doctorEvaluations.userId, userId), eq(doctorEvaluations.id, id)),
  );
  return row ?? null;
}

/** The status and doctor of an appointment the account booked; null for anyone else's. */
export async function findOwnVisit(
  db: Database,
  userId: number,
  appointmentId: number,
): Promise<{ status: string; doctorId: number } | null> {
  const [appointment] = await db
    .select({ status: appointments.status, doctorId: appointments.doctorId })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.userId, userId)));
  return appointment ?? null;
}

/** The new evaluation's id, or null when the visit was rated before. */
export async function insertEvaluation(
  db: Database,
  userId: number,
  doctorId: number,
  input: EvaluateDoctorInput,
  createdAt: Date,
): Promise<number | null> {
  const [inserted] = await db
    .insert(doctorEvaluations)
    .values({
      appointmentId: input.appointmentId,
      userId,
      doctorId,
      rating: input.rating,
      content: input.content,
      createdAt,
    })
    .onConflictDoNothing()
    .returning({ id: doctorEvaluations.id });
  return inserted?.id ?? null;
}

export async function deleteMyEvaluations(
  db: Database,
  userId: number,
  doctorId: number,
): Promise<number> {
  const deleted = await db
    .delete(doctorEvaluations)
    .where(and(eq(doctorEvaluations.userId, userId), eq(doctorEvaluations.doctorId, doctorId)))
    .returning({ id: doctorEvaluations.id });
  return deleted.length;
}

/** First character kept: "张**" (ratings are public). */
const maskName = (name: string) => `${Array.from(name)[0] ?? ''}**`;

export async function doctorEvaluationPage(
  db: Database,
  doctorId: number,
  page: number,
  pageSize: number,
): Promise<DoctorEvaluations> {
  const where = eq(doctorEvaluations.doctorId, doctorId);
  const [summary] = await db
    .select({ average: avg(doctorEvaluations.rating), count: count() })
    .from(doctorEvaluations)
    .where(where);
  const rows = await db
    .select({
      id: doctorEvaluations.id,
      rating: doctorEvaluations.rating,
      content: doctorEvaluations.content,
      patientName: patients.name,
      createdAt: doctorEvaluations.createdAt,
    })
    .from(doctorEvaluations)
    .innerJoin(appointments, eq(appointments.id, doctorEvaluations.appointmentId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(where)
    .orderBy(desc(doctorEvaluations.createdAt), desc(doctorEvaluations.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    average: summary?.average ? Math.round(Number(summary.average) * 10) / 10 : 0,
    count: summary?.count ?? 0,
    items: rows.map(({ patientName, createdAt, ...row }) => ({
      ...row,
      patientNameMasked: maskName(patientName),
      createdAt: createdAt.toISOString(),
    })),
    page,
    pageSize,
  };
}
