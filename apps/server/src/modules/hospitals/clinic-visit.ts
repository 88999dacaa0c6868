import type { ClinicVisit, VisitDay } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { doctors } from '../../db/schema/index.ts';
import { listDoctors } from '../doctors/doctor-repo.ts';
import { schedulesOfDoctors, toSchedule, type Horizon } from '../doctors/schedules.ts';
import { addDays, weekdayOf } from './clock.ts';
import { byCode, findDepartment } from './departments.ts';

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
  db: Database,
  deptCode: string,
  horizon: Horizon,
  date: string | undefined,
  now: Date,
): Promise<ClinicVisit | null> {
  const department = await findDepartment(db, byCode(deptCode));
  if (!department) return null;
  const clinicDoctors = await listDoctors(db, horizon, {
    where: eq(doctors.departmentId, department.id),
  });
  const byId = new Map(clinicDoctors.map((doctor) => [doctor.docId, doctor]));
  const rows = await schedulesOfDoctors(db, [...byId.keys()], horizon);
  const halfDays = rows.map((row) => ({
    ...toSchedule(row, now),
    doctor: byId.get(row.doctorId)!,
  }));
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
