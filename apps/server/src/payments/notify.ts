import type { FastifyInstance } from 'fastify';
import type { NotifyEvent, PaymentProvider } from './gateway.ts';
import { refundPayment } from './refunds.ts';
import { applyPaid, applyRefundNotify, type SettleOutcome } from './settle.ts';

export const LATE_PAYMENT_REFUND_REASON = '订单已超时关闭，自动退款';

/**
 * Applies a verified provider event. Throws NotifyMismatchError when it disagrees with our
 * order (the caller refuses it). A payment for an order expiry already closed is kept on
 * record and refunded in full at once: the slot it was for is gone.
 */
export async function settleNotify(
  app: FastifyInstance,
  provider: PaymentProvider,
  event: NotifyEvent,
): Promise<SettleOutcome | 'ignored'> {
  if (event.kind === 'ignored') return 'ignored';
  if (event.kind === 'refund') return applyRefundNotify(app.db, provider, event);
  const { outcome, order } = await applyPaid(app.db, provider, event);
  if (outcome === 'late') {
    app.log.warn({ orderId: order.id }, 'payment arrived after the order closed; refunding');
    await refundPayment(app, order.id, {
      amountFen: order.amountFen,
      reason: LATE_PAYMENT_REFUND_REASON,
      outRefundNo: `${order.outTradeNo}L`,
    });
  }
  return outcome;
}
