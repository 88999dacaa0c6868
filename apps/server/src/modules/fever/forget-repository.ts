import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { feverRecords } from '../../db/schema/index.ts';

/**
 * For unregistering an account (call inside its transaction): fever pre-screening answers
 * only routed the patient on arrival, so they go with the account.
 */
export async function forgetFeverRecordsOf(tx: Pick<Database, 'delete'>, userId: number) {
  await tx.delete(feverRecords).where(eq(feverRecords.userId, userId));
}
