import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Guess counters (passwords, SMS codes) shared by every server instance on this database
 * when there is no Redis: one row per rule and subject, counting up until `expires_at`.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // The sweep of expired counters reads by expiry.
  (table) => [index('attempt_counters_expires_at_idx').on(table.expiresAt)],
);
