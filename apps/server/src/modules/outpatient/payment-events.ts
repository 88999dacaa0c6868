import { onPaymentEvent } from '../payments/index.ts';
import { emitWebhook } from '../webhooks/index.ts';
import { markBillsPaid, markItemRefunded } from './repository.ts';

/**
 * The bills follow their payment: paid when the money arrives, a line refunded when its
 * refund succeeds. In the payment's transaction, so the HIS hears of each exactly once.
 */
export function followOutpatientPayments(): void {
  onPaymentEvent('outpatient', {
    async paid(tx, order, now) {
      const at = (order.paidAt ?? now).toISOString();
      for (const bill of await markBillsPaid(tx, order.subjectId, order.paidAt ?? now))
        await emitWebhook(tx, 'bill.paid', {
          ...bill,
          outTradeNo: order.outTradeNo,
          channel: order.channel,
          at,
        });
    },
    async refunded(tx, _order, refund, now) {
      // A refund not made for a line (a finance refund of part of the sum) leaves the
      // bills as they are; the HIS hears of it as payment.refunded.
      const taken = await markItemRefunded(tx, refund.id, now);
      if (!taken) return;
      await emitWebhook(tx, 'bill.refunded', {
        billNo: taken.bill.hisId,
        patientCode: taken.bill.cardNo,
        lineNo: taken.item.lineNo,
        refundFen: refund.amountFen,
        outRefundNo: refund.outRefundNo,
        at: now.toISOString(),
      });
    },
  });
}
