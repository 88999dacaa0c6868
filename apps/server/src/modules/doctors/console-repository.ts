import type { QueryOf } from '@hospital/contract';
import type { DoctorRating, consoleEvaluationsEndpoint } from '@hospital/contract/console';
import { and, asc, avg, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  appointments,
  departments,
  doctorEvaluations,
  doctors,
  patients,
} from '../../db/schema/index.ts';
import { addDays, hospitalTime } from '../schedules/index.ts';

/** Every rating of a doctor, newest first, with the patient's full name for the service desk. */
export async function evaluationPage(
  db: Database,
  query: QueryOf<typeof consoleEvaluationsEndpoint>,
) {
  const where = and(
    query.doctorId === undefined ? undefined : eq(doctorEvaluations.doctorId, query.doctorId),
    query.rating === undefined ? undefined : eq(doctorEvaluations.rating, query.rating),
    // Days are the hospital's, both ends included.
    query.from ? gte(doctorEvaluations.createdAt, hospitalTime(query.from, 0)) : undefined,
    query.to ? lt(doctorEvaluations.createdAt, hospitalTime(addDays(query.to, 1), 0)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: doctorEvaluations.id,
        doctorId: doctorEvaluations.doctorId,
        doctorName: doctors.name,
        deptName: departments.name,
        patientName: patients.name,
        rating: doctorEvaluations.rating,
        content: doctorEvaluations.content,
        createdAt: doctorEvaluations.createdAt,
      })
      .from(doctorEvaluations)
      .innerJoin(doctors, eq(doctors.id, doctorEvaluations.doctorId))
      .innerJoin(departments, eq(departments.id, doctors.departmentId))
      .innerJoin(appointments, eq(appointments.id, doctorEvaluations.appointmentId))
      .innerJoin(patients, eq(patients.id, appointments.patientId))
      .where(where)
      .orderBy(desc(doctorEvaluations.createdAt), desc(doctorEvaluations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(doctorEvaluations).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Each rated doctor's mean rating, lowest first: the service desk looks there first. */
export async function doctorRatings(db: Database): Promise<DoctorRating[]> {
  const average = avg(doctorEvaluations.rating);
  const rows = await db
    .select({
      doctorId: doctors.id,
      doctorName: doctors.name,
      deptName: departments.name,
      average,
      count: count(),
    })
    .from(doctorEvaluations)
    .innerJoin(doctors, eq(doctors.id, doctorEvaluations.doctorId))
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .groupBy(doctors.id, departments.name)
    .orderBy(asc(average), asc(doctors.id));
  return rows.map((row) => ({ ...row, average: Math.round(Number(row.average) * 10) / 10 }));
}
