import { and, asc, between, eq, gt, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { OpenHalfDay } from '@hospital/contract';
import type { Database } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { doctors, schedules } from '../../db/schema/index.ts';
import type { Horizon } from './calendar.ts';

export type ScheduleRow = typeof schedules.$inferSelect;

/** Half-days of the horizon matching `where`, by day, morning first, then doctor. */
function findSchedules(
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

const schedulesOfDoctorStatement = preparedOn((db) =>
  db
    .select()
    .from(schedules)
    .where(
      and(
        between(schedules.date, sql.placeholder('from'), sql.placeholder('to')),
        eq(schedules.doctorId, sql.placeholder('doctorId')),
      ),
    )
    .orderBy(asc(schedules.date), asc(schedules.period), asc(schedules.doctorId))
    .prepare('schedules_of_doctor'),
);

/** One doctor's half-days of the horizon, by day, morning first: every doctor page reads it. */
export const schedulesOfDoctor = (
  db: Database,
  doctorId: number,
  horizon: Horizon,
): Promise<ScheduleRow[]> =>
  schedulesOfDoctorStatement(db).execute({ from: horizon.from, to: horizon.to, doctorId });

export function schedulesOfDoctors(
  db: Database,
  doctorIds: number[],
  horizon: Horizon,
): Promise<ScheduleRow[]> {
  if (doctorIds.length === 0) return Promise.resolve([]);
  return findSchedules(db, horizon, inArray(schedules.doctorId, doctorIds));
}

/** The read of one half-day, not yet run: also a part of a larger (prepared) statement. */
export const scheduleRead = (db: Database, id: number | Placeholder) =>
  db.select().from(schedules).where(eq(schedules.id, id));

/**
 * The half-day a booking takes numbers of, the fee it priced its orders at, and how many
 * numbers it takes (one when left out).
 */
export type NumberTaking = { [Key in 'id' | 'feeFen']: ScheduleRow[Key] | SQL | Placeholder } & {
  count?: number | SQL | Placeholder;
};

export async function findSchedule(db: Database, id: number): Promise<ScheduleRow | null> {
  const [row] = await scheduleRead(db, id);
  return row ?? null;
}

/** The departments whose doctors have a half-day in the horizon. */
export async function scheduledDepartmentIds(db: Database, horizon: Horizon): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: doctors.departmentId })
    .from(schedules)
    .innerJoin(doctors, eq(doctors.id, schedules.doctorId))
    .where(between(schedules.date, horizon.from, horizon.to));
  return new Set(rows.map((row) => row.id));
}

/**
 * The half-day's row, locked first, is what makes overselling impossible under any
 * concurrency: the lock serialises bookers, and the row is read again once it is theirs, so
 * `remaining` is checked on the latest one. The UPDATE then takes as many numbers as were
 * asked for (`count`, one when left out) or as are left, whichever is fewer. Not yet run:
 * the booking makes it the first part of the statement that writes the appointments, so
 * the lock lasts that one statement. Returns the first number taken and how many were
 * taken (the others follow the first); no row when none is left, the clinic stopped or the
 * fee changed since `schedule` was read. Its values may be placeholders, for a statement
 * prepared once.
 */
export function takeNumberUpdate(db: Database, schedule: NumberTaking) {
  const locked = db.$with('locked').as(
    db
      .select({
        id: schedules.id,
        remaining: schedules.remaining,
        nextSequence: schedules.nextSequence,
      })
      .from(schedules)
      .where(
        and(
          eq(schedules.id, schedule.id),
          gt(schedules.remaining, 0),
          eq(schedules.status, 'open'),
          // The caller priced its order from the row it read; a fee changed since fails here.
          eq(schedules.feeFen, schedule.feeFen),
        ),
      )
      .for('update'),
  );
  const count = sql<number>`least(${schedule.count ?? 1}, ${locked.remaining})`;
  return db
    .with(locked)
    .update(schedules)
    .set({
      remaining: sql`${schedules.remaining} - ${count}`,
      nextSequence: sql`${schedules.nextSequence} + ${count}`,
    })
    .from(locked)
    .where(eq(schedules.id, locked.id))
    .returning({
      first: sql<number>`${locked.nextSequence}`.as('first'),
      count: sql<number>`${count}`.as('count'),
    });
}

/** Gives numbers back to the half-day; sequence numbers are never reused. */
export async function giveBackNumbers(tx: Database, scheduleId: number, count = 1): Promise<void> {
  await tx
    .update(schedules)
    .set({ remaining: sql`${schedules.remaining} + ${count}` })
    .where(eq(schedules.id, scheduleId));
}

/**
 * Open -> stopped, in the caller's transaction; the row lock makes a concurrent stop of the
 * same half-day wait, then find it stopped. Null when it was not open (or does not exist).
 */
export async function markStopped(tx: Database, id: number): Promise<ScheduleRow | null> {
  const [stopped] = await tx
    .update(schedules)
    .set({ status: 'stopped' })
    .where(and(eq(schedules.id, id), eq(schedules.status, 'open')))
    .returning();
  return stopped ?? null;
}

/** Open half-days with numbers left in the horizon, of a doctor or of a department. */
export function openHalfDays(
  db: Database,
  horizon: Horizon,
  of: { doctorId: number } | { departmentId: number },
): Promise<OpenHalfDay[]> {
  return db
    .select({
      scheduleId: schedules.id,
      docId: schedules.doctorId,
      doctorName: doctors.name,
      date: schedules.date,
      period: schedules.period,
    })
    .from(schedules)
    .innerJoin(doctors, eq(doctors.id, schedules.doctorId))
    .where(
      and(
        between(schedules.date, horizon.from, horizon.to),
        eq(schedules.status, 'open'),
        gt(schedules.remaining, 0),
        'doctorId' in of
          ? eq(schedules.doctorId, of.doctorId)
          : eq(doctors.departmentId, of.departmentId),
      ),
    )
    .orderBy(asc(schedules.date), asc(schedules.period), asc(schedules.doctorId));
}

/** Locked until the caller's transaction ends: no booking moves `remaining` meanwhile. */
export async function lockSchedule(tx: Database, id: number): Promise<ScheduleRow | null> {
  const [row] = await tx.select().from(schedules).where(eq(schedules.id, id)).for('update');
  return row ?? null;
}

/** A new capacity; `remaining` moves by as much as the capacity does. */
export async function setCapacity(tx: Database, id: number, capacity: number): Promise<void> {
  await tx
    .update(schedules)
    .set({
      capacity,
      remaining: sql`${schedules.remaining} + (${capacity} - ${schedules.capacity})`,
    })
    .where(eq(schedules.id, id));
}
