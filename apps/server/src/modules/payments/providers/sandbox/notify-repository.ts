import { and, asc, eq, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { sandboxNotifies } from '../../../../db/schema/index.ts';

export type NotifyRow = typeof sandboxNotifies.$inferSelect;
export type OutgoingNotify = Pick<NotifyRow, 'url' | 'headers' | 'body' | 'ack'>;

export async function insertNotify(
  tx: Database,
  notify: OutgoingNotify,
  nextAttemptAt: Date,
): Promise<NotifyRow> {
  const [row] = await tx
    .insert(sandboxNotifies)
    .values({ ...notify, nextAttemptAt })
    .returning();
  if (!row) throw new Error('notify not recorded');
  return row;
}

export async function recordAttempt(
  db: Database,
  id: number,
  outcome: { attempts: number } & ({ deliveredAt: Date } | { nextAttemptAt: Date }),
): Promise<void> {
  await db.update(sandboxNotifies).set(outcome).where(eq(sandboxNotifies.id, id));
}

/**
 * Claims up to `batch` unacknowledged notifies due by `now` and tried fewer than
 * `maxAttempts` times, leasing them until `leaseUntil`. FOR UPDATE SKIP LOCKED lets several
 * server instances share the work without doubles.
 */
export function claimDueNotifies(
  db: Database,
  {
    now,
    leaseUntil,
    maxAttempts,
    batch,
  }: { now: Date; leaseUntil: Date; maxAttempts: number; batch: number },
): Promise<NotifyRow[]> {
  const due = db
    .select({ id: sandboxNotifies.id })
    .from(sandboxNotifies)
    .where(
      and(
        isNull(sandboxNotifies.deliveredAt),
        lte(sandboxNotifies.nextAttemptAt, now),
        lt(sandboxNotifies.attempts, maxAttempts),
      ),
    )
    .orderBy(asc(sandboxNotifies.nextAttemptAt))
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .update(sandboxNotifies)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(sandboxNotifies.id, due))
    .returning();
}
