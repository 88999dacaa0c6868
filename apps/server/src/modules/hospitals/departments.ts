import type { Department, DepartmentDetail, DepartmentGroup } from '@hospital/contract';
import { and, asc, between, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { departments, doctors, schedules } from '../../db/schema/index.ts';
import type { Horizon } from '../doctors/schedules.ts';
import { listDepartmentTree } from './repo.ts';

const parents = alias(departments, 'parents');

const departmentColumns = {
  id: departments.id,
  code: departments.code,
  name: departments.name,
  intro: departments.intro,
  location: departments.location,
};

/** The tree with only the clinics that have a half-day in the horizon, and their groups. */
export async function listRegisterDepartments(
  db: Database,
  horizon: Horizon,
): Promise<DepartmentGroup[]> {
  const scheduled = await db
    .selectDistinct({ id: doctors.departmentId })
    .from(schedules)
    .innerJoin(doctors, eq(doctors.id, schedules.doctorId))
    .where(between(schedules.date, horizon.from, horizon.to));
  const ids = new Set(scheduled.map((row) => row.id));
  const tree = await listDepartmentTree(db);
  return tree
    .map((group) => ({ ...group, children: group.children.filter((clinic) => ids.has(clinic.id)) }))
    .filter((group) => group.children.length > 0);
}

export async function findDepartment(db: Database, where: SQL): Promise<DepartmentDetail | null> {
  const [row] = await db
    .select({
      ...departmentColumns,
      parentId: departments.parentId,
      parentName: parents.name,
      doctorCount: sql<number>`(select count(*) from ${doctors} where ${doctors.departmentId} = ${departments.id})::int`,
    })
    .from(departments)
    .leftJoin(parents, eq(parents.id, departments.parentId))
    .where(where);
  return row ?? null;
}

export const byCode = (code: string) => eq(departments.code, code);
export const byId = (id: number) => eq(departments.id, id);

/** The clinics under a first-level department; null when no such department exists. */
export async function listChildDepartments(
  db: Database,
  parentCode: string,
): Promise<Department[] | null> {
  const [parent] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(byCode(parentCode), isNull(departments.parentId)));
  if (!parent) return null;
  return db
    .select(departmentColumns)
    .from(departments)
    .where(eq(departments.parentId, parent.id))
    .orderBy(asc(departments.sort), asc(departments.id));
}
