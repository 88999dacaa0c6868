import type { DoctorDetail, DoctorSummary } from '@hospital/contract';
import { and, asc, avg, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  departments,
  doctorEvaluations,
  doctorFollows,
  doctors,
  schedules,
} from '../../db/schema/index.ts';
import type { Horizon } from '../schedules/index.ts';

const doctorColumns = {
  docId: doctors.id,
  doctorCode: doctors.code,
  name: doctors.name,
  title: doctors.title,
  gender: doctors.gender,
  speciality: doctors.speciality,
  avatarUrl: doctors.avatarUrl,
  intro: doctors.intro,
  deptId: departments.id,
  deptCode: departments.code,
  deptName: departments.name,
  location: departments.location,
};

interface DoctorQuery {
  where?: SQL;
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
}

async function slotsLeft(db: Database, ids: number[], horizon: Horizon) {
  const rows = await db
    .select({
      doctorId: schedules.doctorId,
      remaining: sql<number>`coalesce(sum(${schedules.remaining}) filter (where ${schedules.status} = 'open'), 0)::int`,
      // The fee of the first half-day in the horizon: what booking next will most likely cost.
      feeFen: sql<number>`(array_agg(${schedules.feeFen} order by ${schedules.date}, ${schedules.period}))[1]`,
    })
    .from(schedules)
    .where(
      and(
        inArray(schedules.doctorId, ids),
        sql`${schedules.date} between ${horizon.from} and ${horizon.to}`,
      ),
    )
    .groupBy(schedules.doctorId);
  return new Map(rows.map((row) => [row.doctorId, row]));
}

async function ratings(db: Database, ids: number[]) {
  const rows = await db
    .select({
      doctorId: doctorEvaluations.doctorId,
      average: avg(doctorEvaluations.rating),
      count: count(),
    })
    .from(doctorEvaluations)
    .where(inArray(doctorEvaluations.doctorId, ids))
    .groupBy(doctorEvaluations.doctorId);
  return new Map(rows.map((row) => [row.doctorId, row]));
}

type DoctorRow = Awaited<ReturnType<typeof selectDoctors>>[number];

function selectDoctors(db: Database, query: DoctorQuery) {
  const base = db
    .select(doctorColumns)
    .from(doctors)
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .where(query.where)
    .orderBy(...(query.orderBy ?? [asc(departments.sort), asc(doctors.id)]))
    .$dynamic();
  if (query.limit !== undefined) base.limit(query.limit);
  if (query.offset !== undefined) base.offset(query.offset);
  return base;
}

async function summarise(
  db: Database,
  rows: DoctorRow[],
  horizon: Horizon,
): Promise<(DoctorSummary & Pick<DoctorRow, 'intro' | 'location'>)[]> {
  const ids = rows.map((row) => row.docId);
  if (ids.length === 0) return [];
  const [slots, rated] = await Promise.all([slotsLeft(db, ids, horizon), ratings(db, ids)]);
  return rows.map((row) => {
    const rating = rated.get(row.docId);
    return {
      ...row,
      feeFen: slots.get(row.docId)?.feeFen ?? 0,
      remaining: slots.get(row.docId)?.remaining ?? 0,
      rating: rating?.average ? Math.round(Number(rating.average) * 10) / 10 : 0,
      ratingCount: rating?.count ?? 0,
    };
  });
}

const toSummary = ({
  intro: _intro,
  location: _location,
  ...summary
}: DoctorSummary & { intro: string; location: string }): DoctorSummary => summary;

/** Doctors with their slots left over the horizon and their rating. */
export async function listDoctors(
  db: Database,
  horizon: Horizon,
  query: DoctorQuery = {},
): Promise<DoctorSummary[]> {
  const rows = await summarise(db, await selectDoctors(db, query), horizon);
  return rows.map(toSummary);
}

export async function countDoctors(db: Database, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(doctors)
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .where(where);
  return row?.value ?? 0;
}

export async function findDoctorDetail(
  db: Database,
  doctorId: number,
  userId: number,
  horizon: Horizon,
): Promise<DoctorDetail | null> {
  const [row] = await summarise(
    db,
    await selectDoctors(db, { where: eq(doctors.id, doctorId) }),
    horizon,
  );
  if (!row) return null;
  const [followers] = await db
    .select({
      total: count(),
      mine: sql<number>`count(*) filter (where ${doctorFollows.userId} = ${userId})::int`,
    })
    .from(doctorFollows)
    .where(eq(doctorFollows.doctorId, doctorId));
  return { ...row, followers: followers?.total ?? 0, followed: (followers?.mine ?? 0) > 0 };
}

export const listDoctorsOfDepartment = (db: Database, horizon: Horizon, departmentId: number) =>
  listDoctors(db, horizon, { where: eq(doctors.departmentId, departmentId) });

export const listDoctorsByCode = (db: Database, horizon: Horizon, code: string) =>
  listDoctors(db, horizon, { where: eq(doctors.code, code) });

export async function doctorExists(db: Database, doctorId: number): Promise<boolean> {
  const [row] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, doctorId));
  return row !== undefined;
}

/** The code of the clinic the doctor sits in; null when there is no such doctor. */
export async function clinicCodeOfDoctor(db: Database, doctorId: number): Promise<string | null> {
  const [doctor] = await db
    .select({ code: departments.code })
    .from(doctors)
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .where(eq(doctors.id, doctorId));
  return doctor?.code ?? null;
}
