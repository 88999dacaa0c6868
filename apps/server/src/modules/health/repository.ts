import type { HealthRecordSummary, Inpatient } from '@hospital/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { healthRecords, patients } from '../../db/schema/index.ts';

export type HealthRecordRow = typeof healthRecords.$inferSelect;
export type NewHealthRecord = typeof healthRecords.$inferInsert;

export async function insertHealthRecord(
  db: Database,
  values: NewHealthRecord,
): Promise<HealthRecordRow> {
  const [row] = await db.insert(healthRecords).values(values).returning();
  return row!;
}

const summaryColumns = {
  id: healthRecords.id,
  kind: healthRecords.kind,
  patientId: healthRecords.patientId,
  patientName: patients.name,
  colour: healthRecords.colour,
  createdAt: healthRecords.createdAt,
  expiresAt: healthRecords.expiresAt,
};

export async function listHealthRecords(
  db: Database,
  ownerId: number,
  now: Date,
): Promise<HealthRecordSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(healthRecords)
    .innerJoin(patients, eq(patients.id, healthRecords.patientId))
    .where(eq(healthRecords.ownerId, ownerId))
    .orderBy(desc(healthRecords.createdAt), desc(healthRecords.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  }));
}

/** A record with its patient's name; `ownerId` null reads anyone's (the door guard's check). */
export async function findHealthRecord(
  db: Database,
  ownerId: number | null,
  id: number,
): Promise<(HealthRecordRow & { patientName: string }) | null> {
  const [row] = await db
    .select({ record: healthRecords, patientName: patients.name })
    .from(healthRecords)
    .innerJoin(patients, eq(patients.id, healthRecords.patientId))
    .where(
      ownerId === null
        ? eq(healthRecords.id, id)
        : and(eq(healthRecords.id, id), eq(healthRecords.ownerId, ownerId)),
    );
  return row ? { ...row.record, patientName: row.patientName } : null;
}

/** The inpatients this account declared caring for, newest first, each once. */
export async function listDeclaredInpatients(db: Database, ownerId: number): Promise<Inpatient[]> {
  const rows = await db
    .select({ inpatient: healthRecords.inpatient })
    .from(healthRecords)
    .where(and(eq(healthRecords.ownerId, ownerId), eq(healthRecords.kind, 'carer')))
    .orderBy(desc(healthRecords.createdAt), desc(healthRecords.id))
    .limit(50);
  const seen = new Set<string>();
  return rows.flatMap(({ inpatient }) => {
    if (!inpatient) return [];
    const key = JSON.stringify([inpatient.name, inpatient.ward, inpatient.bed]);
    if (seen.has(key)) return [];
    seen.add(key);
    return [inpatient];
  });
}
