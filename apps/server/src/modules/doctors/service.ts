import type {
  DoctorDetail,
  DoctorSummary,
  DutyDoctor,
  FollowState,
  Schedule,
} from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { departmentByCode, departmentById, shownHorizon } from '../hospitals/index.ts';
import { addDays, doctorSchedules, openHalfDaysOfDepartment } from '../schedules/index.ts';
import { follow, followState, listFollowed, unfollow } from './follow-repository.ts';
import {
  doctorExists,
  findDoctorDetail,
  listDoctorsByCode,
  listDoctorsOfDepartment,
  clinicCodeOfDoctor,
} from './repository.ts';
import { recommendedDoctors, searchDoctors } from './search-repository.ts';

type DbDeps = Pick<ServerDeps, 'db'>;
/** Pages show the horizon of the kept settings (docs/decisions/023-read-caches.md). */
type ReadDeps = Pick<ServerDeps, 'db' | 'clock' | 'caches'>;

export const isDoctor = (deps: DbDeps, doctorId: number): Promise<boolean> =>
  doctorExists(deps.db, doctorId);

export async function doctorDetail(
  deps: ReadDeps,
  doctorId: number,
  userId: number,
): Promise<DoctorDetail | null> {
  return findDoctorDetail(deps.db, doctorId, userId, await shownHorizon(deps));
}

/** The doctors of a department; null when no such department exists. */
export async function doctorsOfDepartment(
  deps: ReadDeps,
  departmentId: number,
): Promise<DoctorSummary[] | null> {
  const department = await departmentById(deps, departmentId);
  if (!department) return null;
  return listDoctorsOfDepartment(deps.db, await shownHorizon(deps), department.id);
}

/** The most next half-days a doctor on duty shows. */
const DUTY_HALF_DAYS = 3;

/**
 * The department's doctors with a half-day open for booking in the next `days` days (never
 * past the booking horizon), each with their next open half-days; the soonest available
 * doctor first.
 */
export async function doctorsOnDuty(
  deps: ReadDeps,
  departmentId: number,
  days: number,
): Promise<DutyDoctor[]> {
  const horizon = await shownHorizon(deps);
  const last = addDays(horizon.from, days - 1);
  const window = { from: horizon.from, to: last < horizon.to ? last : horizon.to };
  const open = await openHalfDaysOfDepartment(deps, departmentId, window);
  if (open.length === 0) return [];
  const doctors = new Map(
    (await listDoctorsOfDepartment(deps.db, window, departmentId)).map((d) => [d.docId, d]),
  );
  const onDuty = new Map<number, DutyDoctor>();
  // Half-days come soonest first, so doctors enter the map in the order of their first one.
  for (const { scheduleId, docId, date, period } of open) {
    const doctor = doctors.get(docId);
    if (!doctor) continue;
    const duty = onDuty.get(docId) ?? {
      docId,
      doctorCode: doctor.doctorCode,
      name: doctor.name,
      title: doctor.title,
      avatarUrl: doctor.avatarUrl,
      next: [],
    };
    if (duty.next.length < DUTY_HALF_DAYS) duty.next.push({ scheduleId, date, period });
    onDuty.set(docId, duty);
  }
  return [...onDuty.values()];
}

/** The doctors of the clinic with that code; null when no such clinic exists. */
export async function doctorsOfClinic(
  deps: ReadDeps,
  deptCode: string,
): Promise<DoctorSummary[] | null> {
  const department = await departmentByCode(deps, deptCode);
  if (!department) return null;
  return listDoctorsOfDepartment(deps.db, await shownHorizon(deps), department.id);
}

export async function doctorPage(deps: ReadDeps, keyword: string, page: number, pageSize: number) {
  const { items, total } = await searchDoctors(
    deps.db,
    await shownHorizon(deps),
    keyword,
    page,
    pageSize,
  );
  return { items, total, page, pageSize };
}

export async function recommended(deps: ReadDeps): Promise<DoctorSummary[]> {
  return recommendedDoctors(deps.db, await shownHorizon(deps));
}

/** A doctor, found by code, with the half-days of the horizon; null when no such doctor. */
export async function doctorWithSchedules(
  deps: ReadDeps,
  doctorCode: string,
): Promise<{ doctor: DoctorSummary; schedules: Schedule[] } | null> {
  const horizon = await shownHorizon(deps);
  const [doctor] = await listDoctorsByCode(deps.db, horizon, doctorCode);
  if (!doctor) return null;
  return { doctor, schedules: await doctorSchedules(deps, doctor.docId, horizon) };
}

/** How many numbers a doctor still has open in the horizon, and from which day. */
export async function openSlots(deps: ReadDeps, doctorId: number) {
  const schedules = await doctorSchedules(deps, doctorId, await shownHorizon(deps));
  const open = schedules.filter((schedule) => schedule.status === 'open');
  return {
    docId: doctorId,
    remaining: open.reduce((sum, schedule) => sum + schedule.remaining, 0),
    nextAvailableDate: open[0]?.date ?? null,
  };
}

/** A doctor's half-days, when the doctor sits in that clinic; null otherwise. */
export async function clinicDoctorSchedules(
  deps: ReadDeps,
  deptCode: string,
  doctorId: number,
): Promise<Schedule[] | null> {
  const [horizon, clinicCode] = await Promise.all([
    shownHorizon(deps),
    deps.caches.read('doctors', `clinic:${doctorId}`, () => clinicCodeOfDoctor(deps.db, doctorId)),
  ]);
  if (clinicCode !== deptCode) return null;
  return doctorSchedules(deps, doctorId, horizon);
}

export const followingState = (
  deps: DbDeps,
  userId: number,
  doctorId: number,
): Promise<FollowState> => followState(deps.db, userId, doctorId);

export async function followDoctor(
  deps: DbDeps,
  userId: number,
  doctorId: number,
): Promise<FollowState> {
  await follow(deps.db, userId, doctorId);
  return followState(deps.db, userId, doctorId);
}

export async function unfollowDoctor(
  deps: DbDeps,
  userId: number,
  doctorId: number,
): Promise<FollowState> {
  await unfollow(deps.db, userId, doctorId);
  return followState(deps.db, userId, doctorId);
}

/** The doctors an account follows, the latest followed first. */
export async function followedDoctors(deps: ReadDeps, userId: number): Promise<DoctorSummary[]> {
  return listFollowed(deps.db, userId, await shownHorizon(deps));
}
