import type { ClinicVisit, VisitDay } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { departmentByCode, shownHorizon } from '../hospitals/index.ts';
import { addDays, doctorsSchedules, weekdayOf, type Horizon } from '../schedules/index.ts';
import { listDoctorsOfDepartment } from './repository.ts';

type ReadDeps = Pick<ServerDeps, 'db' | 'clock' | 'caches'>;

/** Every day of the horizon, with the clinic's open slots that day. */
function daysOf(horizon: Horizon, remainingByDate: Map<string, number>, scheduled: Set<string>) {
  const days: VisitDay[] = [];
  for (let date = horizon.from; date <= horizon.to; date = addDays(date, 1)) {
    days.push({
      date,
      weekday: weekdayOf(date),
      remaining: remainingByDate.get(date) ?? 0,
      hasSchedule: scheduled.has(date),
    });
  }
  return days;
}

/** A clinic's horizon for choiceDoctor: the date strip and each doctor's half-days. */
export async function clinicVisit(
  deps: ReadDeps,
  deptCode: string,
  date: string | undefined,
): Promise<ClinicVisit | null> {
  const horizon = await shownHorizon(deps);
  const department = await departmentByCode(deps, deptCode);
  if (!department) return null;
  const clinicDoctors = await listDoctorsOfDepartment(deps.db, horizon, department.id);
  const byId = new Map(clinicDoctors.map((doctor) => [doctor.docId, doctor]));
  const rows = await doctorsSchedules(deps, [...byId.keys()], horizon);
  const halfDays = rows.map((row) => ({ ...row, doctor: byId.get(row.docId)! }));
  const remainingByDate = new Map<string, number>();
  for (const halfDay of halfDays) {
    const open = halfDay.status === 'open' ? halfDay.remaining : 0;
    remainingByDate.set(halfDay.date, (remainingByDate.get(halfDay.date) ?? 0) + open);
  }
  const schedules = halfDays.filter((halfDay) => date === undefined || halfDay.date === date);
  return {
    department,
    days: daysOf(horizon, remainingByDate, new Set(rows.map((row) => row.date))),
    schedules,
  };
}
