import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { attemptCounters } from '../db/schema/index.ts';
import type { AttemptCounters } from './attempt-limiter.ts';

/**
 * Counters in the `attempt_counters` table: one upsert counts and reads back in one
 * statement, so instances sharing the database agree without Redis. Windows are read from
 * the injected clock.
 */
export function createDatabaseCounters(db: Database, clock: Clock): AttemptCounters {
  return {
    async add(key, windowSeconds) {
      const now = clock.now();
      const expired = sql`${attemptCounters.expiresAt} <= ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(attemptCounters)
        .values({ key, count: 1, expiresAt: new Date(now.getTime() + windowSeconds * 1000) })
        .onConflictDoUpdate({
          target: attemptCounters.key,
          set: {
            count: sql`case when ${expired} then 1 else ${attemptCounters.count} + 1 end`,
            expiresAt: sql`case when ${expired} then excluded.expires_at else ${attemptCounters.expiresAt} end`,
          },
        })
        .returning({ count: attemptCounters.count });
      if (!row) throw new Error(`attempt counter ${key} not written`);
      return row.count;
    },
    async takeBack(key) {
      await db
        .update(attemptCounters)
        .set({ count: sql`${attemptCounters.count} - 1` })
        .where(
          and(
            eq(attemptCounters.key, key),
            gt(attemptCounters.count, 0),
            gt(attemptCounters.expiresAt, clock.now()),
          ),
        );
    },
    async clear(key) {
      await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
    },
    close: () => Promise.resolve(),
  };
}

/** Counters past their window count for nothing; the sweep job drops them. */
export async function deleteExpiredAttemptCounters(db: Database, now: Date): Promise<void> {
  await db.delete(attemptCounters).where(lte(attemptCounters.expiresAt, now));
}
