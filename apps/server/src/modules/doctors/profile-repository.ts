import type {
  ConsoleDoctor,
  consoleDoctorsEndpoint,
  DoctorProfile,
} from '@hospital/contract/console';
import type { QueryOf } from '@hospital/contract';
import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, doctors } from '../../db/schema/index.ts';

const columns = {
  id: doctors.id,
  code: doctors.code,
  hisId: doctors.hisId,
  departmentId: doctors.departmentId,
  departmentName: departments.name,
  name: doctors.name,
  title: doctors.title,
  gender: doctors.gender,
  speciality: doctors.speciality,
  intro: doctors.intro,
  avatarUrl: doctors.avatarUrl,
};

const selectDoctors = (db: Database, where: SQL | undefined) =>
  db
    .select(columns)
    .from(doctors)
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .where(where);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export async function consoleDoctorPage(
  db: Database,
  query: QueryOf<typeof consoleDoctorsEndpoint>,
) {
  const where = and(
    query.departmentId === undefined ? undefined : eq(doctors.departmentId, query.departmentId),
    query.q ? ilike(doctors.name, `%${escapeLike(query.q)}%`) : undefined,
  );
  const [items, [total]] = await Promise.all([
    selectDoctors(db, where)
      .orderBy(
        asc(departments.sort),
        asc(departments.id),
        asc(sql`${doctors.name} collate "C"`),
        asc(doctors.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(doctors).where(where),
  ]);
  return { items, total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function findConsoleDoctor(db: Database, id: number): Promise<ConsoleDoctor | null> {
  const [row] = await selectDoctors(db, eq(doctors.id, id));
  return row ?? null;
}

/** Locked until the caller's transaction ends, so the audit's `before` is what was replaced. */
export async function lockDoctor(tx: Database, id: number): Promise<ConsoleDoctor | null> {
  const [row] = await selectDoctors(tx, eq(doctors.id, id)).for('update', { of: doctors });
  return row ?? null;
}

export async function updateDoctorProfile(
  tx: Database,
  id: number,
  profile: Required<DoctorProfile> | { avatarUrl: string },
): Promise<void> {
  await tx.update(doctors).set(profile).where(eq(doctors.id, id));
}

export async function doctorIdOfHisId(db: Database, hisId: string): Promise<number | null> {
  const [row] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.hisId, hisId));
  return row?.id ?? null;
}
