import type { Database } from '../../db/client.ts';
import { emitWebhook } from '../webhooks/index.ts';
import type { PaymentOrder, Refund } from './repository.ts';

/** Tells the HIS that money came in for `order`, in the transaction that recorded it. */
export async function announcePaid(tx: Database, order: PaymentOrder, now: Date): Promise<void> {
  await emitWebhook(tx, 'payment.succeeded', { ...orderData(order), at: now.toISOString() });
}

/** Tells the HIS that `refund` of `order` went back to the payer, in the transaction that settled it. */
export async function announceRefunded(
  tx: Database,
  order: PaymentOrder,
  refund: Refund,
  now: Date,
): Promise<void> {
  await emitWebhook(tx, 'payment.refunded', {
    ...orderData(order),
    outRefundNo: refund.outRefundNo,
    refundFen: refund.amountFen,
    at: now.toISOString(),
  });
}

const orderData = (order: PaymentOrder) => ({
  outTradeNo: order.outTradeNo,
  subjectType: order.subjectType,
  subjectId: order.subjectId,
  amountFen: order.amountFen,
  channel: order.channel,
  providerTradeNo: order.providerTradeNo,
});
