import type { DoctorSummary } from '@hospital/contract';
import { and, asc, eq, exists, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, doctors, schedules } from '../../db/schema/index.ts';
import { listDoctors } from './doctor-repo.ts';
import type { Horizon } from './schedules.ts';

/** A doctor's name, speciality or clinic containing the keyword; LIKE's wildcards are literal. */
export function searchCondition(keyword: string): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(
    ilike(doctors.name, pattern),
    ilike(doctors.speciality, pattern),
    ilike(departments.name, pattern),
  );
}

const RECOMMENDED = 10;

/** Chief and associate chief physicians who still have slots in the horizon. */
export function recommendedDoctors(db: Database, horizon: Horizon): Promise<DoctorSummary[]> {
  const hasSlots = exists(
    db
      .select({ one: sql`1` })
      .from(schedules)
      .where(
        and(
          eq(schedules.doctorId, doctors.id),
          eq(schedules.status, 'open'),
          gt(schedules.remaining, 0),
          sql`${schedules.date} between ${horizon.from} and ${horizon.to}`,
        ),
      ),
  );
  return listDoctors(db, horizon, {
    where: and(inArray(doctors.title, ['主任医师', '副主任医师']), hasSlots),
    orderBy: [asc(doctors.title), asc(doctors.id)],
    limit: RECOMMENDED,
  });
}
