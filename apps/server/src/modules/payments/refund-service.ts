import { randomBytes } from 'node:crypto';
import type { RefundReasonKey } from '@hospital/contract';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { enqueueSideEffect } from '../../side-effects/index.ts';
import {
  findRefundByOutRefundNo,
  insertRefund,
  keptPaymentRefundsFen,
  lockOrder,
  type ExtraPayment,
  type PaymentOrder,
  type Refund,
} from './repository.ts';
import { recordAudit } from '../audit/index.ts';

export const REFUND_SIDE_EFFECT = 'refund';

/** The reasons of the refunds the server decides itself, in Chinese for the providers. */
const SYSTEM_REFUND_REASONS: Record<RefundReasonKey, string> = {
  appointmentCancelled: '取消挂号退款',
  clinicStopped: '医生停诊退款',
  doublePayment: '重复支付，自动退款',
  latePayment: '订单已超时关闭，自动退款',
};

/** A reason the server gives: its Chinese wording with the key the app words it by. */
export const systemRefundReason = (key: RefundReasonKey) => ({
  reason: SYSTEM_REFUND_REASONS[key],
  reasonKey: key,
});

export interface RefundIntent {
  amountFen: number;
  /** Shown to the payer by the provider; no personal data. */
  reason: string;
  /** Set when the server decided the refund (`systemRefundReason`). */
  reasonKey?: RefundReasonKey;
  /** Stable per intent (e.g. derived from the cancelled appointment): a retry passes it again. */
  outRefundNo?: string;
  /** Who asked, for the audit trail: `user:12` or `system`. */
  actor?: string;
}

const REFUNDABLE = new Set<PaymentOrder['status']>(['paid', 'partially_refunded']);

/** `R` + 20 random hex digits; WeChat allows 64, Alipay 64. */
const newOutRefundNo = () => `R${randomBytes(10).toString('hex').toUpperCase()}`;

/** The refund row, pending, and the side effect that sends it, in the caller's transaction. */
async function reserveRefund(
  tx: Database,
  values: Parameters<typeof insertRefund>[1],
  actor: string,
): Promise<Refund> {
  const refund = await insertRefund(tx, values);
  await recordAudit(tx, {
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
    const existing = await findRefundByOutRefundNo(tx, intent.outRefundNo);
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
  return reserveRefund(
    tx,
    {
      orderId,
      amountFen: intent.amountFen,
      reason: intent.reason,
      reasonKey: intent.reasonKey ?? null,
      outRefundNo: intent.outRefundNo ?? newOutRefundNo(),
    },
    intent.actor ?? 'system',
  );
}

/** The full refund of a payment the order did not keep; one per extra payment. */
export function refundExtraPayment(
  tx: Database,
  order: PaymentOrder,
  extra: ExtraPayment,
): Promise<Refund> {
  return reserveRefund(
    tx,
    {
      orderId: order.id,
      extraPaymentId: extra.id,
      amountFen: extra.amountFen,
      ...systemRefundReason('doublePayment'),
      outRefundNo: `${order.outTradeNo}X${extra.id}`,
    },
    'system',
  );
}
