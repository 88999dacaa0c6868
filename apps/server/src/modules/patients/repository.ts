import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { patients, uploadedFiles, users } from '../../db/schema/index.ts';

export type PatientRow = typeof patients.$inferSelect;

/** A database or an open transaction: both run the same queries. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type PatientValues = Omit<
  typeof patients.$inferInsert,
  'id' | 'ownerId' | 'patientCode' | 'isDefault' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

const live = (ownerId: number) => and(eq(patients.ownerId, ownerId), isNull(patients.deletedAt));

export function listPatients(db: Queryable, ownerId: number): Promise<PatientRow[]> {
  return db
    .select()
    .from(patients)
    .where(live(ownerId))
    .orderBy(desc(patients.isDefault), asc(patients.createdAt), asc(patients.id));
}

export async function findPatient(
  db: Queryable,
  ownerId: number,
  id: number,
): Promise<PatientRow | null> {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(live(ownerId), eq(patients.id, id)));
  return row ?? null;
}

export async function findPatientByCode(
  db: Queryable,
  ownerId: number,
  patientCode: string,
): Promise<PatientRow | null> {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(live(ownerId), eq(patients.patientCode, patientCode)));
  return row ?? null;
}

export async function findDefaultPatient(
  db: Queryable,
  ownerId: number,
): Promise<PatientRow | null> {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(live(ownerId), eq(patients.isDefault, true)));
  return row ?? null;
}

/**
 * Serialises one account's changes to its patients (the limit, the first default, the
 * duplicate check) by locking the owner's row until the transaction ends.
 */
export async function lockOwner(tx: Queryable, ownerId: number): Promise<void> {
  await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${ownerId} for update`);
}

export async function countLivePatients(db: Queryable, ownerId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(patients).where(live(ownerId));
  return row?.value ?? 0;
}

export async function hasIdNumber(
  db: Queryable,
  ownerId: number,
  idNumber: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(live(ownerId), eq(patients.idNumber, idNumber)));
  return rows.some((row) => row.id !== exceptId);
}

/** 'P' and 9 random digits, drawn again in the unlikely case the number is taken. */
async function newPatientCode(db: Queryable): Promise<string> {
  for (;;) {
    const code = `P${String(randomInt(1_000_000_000)).padStart(9, '0')}`;
    const taken = await db
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.patientCode, code));
    if (taken.length === 0) return code;
  }
}

export async function insertPatient(
  db: Queryable,
  ownerId: number,
  values: PatientValues,
  isDefault: boolean,
): Promise<PatientRow> {
  const patientCode = await newPatientCode(db);
  const [row] = await db
    .insert(patients)
    .values({ ...values, ownerId, patientCode, isDefault })
    .returning();
  if (!row) throw new Error('patient not inserted');
  return row;
}

export async function updatePatient(
  db: Queryable,
  id: number,
  values: PatientValues,
  now: Date,
): Promise<PatientRow> {
  const [row] = await db
    .update(patients)
    .set({ ...values, updatedAt: now })
    .where(eq(patients.id, id))
    .returning();
  if (!row) throw new Error('patient not updated');
  return row;
}

/** The owner's live patient most recently added, the next default after a deletion. */
export async function findNewestPatient(
  db: Queryable,
  ownerId: number,
): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(live(ownerId))
    .orderBy(desc(patients.createdAt), desc(patients.id))
    .limit(1);
  return row ?? null;
}

export async function setDefault(db: Queryable, ownerId: number, id: number): Promise<void> {
  // Clear first: the partial unique index allows one default per owner at any moment.
  await db
    .update(patients)
    .set({ isDefault: false })
    .where(and(live(ownerId), eq(patients.isDefault, true)));
  await db.update(patients).set({ isDefault: true }).where(eq(patients.id, id));
}

export async function softDeletePatient(db: Queryable, id: number, now: Date): Promise<void> {
  await db.update(patients).set({ deletedAt: now, isDefault: false }).where(eq(patients.id, id));
}

export function insertUploadedFile(
  db: Queryable,
  values: { fileId: string; ownerId: number; mimeType: string; size: number },
) {
  return db.insert(uploadedFiles).values(values);
}

/** The uploader's own file; null for anyone else's, exactly as for an unknown id. */
export async function findOwnedFile(
  db: Queryable,
  ownerId: number,
  fileId: string,
): Promise<{ mimeType: string } | null> {
  const [row] = await db
    .select({ mimeType: uploadedFiles.mimeType })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.ownerId, ownerId), eq(uploadedFiles.fileId, fileId)));
  return row ?? null;
}
