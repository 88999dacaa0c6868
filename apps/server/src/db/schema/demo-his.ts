import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the demo HIS received on its webhook URL, one row per event id: a second delivery
 * of the same event (a retry, a replay) is acknowledged without a second row.
 */
export const demoHisWebhookEvents = pgTable('demo_his_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  /** The event's own time, from its envelope. */
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  payload: jsonb('payload').notNull(),
});
