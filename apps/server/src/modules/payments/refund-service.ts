import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { refunds, type extraPayments } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { enqueueSideEffect } from '../../side-effects/index.ts';
import { audit } from './audit.ts';
import { lockOrder, type PaymentOrder, type Refund } from './order-service.ts';

export const REFUND_SIDE_EFFECT = 'refund';
export const DOUBLE_PAYMENT_REFUND_REASON = '重复支付，自动退款';

export type ExtraPayment = typeof extraPayments.$inferSelect;

export interface RefundIntent {
  amountFen: number;
  /** Shown to the payer by the provider; no personal data. */
  reason: string;
  /** Stable per intent (e.g. derived from the cancelled appointment): a retry passes it again. */
  outRefundNo?: string;
  /** Who asked, for the audit trail: `user:12` or `system`. */
  actor?: string;
}

const REFUNDABLE = new Set<PaymentOrder['status']>(['paid', 'partially_refunded']);

/** `R` + 20 random hex digits; WeChat allows 64, Alipay 64. */
const newOutRefundNo = () => `R${randomBytes(10).toString('hex').toUpperCase()}`;

/** The refund row, pending, and the side effect that sends it, in the caller's transaction. */
async function insertRefund(
  tx: Database,
  values: typeof refunds.$inferInsert,
  actor: string,
): Promise<Refund> {
  const [refund] = await tx.insert(refunds).values(values).returning();
  if (!refund) throw new Error('refund not inserted');
  await audit(tx, {
    actor,
    action: 'refund_requested',
    entityType: 'refund',
    entityId: refund.id,
    amountFen: refund.amountFen,
    details: { orderId: refund.orderId, extraPaymentId: refund.extraPaymentId },
  });
  await enqueueSideEffect(tx, {
    kind: REFUND_SIDE_EFFECT,
    dedupeKey: `refund:${refund.outRefundNo}`,
    payload: { refundId: refund.id },
  });
  return refund;
}

/**
 * Reserves a refund of the order's kept payment in the caller's transaction, with the
 * order locked so concurrent refunds never exceed what was paid; the side-effect worker
 * sends it to the provider after commit. The same outRefundNo again returns the same refund.
 */
export async function requestRefund(
  tx: Database,
  orderId: number,
  intent: RefundIntent,
): Promise<Refund> {
  if (!Number.isInteger(intent.amountFen) || intent.amountFen <= 0)
    throw badRequest('退款金额不正确', 'amountFen');
  const order = await lockOrder(tx, { id: orderId });
  if (!order) throw notFound('支付订单不存在');
  if (intent.outRefundNo) {
    const [existing] = await tx
      .select()
      .from(refunds)
      .where(eq(refunds.outRefundNo, intent.outRefundNo));
    if (existing) {
      if (existing.orderId !== orderId || existing.amountFen !== intent.amountFen)
        throw conflict('退款单号已用于其他退款', 'REFUND_NO_REUSED');
      return existing;
    }
  }
  if (!REFUNDABLE.has(order.status))
    throw conflict('订单未支付或已全额退款，无法退款', 'NOT_REFUNDABLE');
  if ((await keptPaymentRefundsFen(tx, orderId, 'reserved')) + intent.amountFen > order.amountFen)
    throw conflict('退款金额超过已支付金额', 'REFUND_EXCEEDS_PAID');
  return insertRefund(
    tx,
    {
      orderId,
      amountFen: intent.amountFen,
      reason: intent.reason,
      outRefundNo: intent.outRefundNo ?? newOutRefundNo(),
    },
    intent.actor ?? 'system',
  );
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

/** The full refund of a payment the order did not keep; one per extra payment. */
export function refundExtraPayment(
  tx: Database,
  order: PaymentOrder,
  extra: ExtraPayment,
): Promise<Refund> {
  return insertRefund(
    tx,
    {
      orderId: order.id,
      extraPaymentId: extra.id,
      amountFen: extra.amountFen,
      reason: DOUBLE_PAYMENT_REFUND_REASON,
      outRefundNo: `${order.outTradeNo}X${extra.id}`,
    },
    'system',
  );
}
