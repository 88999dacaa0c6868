import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';

/** Where the HIS wants our events: an administrator manages these; demo mode adds the demo HIS. */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** Keys the HMAC the receiver checks; it has to read it back, so it is not hashed. */
    secret: text('secret').notNull(),
    /** The event types sent here; empty: all of them. */
    eventTypes: text('event_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('webhook_subscriptions_name_key').on(t.name)],
);

/**
 * The outbox of events: written in the transaction of the change it tells of, so an event
 * exists exactly when the change committed.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** `evt_<uuid>`: the same id on every retry and replay, for the receiver to dedupe. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** From the app's clock: when the change happened. */
    occurredAt: at('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_events_type_idx').on(t.type, t.occurredAt),
    index('webhook_events_occurred_idx').on(t.occurredAt),
  ],
);

export const webhookDeliveryStatus = pgEnum('webhook_delivery_status', [
  'pending',
  'delivered',
  'failed',
]);

/** One event to one subscription, retried with back-off until the receiver answers 2xx. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id),
    status: webhookDeliveryStatus('status').notNull().default('pending'),
    /** Counted when a worker claims the row; the worker's result counts only for its claim. */
    attempts: integer('attempts').notNull().default(0),
    /** A claimed row moves one lease ahead, so a dead worker's row comes due again by itself. */
    nextAttemptAt: at('next_attempt_at').notNull(),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: at('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_subscription_key').on(t.eventId, t.subscriptionId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_status_idx').on(t.status, t.id),
  ],
);
