import { and, eq, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { natOrders, natPreRecords } from '../../db/schema/index.ts';

/**
 * For unregistering an account (call inside its transaction): the epidemiology answers go
 * with the account, except those a test order was made on, which stay with that order as
 * the hospital's record of why the test was sampled.
 */
export async function forgetNatPreRecordsOf(
  tx: Pick<Database, 'delete' | 'select'>,
  userId: number,
) {
  await tx
    .delete(natPreRecords)
    .where(
      and(
        eq(natPreRecords.userId, userId),
        notExists(
          tx
            .select({ id: natOrders.id })
            .from(natOrders)
            .where(eq(natOrders.preRecordId, natPreRecords.id)),
        ),
      ),
    );
}
