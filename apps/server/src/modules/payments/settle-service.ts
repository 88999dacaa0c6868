import type { PaymentChannel } from '@hospital/contract';
import type { Database } from '../../db/client.ts';
import { handlersFor } from './events.ts';
import type { NotifyEvent, PaymentProvider, RefundOutcome } from './providers/gateway.ts';
import { providerOfChannel } from './providers/gateway-for.ts';
import { refundExtraPayment, requestRefund, systemRefundReason } from './refund-service.ts';
import {
  findRefund,
  findRefundWithTradeNo,
  insertExtraPayment,
  keptPaymentRefundsFen,
  lockOrder,
  lockRefund,
  markOrderPaid,
  markOrderRefunded,
  recordEvent,
  updateRefund,
  type PaymentOrder,
  type Refund,
} from './repository.ts';
import { announcePaid, announceRefunded } from './webhook-service.ts';
import { recordAudit } from '../audit/index.ts';

type PaidEvent = Extract<NotifyEvent, { kind: 'paid' }>;
type RefundEvent = Extract<NotifyEvent, { kind: 'refund' }>;

/** The notify names an order we do not have, or disagrees with it (amount, refund). */
export class NotifyMismatchError extends Error {}

/**
 * processed: this event moved the order; duplicate: this very event was seen before;
 * already: another event told of the same payment first (TRADE_FINISHED after
 * TRADE_SUCCESS, a query); late: paid after expiry closed the order; extra: a second
 * payment of a paid order. Late and extra payments are refunded through the outbox.
 */
export type SettleOutcome = 'processed' | 'duplicate' | 'already' | 'late' | 'extra';

/** The channel that took the payment, so its refund goes back the same way. */
const paidChannel = (order: PaymentOrder, provider: PaymentProvider): PaymentChannel =>
  order.channel && providerOfChannel(order.channel) === provider
    ? order.channel
    : provider === 'wechat'
      ? 'wechat_jsapi'
      : 'alipay_wap';

/**
 * A payment of an order that already kept another (the other cashier, another window):
 * recorded once and refunded in full. False when it is the payment the order kept.
 */
async function recordExtraPayment(
  tx: Database,
  provider: PaymentProvider,
  order: PaymentOrder,
  event: PaidEvent,
  now: Date,
): Promise<boolean> {
  const kept =
    order.channel !== null &&
    providerOfChannel(order.channel) === provider &&
    order.providerTradeNo === event.providerTradeNo;
  if (kept) return false;
  const extra = await insertExtraPayment(tx, {
    orderId: order.id,
    provider,
    providerTradeNo: event.providerTradeNo,
    amountFen: event.amountFen,
    paidAt: event.paidAt,
    settledAt: now,
  });
  if (!extra) return false;
  await recordAudit(tx, {
    actor: `provider:${provider}`,
    action: 'paid_twice',
    entityType: 'payment_order',
    entityId: order.id,
    amountFen: extra.amountFen,
    details: { extraPaymentId: extra.id },
  });
  await refundExtraPayment(tx, order, extra);
  return true;
}

/** A payment the provider vouches for: pending -> paid once, however often it is told. */
export async function applyPaid(
  db: Database,
  provider: PaymentProvider,
  event: PaidEvent,
  now: Date,
): Promise<{ outcome: SettleOutcome; order: PaymentOrder }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { outTradeNo: event.outTradeNo });
    if (!order) throw new NotifyMismatchError('unknown out_trade_no');
    if (event.amountFen !== order.amountFen) throw new NotifyMismatchError('amount differs');
    if (!(await recordEvent(tx, provider, event, order.id))) return { outcome: 'duplicate', order };
    if (order.status !== 'pending' && order.status !== 'closed') {
      const extra = await recordExtraPayment(tx, provider, order, event, now);
      return { outcome: extra ? 'extra' : 'already', order };
    }

    const paid = await markOrderPaid(tx, order.id, {
      channel: paidChannel(order, provider),
      providerTradeNo: event.providerTradeNo,
      paidAt: event.paidAt,
      settledAt: now,
    });
    if (!paid) throw new Error('order vanished under its lock');
    // A late payment is money received too, even if it goes straight back.
    await announcePaid(tx, paid, now);
    const late = order.status === 'closed';
    await recordAudit(tx, {
      actor: `provider:${provider}`,
      action: late ? 'paid_after_close' : 'paid',
      entityType: 'payment_order',
      entityId: order.id,
      amountFen: order.amountFen,
    });
    if (late) {
      // The slot it was for is gone: the whole payment goes back.
      await requestRefund(tx, order.id, {
        amountFen: order.amountFen,
        ...systemRefundReason('latePayment'),
        outRefundNo: `${order.outTradeNo}L`,
      });
      return { outcome: 'late', order: paid };
    }
    await handlersFor(order.subjectType).paid?.(tx, paid, now);
    return { outcome: 'processed', order: paid };
  });
}

/**
 * Applies what the provider said about a refund, with the order locked. A refund that
 * already succeeded stays as it is: the same out_refund_no counts once.
 */
export async function settleRefund(
  tx: Database,
  refundId: number,
  outcome: RefundOutcome,
  actor: string,
  now: Date,
): Promise<Refund> {
  const current = await findRefund(tx, refundId);
  if (!current) throw new Error('refund not found');
  const order = await lockOrder(tx, { id: current.orderId });
  const refund = await lockRefund(tx, refundId);
  if (!order || !refund) throw new Error('refund not found');
  if (refund.status === 'success' || refund.status === 'failed') return refund;

  const provider = outcome.providerRefundNo ? { providerRefundNo: outcome.providerRefundNo } : {};
  if (outcome.status === 'processing') {
    const updated = await updateRefund(tx, refundId, { status: 'processing', ...provider });
    return updated ?? refund;
  }
  const success = outcome.status === 'success';
  const updated = await updateRefund(tx, refundId, {
    status: outcome.status,
    ...provider,
    ...(success && { succeededAt: now }),
  });
  if (!updated) throw new Error('refund vanished under its lock');
  await recordAudit(tx, {
    actor,
    action: success ? 'refund_succeeded' : 'refund_failed',
    entityType: 'refund',
    entityId: refundId,
    amountFen: refund.amountFen,
    details: { orderId: order.id },
  });
  // An extra payment's refund returns money the order never kept: the order stays as it is.
  if (!success || refund.extraPaymentId !== null) return updated;
  await announceRefunded(tx, order, updated, now);

  const refunded = await keptPaymentRefundsFen(tx, order.id, 'succeeded');
  const changed = await markOrderRefunded(
    tx,
    order.id,
    refunded >= order.amountFen ? 'refunded' : 'partially_refunded',
  );
  // An order paid after its expiry never reached its subject, so neither does the refund.
  if (changed && !order.closedAt)
    await handlersFor(order.subjectType).refunded?.(tx, changed, updated, now);
  return updated;
}

/** A refund notify: recorded once, checked against our refund, then settled. */
export async function applyRefundNotify(
  db: Database,
  provider: PaymentProvider,
  event: RefundEvent,
  now: Date,
): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const refund = await findRefundWithTradeNo(tx, event.outRefundNo);
    if (!refund || refund.outTradeNo !== event.outTradeNo)
      throw new NotifyMismatchError('unknown out_refund_no');
    if (!(await recordEvent(tx, provider, event, refund.orderId))) return 'duplicate';
    await settleRefund(tx, refund.id, event, `provider:${provider}`, now);
    return 'processed';
  });
}
