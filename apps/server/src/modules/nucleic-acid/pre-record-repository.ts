import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { natPreRecords } from '../../db/schema/index.ts';

export type NatPreRecordRow = typeof natPreRecords.$inferSelect;

export async function insertPreRecord(
  db: Database,
  values: typeof natPreRecords.$inferInsert,
): Promise<NatPreRecordRow> {
  const [row] = await db.insert(natPreRecords).values(values).returning();
  if (!row) throw new Error('pre-record insert returned nothing');
  return row;
}

/** The account's own pre-record; null for anyone else's. */
export async function findOwnPreRecord(
  db: Database,
  userId: number,
  id: number,
): Promise<NatPreRecordRow | null> {
  const [row] = await db
    .select()
    .from(natPreRecords)
    .where(and(eq(natPreRecords.id, id), eq(natPreRecords.userId, userId)));
  return row ?? null;
}
