import type { QuestionnaireSnapshot } from '@hospital/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { userRef } from './identity.ts';
import { patientRef } from './patients.ts';
import { paymentOrders } from './payments.ts';

/** 单管 (one person per tube) or 混检 (several people's swabs pooled in one tube). */
export const natSampleKind = pgEnum('nat_sample_kind', ['single', 'pooled']);

/** A nucleic-acid test the hospital offers; the HIS owns the list, keyed by its hisId. */
export const natItems = pgTable(
  'nat_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hisId: text('his_id').notNull(),
    name: text('name').notNull(),
    sampleKind: natSampleKind('sample_kind').notNull(),
    /** People per tube: 1 for a single test, 10 for 10-in-1 pooling. */
    poolSize: integer('pool_size').notNull(),
    priceFen: integer('price_fen').notNull(),
    place: text('place').notNull(),
    hours: text('hours').notNull(),
    emergency: boolean('emergency').notNull(),
    /** Withdrawn items stay for the orders that name them, hidden from new orders. */
    active: boolean('active').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    uniqueIndex('nat_items_his_id_key').on(t.hisId),
    check('nat_items_price_check', sql`${t.priceFen} > 0`),
    check('nat_items_pool_size_check', sql`${t.poolSize} between 1 and 20`),
  ],
);

/**
 * The epidemiological questionnaire a patient answered before ordering: the sheet as shown
 * and answered, and whether it pointed to risk (then no order, the fever clinic instead).
 */
export const natPreRecords = pgTable(
  'nat_pre_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    patientId: patientRef(),
    sheet: jsonb('sheet').$type<QuestionnaireSnapshot>().notNull(),
    risk: boolean('risk').notNull(),
    /** The ids of the questions whose answers made the risk. */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    savedAt: at('saved_at').notNull(),
  },
  (t) => [index('nat_pre_records_user_idx').on(t.userId, t.savedAt)],
);

export const natOrderStatus = pgEnum('nat_order_status', [
  'pending_payment',
  'paid',
  'expired',
  'refunded',
]);

/** A patient's order of one test; paid through its payment order like any other bill. */
export const natOrders = pgTable(
  'nat_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    patientId: patientRef(),
    itemId: integer('item_id')
      .notNull()
      .references(() => natItems.id),
    /** Copied from the item when ordered: a later price change does not touch this bill. */
    priceFen: integer('price_fen').notNull(),
    status: natOrderStatus('status').notNull().default('pending_payment'),
    paymentOrderId: integer('payment_order_id').references(() => paymentOrders.id),
    preRecordId: integer('pre_record_id').references(() => natPreRecords.id),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
    refundedAt: at('refunded_at'),
  },
  (t) => [
    index('nat_orders_user_idx').on(t.userId, t.createdAt),
    index('nat_orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'pending_payment'`),
    check('nat_orders_price_check', sql`${t.priceFen} > 0`),
  ],
);
