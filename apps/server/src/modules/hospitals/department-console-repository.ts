import type { ConsoleDepartment, DepartmentEdit } from '@hospital/contract/console';
import { asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { departments, doctors } from '../../db/schema/index.ts';

const parents = alias(departments, 'parents');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function selectDepartments(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: departments.id,
      code: departments.code,
      hisId: departments.hisId,
      parentId: departments.parentId,
      parentName: parents.name,
      name: departments.name,
      intro: departments.intro,
      location: departments.location,
      hidden: departments.hidden,
      doctorCount: sql<number>`(select count(*) from ${doctors} where ${doctors.departmentId} = ${departments.id})::int`,
    })
    .from(departments)
    .leftJoin(parents, eq(parents.id, departments.parentId))
    .where(where);
}

/** A first-level department, then its clinics, in the order patients see them. */
export function listConsoleDepartments(db: Database, q?: string): Promise<ConsoleDepartment[]> {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  return selectDepartments(
    db,
    pattern ? or(ilike(departments.name, pattern), ilike(parents.name, pattern)) : undefined,
  ).orderBy(
    asc(sql`coalesce(${parents.sort}, ${departments.sort})`),
    asc(sql`coalesce(${departments.parentId}, ${departments.id})`),
    asc(sql`${departments.parentId} is not null`),
    asc(departments.sort),
    asc(departments.id),
  );
}

export async function findConsoleDepartment(
  db: Database,
  id: number,
): Promise<ConsoleDepartment | null> {
  const [row] = await selectDepartments(db, eq(departments.id, id));
  return row ?? null;
}

/** Locked until the caller's transaction ends, so the audit's `before` is what was replaced. */
export async function lockDepartment(tx: Database, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, id))
    .for('update');
  return row !== undefined;
}

export async function updateDepartment(
  tx: Database,
  id: number,
  edit: Required<DepartmentEdit>,
): Promise<void> {
  await tx.update(departments).set(edit).where(eq(departments.id, id));
}
