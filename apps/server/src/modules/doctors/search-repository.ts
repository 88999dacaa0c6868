import type { DoctorSummary } from '@hospital/contract';
import { and, asc, eq, exists, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, doctors, schedules } from '../../db/schema/index.ts';
import type { Horizon } from '../schedules/index.ts';
import { countDoctors, listDoctors } from './repository.ts';

/** A doctor's name, speciality or clinic containing the keyword; LIKE's wildcards are literal. */
function searchCondition(keyword: string): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(
    ilike(doctors.name, pattern),
    ilike(doctors.speciality, pattern),
    ilike(departments.name, pattern),
  );
}

/** One page of the doctors matching `keyword`, and how many match in all. */
export async function searchDoctors(
  db: Database,
  horizon: Horizon,
  keyword: string,
  page: number,
  pageSize: number,
): Promise<{ items: DoctorSummary[]; total: number }> {
  const where = searchCondition(keyword);
  const [items, total] = await Promise.all([
    listDoctors(db, horizon, { where, limit: pageSize, offset: (page - 1) * pageSize }),
    countDoctors(db, where),
  ]);
  return { items, total };
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
