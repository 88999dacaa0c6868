import type { StaffRole } from '@hospital/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffSessions, staffUsers } from '../../db/schema/index.ts';

export type StaffUser = Omit<typeof staffUsers.$inferSelect, 'roles'> & { roles: StaffRole[] };
export type NewStaffUser = Omit<typeof staffUsers.$inferInsert, 'roles'> & { roles: StaffRole[] };
export type StaffSessionRow = typeof staffSessions.$inferSelect;

// The check constraint keeps `roles` within STAFF_ROLES, so the cast only names what is there.
const asStaff = (row: typeof staffUsers.$inferSelect): StaffUser => ({
  ...row,
  roles: row.roles as StaffRole[],
});

export async function findStaffByUsername(
  db: Database,
  username: string,
): Promise<StaffUser | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.username, username));
  return row && asStaff(row);
}

export async function findStaffById(db: Database, id: number): Promise<StaffUser | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row && asStaff(row);
}

/** The row locked until the transaction ends, so two administrators' changes queue up. */
export async function lockStaff(tx: Database, id: number): Promise<StaffUser | undefined> {
  const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
  return row && asStaff(row);
}

export async function listStaffUsers(db: Database): Promise<StaffUser[]> {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.username));
  return rows.map(asStaff);
}

/** Null when the user name is taken. */
export async function insertStaff(tx: Database, values: NewStaffUser): Promise<StaffUser | null> {
  const [row] = await tx
    .insert(staffUsers)
    .values(values)
    .onConflictDoNothing({ target: staffUsers.username })
    .returning();
  return row ? asStaff(row) : null;
}

export async function updateStaff(
  tx: Database,
  id: number,
  values: Partial<NewStaffUser>,
): Promise<StaffUser> {
  const [row] = await tx.update(staffUsers).set(values).where(eq(staffUsers.id, id)).returning();
  if (!row) throw new Error(`staff user ${id} not updated`);
  return asStaff(row);
}

/** Enabled accounts holding the role, other than `exceptId`; locked, so two removals cannot both pass. */
export async function countOtherEnabledWithRole(
  tx: Database,
  role: StaffRole,
  exceptId: number,
): Promise<number> {
  const rows = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(
        isNull(staffUsers.disabledAt),
        sql`${role} = any(${staffUsers.roles})`,
        sql`${staffUsers.id} <> ${exceptId}`,
      ),
    )
    .for('update');
  return rows.length;
}

/**
 * Accepts a TOTP time step only when it is later than the last one accepted, in one
 * statement: the same code sent twice at once signs in once.
 */
export async function claimTotpStep(tx: Database, id: number, step: number): Promise<boolean> {
  const rows = await tx
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(and(eq(staffUsers.id, id), sql`coalesce(${staffUsers.totpLastStep}, -1) < ${step}`))
    .returning({ id: staffUsers.id });
  return rows.length === 1;
}

export async function insertSession(
  tx: Database,
  values: typeof staffSessions.$inferInsert,
): Promise<StaffSessionRow> {
  const [row] = await tx.insert(staffSessions).values(values).returning();
  if (!row) throw new Error('staff session not inserted');
  return row;
}

/** The live session of a token digest with its staff member; expiry is the caller's rule. */
export async function findSessionByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<{ session: StaffSessionRow; staff: StaffUser } | undefined> {
  const [row] = await db
    .select({ session: staffSessions, staff: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
  return row && { session: row.session, staff: asStaff(row.staff) };
}

export async function touchSession(db: Database, id: number, at: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, id));
}

export async function revokeSession(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
}

export async function revokeSessionsOf(tx: Database, staffId: number, at: Date): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
