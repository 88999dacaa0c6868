import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { refunds } from '../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import { HostApiError } from '../providers/types.ts';
import { audit } from './audit.ts';
import { gatewayFor } from './plugin.ts';
import { lockOrder, type PaymentOrder, type Refund } from './orders.ts';
import { settleRefund } from './settle.ts';

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

/** Reserves the amount under the order lock, so concurrent refunds can never exceed it. */
async function reserveRefund(
  app: FastifyInstance,
  orderId: number,
  intent: RefundIntent,
): Promise<{ order: PaymentOrder; refund: Refund }> {
  return app.db.transaction(async (tx) => {
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
        return { order, refund: existing };
      }
    }
    if (!REFUNDABLE.has(order.status))
      throw conflict('订单未支付或已全额退款，无法退款', 'NOT_REFUNDABLE');
    const [reserved] = await tx
      .select({ total: sql<number>`coalesce(sum(${refunds.amountFen}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed')));
    if ((reserved?.total ?? 0) + intent.amountFen > order.amountFen)
      throw conflict('退款金额超过已支付金额', 'REFUND_EXCEEDS_PAID');
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId,
        amountFen: intent.amountFen,
        reason: intent.reason,
        outRefundNo: intent.outRefundNo ?? newOutRefundNo(),
      })
      .returning();
    if (!refund) throw new Error('refund not inserted');
    await audit(tx, {
      actor: intent.actor ?? 'system',
      action: 'refund_requested',
      entityType: 'refund',
      entityId: refund.id,
      amountFen: refund.amountFen,
      details: { orderId },
    });
    return { order, refund };
  });
}

/**
 * Refunds part or all of a paid order. The result may still be pending (the provider could
 * not be reached) or processing (the provider answers by notify): retry with the same
 * outRefundNo, which never refunds twice.
 */
export async function refundPayment(
  app: FastifyInstance,
  orderId: number,
  intent: RefundIntent,
): Promise<Refund> {
  if (!Number.isInteger(intent.amountFen) || intent.amountFen <= 0)
    throw badRequest('退款金额不正确', 'amountFen');
  const { order, refund } = await reserveRefund(app, orderId, intent);
  if (refund.status === 'success' || refund.status === 'failed') return refund;
  const gateway = gatewayFor(app, order.channel);
  try {
    const outcome = await gateway.refund({
      outTradeNo: order.outTradeNo,
      outRefundNo: refund.outRefundNo,
      reason: intent.reason,
      refundFen: refund.amountFen,
      totalFen: order.amountFen,
    });
    return await app.db.transaction((tx) =>
      settleRefund(tx, refund.id, outcome, `provider:${gateway.provider}`),
    );
  } catch (error) {
    if (!(error instanceof HostApiError)) throw error;
    app.log.warn({ refundId: refund.id, err: error }, 'refund not confirmed by the provider yet');
    return refund;
  }
}
