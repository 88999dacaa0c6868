import type { HisDoctor, HisDoctorItem } from '@hospital/contract/his';
import { asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, doctors } from '../../db/schema/index.ts';

export interface HisDoctorRow extends Omit<HisDoctorItem, 'avatarUrl' | 'departmentHisId'> {
  id: number;
  departmentId: number;
  avatarUrl: string;
}

const columns = {
  hisId: sql<string>`${doctors.hisId}`,
  name: doctors.name,
  title: doctors.title,
  gender: doctors.gender,
  speciality: doctors.speciality,
  intro: doctors.intro,
  avatarUrl: doctors.avatarUrl,
};

/** The doctor the HIS knows as `hisId`, locked until the item's transaction ends. */
export async function lockHisDoctor(db: Database, hisId: string): Promise<HisDoctorRow | null> {
  const [row] = await db
    .select({ ...columns, id: doctors.id, departmentId: doctors.departmentId })
    .from(doctors)
    .where(eq(doctors.hisId, hisId))
    .for('update');
  return row ?? null;
}

/** The department a HIS doctor belongs to, by the department's hisId. */
export async function departmentIdOfHisId(db: Database, hisId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.hisId, hisId));
  return row?.id ?? null;
}

export async function isDoctorCodeTaken(db: Database, code: string): Promise<boolean> {
  const [row] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.code, code));
  return row !== undefined;
}

export interface DoctorValues extends Omit<HisDoctor, 'departmentHisId' | 'avatarUrl'> {
  departmentId: number;
  avatarUrl: string;
}

/** Null when a concurrent request created the same hisId first. */
export async function insertHisDoctor(
  db: Database,
  hisId: string,
  values: DoctorValues,
): Promise<number | null> {
  const [row] = await db
    .insert(doctors)
    .values({ ...values, hisId, code: hisId })
    .onConflictDoNothing({ target: doctors.hisId })
    .returning({ id: doctors.id });
  return row?.id ?? null;
}

export async function updateDoctor(db: Database, id: number, values: DoctorValues): Promise<void> {
  await db.update(doctors).set(values).where(eq(doctors.id, id));
}

export async function listHisDoctors(
  db: Database,
  page: { page: number; pageSize: number },
): Promise<{ items: HisDoctorItem[]; total: number }> {
  const rows = await db
    .select({ ...columns, departmentHisId: sql<string>`${departments.hisId}` })
    .from(doctors)
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .where(isNotNull(doctors.hisId))
    .orderBy(asc(doctors.hisId))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ total: count() }).from(doctors).where(isNotNull(doctors.hisId));
  return { items: rows.map(fromRow), total: total?.total ?? 0 };
}

/** Only an avatar the HIS gave by URL is its own; a drawn one is ours and reads as null. */
function fromRow(row: HisDoctorItem & { avatarUrl: string | null }): HisDoctorItem {
  return { ...row, avatarUrl: row.avatarUrl?.startsWith('https://') ? row.avatarUrl : null };
}
