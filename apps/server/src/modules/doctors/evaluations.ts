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
import { conflict, notFound } from '../../http/http-error.ts';

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

/** Only the account that booked a visit, once the doctor has seen the patient, may rate it. */
export async function evaluate(
  db: Database,
  userId: number,
  input: EvaluateDoctorInput,
): Promise<Evaluation> {
  const [appointment] = await db
    .select({ status: appointments.status, doctorId: appointments.doctorId })
    .from(appointments)
    .where(and(eq(appointments.id, input.appointmentId), eq(appointments.userId, userId)));
  if (!appointment) throw notFound('预约不存在');
  if (appointment.status !== 'visited') throw conflict('就诊完成后才能评价医生', 'NOT_VISITED');
  const [inserted] = await db
    .insert(doctorEvaluations)
    .values({
      appointmentId: input.appointmentId,
      userId,
      doctorId: appointment.doctorId,
      rating: input.rating,
      content: input.content,
    })
    .onConflictDoNothing()
    .returning({ id: doctorEvaluations.id });
  if (!inserted) throw conflict('这次就诊已经评价过了', 'ALREADY_EVALUATED');
  return (await findMyEvaluation(db, userId, inserted.id))!;
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
