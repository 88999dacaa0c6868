import type { HisDepartment, HisDepartmentItem } from '@hospital/contract/his';
import { asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { departments } from '../../db/schema/index.ts';

const parents = alias(departments, 'parents');

export interface HisDepartmentRow extends HisDepartmentItem {
  id: number;
  parentId: number | null;
  hasChildren: boolean;
}

const hisDepartmentColumns = {
  id: departments.id,
  hisId: sql<string>`${departments.hisId}`,
  name: departments.name,
  parentId: departments.parentId,
  parentHisId: parents.hisId,
  intro: departments.intro,
  location: departments.location,
  sort: departments.sort,
};

/** The department the HIS knows as `hisId`, locked until the item's transaction ends. */
export async function lockHisDepartment(
  db: Database,
  hisId: string,
): Promise<HisDepartmentRow | null> {
  const [row] = await db
    .select({
      ...hisDepartmentColumns,
      hasChildren: sql<boolean>`exists (select 1 from ${departments} c where c.parent_id = ${departments.id})`,
    })
    .from(departments)
    .leftJoin(parents, eq(parents.id, departments.parentId))
    .where(eq(departments.hisId, hisId))
    .for('update', { of: departments });
  return row ?? null;
}

export async function isDepartmentCodeTaken(db: Database, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.code, code));
  return row !== undefined;
}

interface DepartmentValues extends Omit<HisDepartment, 'parentHisId'> {
  parentId: number | null;
}

/** Null when a concurrent request created the same hisId first. */
export async function insertHisDepartment(
  db: Database,
  hisId: string,
  values: DepartmentValues,
): Promise<number | null> {
  const [row] = await db
    .insert(departments)
    .values({ ...values, hisId, code: hisId })
    .onConflictDoNothing({ target: departments.hisId })
    .returning({ id: departments.id });
  return row?.id ?? null;
}

export async function updateDepartment(
  db: Database,
  id: number,
  values: DepartmentValues,
): Promise<void> {
  await db.update(departments).set(values).where(eq(departments.id, id));
}

export async function listHisDepartments(
  db: Database,
  page: { page: number; pageSize: number },
): Promise<{ items: HisDepartmentItem[]; total: number }> {
  const rows = await db
    .select(hisDepartmentColumns)
    .from(departments)
    .leftJoin(parents, eq(parents.id, departments.parentId))
    .where(isNotNull(departments.hisId))
    .orderBy(asc(departments.hisId))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db
    .select({ total: count() })
    .from(departments)
    .where(isNotNull(departments.hisId));
  return {
    items: rows.map(({ id: _id, parentId: _parentId, ...item }) => item),
    total: total?.total ?? 0,
  };
}
