import type { OpenHalfDay, Schedule } from '@hospital/contract';
import type { Placeholder } from 'drizzle-orm';
import type { ServerDeps } from '../../deps.ts';
import type { Horizon } from './calendar.ts';
import * as repository from './repository.ts';
import type { ScheduleRow } from './repository.ts';
import { isSlotPast, toSchedule } from './rules.ts';

type DbDeps = Pick<ServerDeps, 'db'>;
type ReadDeps = Pick<ServerDeps, 'db' | 'clock'>;

/** A doctor's half-days of the horizon as patients see them now. */
export async function doctorSchedules(
  deps: ReadDeps,
  doctorId: number,
  horizon: Horizon,
): Promise<Schedule[]> {
  const rows = await repository.schedulesOfDoctor(deps.db, doctorId, horizon);
  const now = deps.clock.now();
  return rows.map((row) => toSchedule(row, now));
}

/** Several doctors' half-days of the horizon as patients see them now, by day, then doctor. */
export async function doctorsSchedules(
  deps: ReadDeps,
  doctorIds: number[],
  horizon: Horizon,
): Promise<Schedule[]> {
  const rows = await repository.schedulesOfDoctors(deps.db, doctorIds, horizon);
  const now = deps.clock.now();
  return rows.map((row) => toSchedule(row, now));
}

export const findSchedule = (deps: DbDeps, id: number): Promise<ScheduleRow | null> =>
  repository.findSchedule(deps.db, id);

/** The half-day's read, not yet run, for a statement that reads it with other rows. */
export const scheduleRead = (deps: DbDeps, id: number | Placeholder) =>
  repository.scheduleRead(deps.db, id);

export const scheduledDepartmentIds = (deps: DbDeps, horizon: Horizon): Promise<Set<number>> =>
  repository.scheduledDepartmentIds(deps.db, horizon);

/** The UPDATE that takes the half-day's next number, for the booking's one statement. */
export const takeNumberUpdate = (deps: DbDeps, schedule: repository.NumberTaking) =>
  repository.takeNumberUpdate(deps.db, schedule);

/** Gives numbers back, inside the caller's transaction (`deps.db`). */
export const giveBackNumbers = (deps: DbDeps, scheduleId: number, count = 1): Promise<void> =>
  repository.giveBackNumbers(deps.db, scheduleId, count);

/** Stops an open half-day in the caller's transaction (`deps.db`); null when it was not open. */
export const stopSchedule = (deps: DbDeps, id: number): Promise<ScheduleRow | null> =>
  repository.markStopped(deps.db, id);

/**
 * What to book instead of a stopped half-day, as of now: the same doctor's next open
 * half-day, else the department's other doctors' open half-days from the stopped day on.
 */
export async function rebookOffer(
  deps: ReadDeps,
  stopped: ScheduleRow,
  departmentId: number,
  horizon: Horizon,
): Promise<{ sameDoctor: OpenHalfDay | null; others: OpenHalfDay[] }> {
  const now = deps.clock.now();
  const bookable = (day: OpenHalfDay) =>
    day.scheduleId !== stopped.id && !isSlotPast(day.date, day.period, now);
  const sameDoctor =
    (await repository.openHalfDays(deps.db, horizon, { doctorId: stopped.doctorId })).find(
      bookable,
    ) ?? null;
  if (sameDoctor) return { sameDoctor, others: [] };
  const from = stopped.date > horizon.from ? stopped.date : horizon.from;
  const others = (
    await repository.openHalfDays(deps.db, { from, to: horizon.to }, { departmentId })
  ).filter((day) => bookable(day) && day.docId !== stopped.doctorId);
  return { sameDoctor: null, others };
}

/** The department's half-days still open for booking in the horizon, soonest first. */
export async function openHalfDaysOfDepartment(
  deps: ReadDeps,
  departmentId: number,
  horizon: Horizon,
): Promise<OpenHalfDay[]> {
  const now = deps.clock.now();
  return (await repository.openHalfDays(deps.db, horizon, { departmentId })).filter(
    (day) => !isSlotPast(day.date, day.period, now),
  );
}

export type CapacityChange =
  { changed: true; before: ScheduleRow } | { changed: false; refusal: string } | null;

/**
 * A new capacity for a half-day, in the caller's transaction (`deps.db`). Never below the
 * numbers already taken, and a stopped half-day keeps what it had. Null when there is no
 * such half-day.
 */
export async function changeCapacity(
  deps: DbDeps,
  id: number,
  capacity: number,
): Promise<CapacityChange> {
  const before = await repository.lockSchedule(deps.db, id);
  if (!before) return null;
  if (before.status === 'stopped') return { changed: false, refusal: '该时段已停诊，不能修改号源' };
  const taken = before.capacity - before.remaining;
  if (capacity < taken)
    return { changed: false, refusal: `已挂出 ${taken} 个号，号源数不能少于 ${taken}` };
  await repository.setCapacity(deps.db, id, capacity);
  return { changed: true, before };
}
