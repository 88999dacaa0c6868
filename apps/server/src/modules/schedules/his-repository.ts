import type { HisScheduleItem } from '@hospital/contract/his';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { doctors, schedules } from '../../db/schema/index.ts';

export interface HisScheduleRow {
  id: number;
  doctorId: number;
  date: string;
  period: 'morning' | 'afternoon';
  feeFen: number;
  capacity: number;
  remaining: number;
  status: 'open' | 'stopped';
}

/** The half-day the HIS knows as `hisId`, locked so no booking moves `remaining` meanwhile. */
export async function lockHisSchedule(db: Database, hisId: string): Promise<HisScheduleRow | null> {
  const [row] = await db
    .select({
      id: schedules.id,
      doctorId: schedules.doctorId,
      date: schedules.date,
      period: schedules.period,
      feeFen: schedules.feeFen,
      capacity: schedules.capacity,
      remaining: schedules.remaining,
      status: schedules.status,
    })
    .from(schedules)
    .where(eq(schedules.hisId, hisId))
    .for('update');
  return row ?? null;
}

/** A doctor by the HIS's id; read here because doctors depend on schedules, not back. */
export async function doctorIdOfHisId(db: Database, hisId: string): Promise<number | null> {
  const [row] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.hisId, hisId));
  return row?.id ?? null;
}

export async function isHalfDayTaken(
  db: Database,
  doctorId: number,
  item: Pick<HisScheduleItem, 'date' | 'period'>,
): Promise<boolean> {
  const [row] = await db
    .select({ id: schedules.id })
    .from(schedules)
    .where(
      and(
        eq(schedules.doctorId, doctorId),
        eq(schedules.date, item.date),
        eq(schedules.period, item.period),
      ),
    );
  return row !== undefined;
}

/** Null when a concurrent request took the hisId or the half-day first. */
export async function insertHisSchedule(
  db: Database,
  doctorId: number,
  item: HisScheduleItem,
): Promise<number | null> {
  const [row] = await db
    .insert(schedules)
    .values({
      hisId: item.hisId,
      doctorId,
      date: item.date,
      period: item.period,
      feeFen: item.feeFen,
      capacity: item.capacity,
      remaining: item.capacity - item.taken,
      nextSequence: item.taken + 1,
      status: item.stopped ? 'stopped' : 'open',
    })
    .onConflictDoNothing()
    .returning({ id: schedules.id });
  return row?.id ?? null;
}

/** New capacity and fee; `remaining` moves by as much as the capacity does. */
export async function updateHisSchedule(
  db: Database,
  id: number,
  values: { capacity: number; feeFen: number },
): Promise<void> {
  await db
    .update(schedules)
    .set({
      capacity: values.capacity,
      feeFen: values.feeFen,
      remaining: sql`${schedules.remaining} + (${values.capacity} - ${schedules.capacity})`,
    })
    .where(eq(schedules.id, id));
}

/** Our id of the half-day the HIS knows as `hisId`, or null. */
export async function scheduleIdOfHisId(db: Database, hisId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: schedules.id })
    .from(schedules)
    .where(eq(schedules.hisId, hisId));
  return row?.id ?? null;
}
