import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { healthRecords } from '../../db/schema/index.ts';

/**
 * For unregistering an account (call inside its transaction): a health declaration is what
 * the person said of their own health to pass the door, not a care record the hospital must
 * keep, so it goes with the account, answers, passes and named inpatients alike.
 */
export async function forgetHealthRecordsOf(tx: Pick<Database, 'delete'>, ownerId: number) {
  await tx.delete(healthRecords).where(eq(healthRecords.ownerId, ownerId));
}
