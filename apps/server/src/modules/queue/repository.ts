import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments, departments, doctors, schedules } from '../../db/schema/index.ts';

/** The numbers patients paid for (or were seen with) in these half-days, in order. */
export function queuedNumbers(db: Database, scheduleIds: number[]) {
  return db
    .select({
      scheduleId: appointments.scheduleId,
      sequence: appointments.sequence,
      status: appointments.status,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.scheduleId, scheduleIds),
        or(eq(appointments.status, 'paid'), eq(appointments.status, 'visited')),
      ),
    )
    .orderBy(asc(appointments.sequence));
}

/** The open half-days of `date`, of one clinic or of all, in the hospital's display order. */
export function openHalfDaysOn(db: Database, date: string, deptCode: string | undefined) {
  return db
    .select({
      scheduleId: schedules.id,
      date: schedules.date,
      period: schedules.period,
      deptCode: departments.code,
      deptName: departments.name,
      doctorName: doctors.name,
      location: departments.location,
    })
    .from(schedules)
    .innerJoin(doctors, eq(doctors.id, schedules.doctorId))
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .where(
      and(
        eq(schedules.date, date),
        eq(schedules.status, 'open'),
        deptCode === undefined ? undefined : eq(departments.code, deptCode),
      ),
    )
    .orderBy(asc(departments.sort), asc(schedules.period), asc(doctors.id));
}
