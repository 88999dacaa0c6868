import type { Schedule } from '@hospital/contract';
import { and, asc, between, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, doctors, schedules } from '../../db/schema/index.ts';
import { isSlotPast } from '../appointments/rules.ts';
import { weekdayOf } from '../hospitals/clock.ts';

export type ScheduleRow = typeof schedules.$inferSelect;

/** The first and last day of the booking horizon, both included. */
export interface Horizon {
  from: string;
  to: string;
}

/** A half-day as patients see it at `now`: a closed clinic is shown as ended, never open. */
export function toSchedule(row: ScheduleRow, now: Date): Schedule {
  return {
    id: row.id,
    docId: row.doctorId,
    date: row.date,
    weekday: weekdayOf(row.date),
    period: row.period,
    feeFen: row.feeFen,
    remaining: row.remaining,
    capacity: row.capacity,
    status:
      row.status === 'stopped'
        ? 'stopped'
        : isSlotPast(row.date, row.period, now)
          ? 'ended'
          : row.remaining === 0
            ? 'full'
            : 'open',
  };
}

/** Half-days of the horizon matching `where`, by day, morning first, then doctor. */
export function findSchedules(
  db: Database,
  horizon: Horizon,
  where: SQL | undefined,
): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(schedules)
    .where(and(between(schedules.date, horizon.from, horizon.to), where))
    .orderBy(asc(schedules.date), asc(schedules.period), asc(schedules.doctorId));
}

export async function listDoctorSchedules(
  db: Database,
  doctorId: number,
  horizon: Horizon,
  now: Date,
): Promise<Schedule[]> {
  const rows = await findSchedules(db, horizon, eq(schedules.doctorId, doctorId));
  return rows.map((row) => toSchedule(row, now));
}

export function schedulesOfDoctors(
  db: Database,
  doctorIds: number[],
  horizon: Horizon,
): Promise<ScheduleRow[]> {
  if (doctorIds.length === 0) return Promise.resolve([]);
  return findSchedules(db, horizon, inArray(schedules.doctorId, doctorIds));
}

/** A doctor's half-days, when the doctor sits in that clinic; null otherwise. */
export async function clinicDoctorSchedules(
  db: Database,
  deptCode: string,
  doctorId: number,
  horizon: Horizon,
  now: Date,
): Promise<Schedule[] | null> {
  const [doctor] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .where(and(eq(doctors.id, doctorId), eq(departments.code, deptCode)));
  return doctor ? listDoctorSchedules(db, doctor.id, horizon, now) : null;
}
