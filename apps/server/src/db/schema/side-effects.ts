import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The outbox: what a state change still has to do outside the database (a provider refund,
 * later messages and webhooks), inserted in the same transaction as the change and carried
 * out by the side-effect worker until done.
 */
export const sideEffects = pgTable(
  'side_effects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** One row per intent (`refund:<out_refund_no>`): writing it twice is a no-op. */
    dedupeKey: text('dedupe_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /**
     * Null: due at once. A worker that claims the row moves it one lease ahead, so a row
     * whose worker died becomes due again by itself; a failure moves it to the next retry.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('side_effects_dedupe_key_key').on(t.dedupeKey),
    index('side_effects_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`done_at is null`),
  ],
);
