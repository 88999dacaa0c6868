import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { paymentEvents, paymentOrders, refunds } from '../db/schema/index.ts';
import { audit } from './audit.ts';
import { handlersFor } from './events.ts';
import type { NotifyEvent, PaymentProvider, RefundOutcome } from './gateway.ts';
import { lockOrder, type PaymentOrder, type Refund } from './orders.ts';

type PaidEvent = Extract<NotifyEvent, { kind: 'paid' }>;
type RefundEvent = Extract<NotifyEvent, { kind: 'refund' }>;

/** The notify names an order we do not have, or disagrees with it (amount, refund). */
export class NotifyMismatchError extends Error {}

/**
 * processed: this event moved the order; duplicate: this very event was seen before;
 * already: another event got there first (TRADE_FINISHED after TRADE_SUCCESS, a query);
 * late: paid after expiry closed the order, so the caller refunds it.
 */
export type SettleOutcome = 'processed' | 'duplicate' | 'already' | 'late';

/** Records the event once; false when it is already in the ledger. */
async function recordEvent(
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

/** A payment the provider vouches for: pending -> paid once, however often it is told. */
export async function applyPaid(
  db: Database,
  provider: PaymentProvider,
  event: PaidEvent,
): Promise<{ outcome: SettleOutcome; order: PaymentOrder }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { outTradeNo: event.outTradeNo });
    if (!order) throw new NotifyMismatchError('unknown out_trade_no');
    if (event.amountFen !== order.amountFen) throw new NotifyMismatchError('amount differs');
    if (!(await recordEvent(tx, provider, event, order.id))) return { outcome: 'duplicate', order };
    if (order.status !== 'pending' && order.status !== 'closed')
      return { outcome: 'already', order };

    const [paid] = await tx
      .update(paymentOrders)
      .set({ status: 'paid', providerTradeNo: event.providerTradeNo, paidAt: event.paidAt })
      .where(eq(paymentOrders.id, order.id))
      .returning();
    if (!paid) throw new Error('order vanished under its lock');
    const late = order.status === 'closed';
    await audit(tx, {
      actor: `provider:${provider}`,
      action: late ? 'paid_after_close' : 'paid',
      entityType: 'payment_order',
      entityId: order.id,
      amountFen: order.amountFen,
    });
    if (late) return { outcome: 'late', order: paid };
    await handlersFor(order.subjectType).paid?.(tx, paid);
    return { outcome: 'processed', order: paid };
  });
}

const succeededSum = (tx: Database, orderId: number) =>
  tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amountFen}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'success')))
    .then((rows) => rows[0]?.total ?? 0);

/**
 * Applies what the provider said about a refund, with the order locked. A refund that
 * already succeeded stays as it is: the same out_refund_no counts once.
 */
export async function settleRefund(
  tx: Database,
  refundId: number,
  outcome: RefundOutcome,
  actor: string,
): Promise<Refund> {
  const [current] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (!current) throw new Error('refund not found');
  const order = await lockOrder(tx, { id: current.orderId });
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (!order || !refund) throw new Error('refund not found');
  if (refund.status === 'success' || refund.status === 'failed') return refund;

  const provider = outcome.providerRefundNo ? { providerRefundNo: outcome.providerRefundNo } : {};
  if (outcome.status === 'processing') {
    const [updated] = await tx
      .update(refunds)
      .set({ status: 'processing', ...provider })
      .where(eq(refunds.id, refundId))
      .returning();
    return updated ?? refund;
  }
  const success = outcome.status === 'success';
  const [updated] = await tx
    .update(refunds)
    .set({ status: outcome.status, ...provider, ...(success && { succeededAt: new Date() }) })
    .where(eq(refunds.id, refundId))
    .returning();
  if (!updated) throw new Error('refund vanished under its lock');
  await audit(tx, {
    actor,
    action: success ? 'refund_succeeded' : 'refund_failed',
    entityType: 'refund',
    entityId: refundId,
    amountFen: refund.amountFen,
    details: { orderId: order.id },
  });
  if (!success) return updated;

  const refunded = await succeededSum(tx, order.id);
  const [changed] = await tx
    .update(paymentOrders)
    .set({ status: refunded >= order.amountFen ? 'refunded' : 'partially_refunded' })
    .where(eq(paymentOrders.id, order.id))
    .returning();
  // An order paid after its expiry never reached its subject, so neither does the refund.
  if (changed && !order.closedAt)
    await handlersFor(order.subjectType).refunded?.(tx, changed, updated);
  return updated;
}

/** A refund notify: recorded once, checked against our refund, then settled. */
export async function applyRefundNotify(
  db: Database,
  provider: PaymentProvider,
  event: RefundEvent,
): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .select({ id: refunds.id, orderId: refunds.orderId, outTradeNo: paymentOrders.outTradeNo })
      .from(refunds)
      .innerJoin(paymentOrders, eq(paymentOrders.id, refunds.orderId))
      .where(eq(refunds.outRefundNo, event.outRefundNo));
    if (!refund || refund.outTradeNo !== event.outTradeNo)
      throw new NotifyMismatchError('unknown out_refund_no');
    if (!(await recordEvent(tx, provider, event, refund.orderId))) return 'duplicate';
    await settleRefund(tx, refund.id, event, `provider:${provider}`);
    return 'processed';
  });
}
