import type { DepartmentGroup } from '@hospital/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { buildings, departments, hospitalSettings } from '../../db/schema/index.ts';

export type HospitalSettings = typeof hospitalSettings.$inferSelect;

/** The read of the one settings row, not yet run: also a part of a larger statement. */
export const settingsRowRead = (db: Database) =>
  db.select().from(hospitalSettings).orderBy(asc(hospitalSettings.id)).limit(1);

/** The one settings row, or null before the hospital has been set up. */
export async function findHospitalSettings(db: Database): Promise<HospitalSettings | null> {
  const [settings] = await settingsRowRead(db);
  return settings ?? null;
}

/** The settings row locked until the transaction ends, so two changes apply one after the other. */
export async function lockHospitalSettings(db: Database): Promise<HospitalSettings | null> {
  const [settings] = await db
    .select()
    .from(hospitalSettings)
    .orderBy(asc(hospitalSettings.id))
    .limit(1)
    .for('update');
  return settings ?? null;
}

export type HospitalSettingsChange = Omit<typeof hospitalSettings.$inferInsert, 'id' | 'name'>;

export async function updateHospitalSettings(
  db: Database,
  id: number,
  change: HospitalSettingsChange,
): Promise<HospitalSettings> {
  const [settings] = await db
    .update(hospitalSettings)
    .set(change)
    .where(eq(hospitalSettings.id, id))
    .returning();
  if (!settings) throw new Error(`hospital settings ${id} vanished under a lock`);
  return settings;
}

export async function countBuildings(db: Database): Promise<number> {
  const [buildingCount] = await db.select({ value: count() }).from(buildings);
  return buildingCount?.value ?? 0;
}

/** First-level departments with their clinics, both in the hospital's display order. */
export async function listDepartmentTree(db: Database): Promise<DepartmentGroup[]> {
  const rows = await db
    .select({
      id: departments.id,
      parentId: departments.parentId,
      code: departments.code,
      name: departments.name,
      intro: departments.intro,
      location: departments.location,
    })
    .from(departments)
    .where(eq(departments.hidden, false))
    .orderBy(asc(departments.sort), asc(departments.id));
  const groups = new Map<number, DepartmentGroup>();
  for (const { parentId, ...department } of rows) {
    if (parentId === null) groups.set(department.id, { ...department, children: [] });
  }
  for (const { parentId, ...department } of rows) {
    if (parentId !== null) groups.get(parentId)?.children.push(department);
  }
  return [...groups.values()];
}
