import type { PaymentChannel, PaymentSubjectType } from '@hospital/contract';
import { and, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { nextIdOf } from '../../db/next-id.ts';
import { recordset, type RecordsetInsert } from '../../db/recordset.ts';
import {
  extraPayments,
  paymentEvents,
  paymentOrders,
  refunds,
  userIdentities,
} from '../../db/schema/index.ts';
import type { NotifyEvent, PaymentProvider } from './providers/gateway.ts';

export type PaymentOrder = typeof paymentOrders.$inferSelect;
export type Refund = typeof refunds.$inferSelect;
export type ExtraPayment = typeof extraPayments.$inferSelect;

/**
 * The next order's id as SQL, drawn by the statement that reads for the subject, so the
 * subject can name its order in the statement that writes both.
 */
export const nextOrderIdDraw = (): SQL<number> => nextIdOf(paymentOrders);

/** Orders of `columns` as a statement's parameter, for a statement prepared once (`recordset`). */
export const orderRecordset = <Column extends keyof typeof paymentOrders.$inferSelect>(
  columns: readonly Column[],
) => recordset(paymentOrders, columns);

/**
 * The INSERTs of `orders` and their `audits` from the statement's parameters `orders` and
 * `order_audits`; `kept` tells, from an order's place among them (from 1), whether it is
 * written.
 */
export const placeheldOrderWrites = (
  orders: RecordsetInsert,
  audits: RecordsetInsert,
  kept?: (place: SQL) => SQL,
): SQL[] => [
  orders.insert(sql.placeholder('orders'), {}, { overridingSystemValue: true, kept }),
  audits.insert(sql.placeholder('order_audits'), {}, { kept }),
];

export async function insertOrder(
  tx: Database,
  values: typeof paymentOrders.$inferInsert,
): Promise<PaymentOrder> {
  const [order] = await tx.insert(paymentOrders).values(values).returning();
  if (!order) throw new Error('payment order not inserted');
  return order;
}

export async function getPaymentOrder(db: Database, id: number): Promise<PaymentOrder | undefined> {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return order;
}

/** The order under one of our order numbers (the number a provider sends the payer back with). */
export async function findOrderByOutTradeNo(
  db: Database,
  outTradeNo: string,
): Promise<PaymentOrder | undefined> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.outTradeNo, outTradeNo));
  return order;
}

/** Newest first. */
export function findOrdersForSubject(
  db: Database,
  subjectType: PaymentSubjectType,
  subjectId: number,
): Promise<PaymentOrder[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.subjectType, subjectType), eq(paymentOrders.subjectId, subjectId)))
    .orderBy(desc(paymentOrders.id));
}

/** The order row locked until the transaction ends: every money change goes through here. */
export async function lockOrder(
  tx: Database,
  where: { id: number } | { outTradeNo: string },
): Promise<PaymentOrder | undefined> {
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(
      'id' in where
        ? eq(paymentOrders.id, where.id)
        : eq(paymentOrders.outTradeNo, where.outTradeNo),
    )
    .for('update');
  return order;
}

export async function markOrderClosed(tx: Database, orderId: number): Promise<void> {
  await tx
    .update(paymentOrders)
    .set({ status: 'closed', closedAt: sql`now()` })
    .where(eq(paymentOrders.id, orderId));
}

export async function markOrderPaid(
  tx: Database,
  orderId: number,
  payment: Pick<PaymentOrder, 'channel' | 'providerTradeNo' | 'paidAt' | 'settledAt'>,
): Promise<PaymentOrder | undefined> {
  const [paid] = await tx
    .update(paymentOrders)
    .set({ status: 'paid', ...payment })
    .where(eq(paymentOrders.id, orderId))
    .returning();
  return paid;
}

export async function markOrderRefunded(
  tx: Database,
  orderId: number,
  status: 'refunded' | 'partially_refunded',
): Promise<PaymentOrder | undefined> {
  const [changed] = await tx
    .update(paymentOrders)
    .set({ status })
    .where(eq(paymentOrders.id, orderId))
    .returning();
  return changed;
}

/** Only while unpaid: a paid order keeps the channel that took its payment. */
export async function setPendingOrderChannel(
  db: Database,
  orderId: number,
  channel: PaymentChannel,
): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ channel })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'pending')));
}

/** Who pays at the provider (openid, Alipay user id); undefined when never signed in there. */
export async function findPayerSubject(
  db: Database,
  userId: number,
  provider: 'wechat_oa' | 'alipay',
): Promise<string | undefined> {
  const [identity] = await db
    .select({ subject: userIdentities.subject })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
  return identity?.subject;
}

/** Records the provider event once; false when it is already in the ledger. */
export async function recordEvent(
  tx: Database,
  provider: PaymentProvider,
  event: NotifyEvent,
  orderId: number,
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ provider, providerEventId: event.eventId, orderId, payload: event.payload })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/** Undefined when this provider trade was already recorded as an extra payment. */
export async function insertExtraPayment(
  tx: Database,
  values: typeof extraPayments.$inferInsert,
): Promise<ExtraPayment | undefined> {
  const [extra] = await tx.insert(extraPayments).values(values).onConflictDoNothing().returning();
  return extra;
}

export async function insertRefund(
  tx: Database,
  values: typeof refunds.$inferInsert,
): Promise<Refund> {
  const [refund] = await tx.insert(refunds).values(values).returning();
  if (!refund) throw new Error('refund not inserted');
  return refund;
}

export async function findRefundByOutRefundNo(
  db: Database,
  outRefundNo: string,
): Promise<Refund | undefined> {
  const [refund] = await db.select().from(refunds).where(eq(refunds.outRefundNo, outRefundNo));
  return refund;
}

export async function findRefund(db: Database, id: number): Promise<Refund | undefined> {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, id));
  return refund;
}

export async function lockRefund(tx: Database, id: number): Promise<Refund | undefined> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return refund;
}

export async function updateRefund(
  tx: Database,
  id: number,
  values: Partial<Pick<Refund, 'status' | 'providerRefundNo' | 'succeededAt'>>,
): Promise<Refund | undefined> {
  const [updated] = await tx.update(refunds).set(values).where(eq(refunds.id, id)).returning();
  return updated;
}

/**
 * What the refunds of the payment an order kept add up to: every refund but the failed ones
 * (`reserved`: money promised back), or only those the provider confirmed (`succeeded`).
 * Refunds of extra payments never count against the kept one.
 */
export async function keptPaymentRefundsFen(
  tx: Database,
  orderId: number,
  counting: 'reserved' | 'succeeded',
): Promise<number> {
  const [sum] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amountFen}), 0)::int` })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        isNull(refunds.extraPaymentId),
        counting === 'reserved' ? ne(refunds.status, 'failed') : eq(refunds.status, 'success'),
      ),
    );
  return sum?.total ?? 0;
}

/** A refund with its order and, for an extra payment's refund, the provider that took it. */
export async function findRefundToSend(db: Database, refundId: number) {
  const [row] = await db
    .select({ refund: refunds, order: paymentOrders, extraProvider: extraPayments.provider })
    .from(refunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, refunds.orderId))
    .leftJoin(extraPayments, eq(extraPayments.id, refunds.extraPaymentId))
    .where(eq(refunds.id, refundId));
  return row;
}

export async function findRefundWithTradeNo(tx: Database, outRefundNo: string) {
  const [refund] = await tx
    .select({ id: refunds.id, orderId: refunds.orderId, outTradeNo: paymentOrders.outTradeNo })
    .from(refunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, refunds.orderId))
    .where(eq(refunds.outRefundNo, outRefundNo));
  return refund;
}
