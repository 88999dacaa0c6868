import type { HisPatientCard } from '@hospital/contract/his';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { patientCards, patients } from '../../db/schema/index.ts';
import {
  insertedFlag,
  outcomeOf,
  replaceWhenChanged,
  type UpsertOutcome,
} from '../../db/upsert.ts';

const replaceCard = replaceWhenChanged({
  name: patientCards.name,
  idNumber: patientCards.idNumber,
});

export async function upsertCard(
  db: Database,
  cardNo: string,
  card: HisPatientCard,
  now: Date,
): Promise<UpsertOutcome> {
  const rows = await db
    .insert(patientCards)
    .values({ cardNo, ...card, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: patientCards.cardNo,
      set: { ...replaceCard.set, updatedAt: now },
      setWhere: replaceCard.setWhere,
    })
    .returning(insertedFlag);
  return outcomeOf(rows);
}

export async function findCard(db: Database, cardNo: string) {
  const [row] = await db.select().from(patientCards).where(eq(patientCards.cardNo, cardNo));
  return row ?? null;
}

/** The patient row carrying the card number, live or not: the number is never reused. */
export async function findPatientWithCode(db: Database, cardNo: string) {
  const [row] = await db
    .select({ id: patients.id, idNumber: patients.idNumber })
    .from(patients)
    .where(eq(patients.patientCode, cardNo));
  return row ?? null;
}

/**
 * Joins a row naming a card (`cardNo`) to the account's patient holding it: the patient
 * whose card number it is while the HIS confirms that card for the patient's ID number.
 */
export const cardHeldBy = (cardNo: PgColumn, userId: number): SQL =>
  and(
    eq(patients.patientCode, cardNo),
    eq(patients.ownerId, userId),
    isNull(patients.deletedAt),
    sql`exists (select 1 from ${patientCards}
      where ${patientCards.cardNo} = ${patients.patientCode}
        and ${patientCards.idNumber} = upper(${patients.idNumber}))`,
  ) as SQL;
