import type { QueryOf } from '@hospital/contract';
import type { ConsoleSchedule, consoleSchedulesEndpoint } from '@hospital/contract/console';
import { and, asc, between, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments, departments, doctors, schedules } from '../../db/schema/index.ts';

const liveCount = (status: 'paid' | 'pending_payment') =>
  sql<number>`(select count(*) from ${appointments} where ${appointments.scheduleId} = ${schedules.id} and ${appointments.status} = ${status})::int`;

const selectSchedules = (db: Database, where: SQL | undefined) =>
  db
    .select({
      id: schedules.id,
      hisId: schedules.hisId,
      date: schedules.date,
      period: schedules.period,
      doctorId: schedules.doctorId,
      doctorName: doctors.name,
      doctorTitle: doctors.title,
      departmentId: doctors.departmentId,
      departmentName: departments.name,
      feeFen: schedules.feeFen,
      capacity: schedules.capacity,
      sold: sql<number>`${schedules.capacity} - ${schedules.remaining}`,
      paid: liveCount('paid'),
      unpaid: liveCount('pending_payment'),
      status: schedules.status,
    })
    .from(schedules)
    .innerJoin(doctors, eq(doctors.id, schedules.doctorId))
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .where(where);

/** A department filter takes in its clinics too: a first-level department names no doctor. */
export function listConsoleSchedules(
  db: Database,
  query: QueryOf<typeof consoleSchedulesEndpoint>,
): Promise<ConsoleSchedule[]> {
  const { departmentId, doctorId } = query;
  return selectSchedules(
    db,
    and(
      between(schedules.date, query.from, query.to),
      departmentId === undefined
        ? undefined
        : or(eq(departments.id, departmentId), eq(departments.parentId, departmentId)),
      doctorId === undefined ? undefined : eq(schedules.doctorId, doctorId),
    ),
  ).orderBy(
    asc(schedules.date),
    asc(schedules.period),
    asc(departments.sort),
    asc(departments.id),
    asc(doctors.id),
  );
}

export async function findConsoleSchedule(
  db: Database,
  id: number,
): Promise<ConsoleSchedule | null> {
  const [row] = await selectSchedules(db, eq(schedules.id, id));
  return row ?? null;
}
