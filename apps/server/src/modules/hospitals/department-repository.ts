import type { Department, DepartmentDetail } from '@hospital/contract';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { departments, doctors } from '../../db/schema/index.ts';

const parents = alias(departments, 'parents');

const departmentColumns = {
  id: departments.id,
  code: departments.code,
  name: departments.name,
  intro: departments.intro,
  location: departments.location,
};

async function findDepartment(db: Database, where: SQL): Promise<DepartmentDetail | null> {
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

const byCode = (code: string) => eq(departments.code, code);

export const findDepartmentById = (db: Database, id: number) =>
  findDepartment(db, eq(departments.id, id));

export const findDepartmentByCode = (db: Database, code: string) =>
  findDepartment(db, byCode(code));

/** The clinics under a first-level department; null when no such department exists. */
export async function listChildDepartments(
  db: Database,
  parentCode: string,
): Promise<Department[] | null> {
  const [parent] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(byCode(parentCode), isNull(departments.parentId), eq(departments.hidden, false)));
  if (!parent) return null;
  return db
    .select(departmentColumns)
    .from(departments)
    .where(and(eq(departments.parentId, parent.id), eq(departments.hidden, false)))
    .orderBy(asc(departments.sort), asc(departments.id));
}

/** Every department's code, hidden ones included. */
export async function listDepartmentCodes(db: Database): Promise<Set<string>> {
  const rows = await db.select({ code: departments.code }).from(departments);
  return new Set(rows.map(({ code }) => code));
}
