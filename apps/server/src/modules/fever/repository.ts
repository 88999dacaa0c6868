import type { QuestionnaireSnapshot } from '@hospital/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { feverRecords, patients } from '../../db/schema/index.ts';

export interface NewFeverRecord {
  userId: number;
  patientId: number;
  sheet: QuestionnaireSnapshot;
  risk: boolean;
  reasons: string[];
  savedAt: Date;
}

export async function insertFeverRecord(db: Database, values: NewFeverRecord): Promise<number> {
  const [row] = await db
    .insert(feverRecords)
    .values({ ...values, version: values.sheet.version })
    .returning({ id: feverRecords.id });
  return row!.id;
}

export type FeverRecordRow = NonNullable<Awaited<ReturnType<typeof findFeverRecord>>>;

/** One record of the account's own; another account's reads as none. */
export async function findFeverRecord(db: Database, userId: number, id: number) {
  const [row] = await db
    .select({
      id: feverRecords.id,
      patientId: feverRecords.patientId,
      patientName: patients.name,
      sheet: feverRecords.sheet,
      risk: feverRecords.risk,
      reasons: feverRecords.reasons,
      savedAt: feverRecords.savedAt,
    })
    .from(feverRecords)
    .innerJoin(patients, eq(patients.id, feverRecords.patientId))
    .where(and(eq(feverRecords.id, id), eq(feverRecords.userId, userId)));
  return row ?? null;
}
