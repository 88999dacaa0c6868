import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who did what to which row, with the row before and after: every staff action and every
 * money change. Written only through modules/audit, in the transaction of the change.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `staff:3`, `user:12`, `his:<clientId>`, `provider:wechat`, `system`. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    /** Our row's id as text, so a setting's key or a HIS id fits as well. */
    entityId: text('entity_id').notNull(),
    amountFen: integer('amount_fen'),
    details: jsonb('details'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actor, t.createdAt),
  ],
);
