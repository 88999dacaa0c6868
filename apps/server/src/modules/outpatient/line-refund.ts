import type { Database } from '../../db/client.ts';
import { requestRefund } from '../payments/index.ts';
import { holderOrderOf, setItemRefund } from './his-repository.ts';
import type { BillItemRow, BillRow } from './repository.ts';

export type LineRefund = 'refunded' | 'already_refunded' | 'not_paid_online';

/**
 * A line of a bill paid in the app taken back, by the HIS or by finance: its amount is
 * refunded through the payment core in the caller's transaction, under one refund number per
 * line however often asked; the line reads refunded, and the HIS hears `bill.refunded`, once
 * the provider confirms.
 */
export async function refundPaidLine(
  tx: Database,
  bill: BillRow,
  item: BillItemRow,
  intent: { reason: string; actor: string },
): Promise<LineRefund> {
  if (bill.paidVia !== 'online' || bill.status === 'unpaid' || bill.status === 'voided')
    return 'not_paid_online';
  if (item.refundId !== null) return 'already_refunded';
  const order = await holderOrderOf(tx, bill);
  if (!order) throw new Error(`bill ${bill.hisId} paid online has no payment`);
  const refund = await requestRefund(tx, order.id, {
    amountFen: item.amountFen,
    reason: `门诊退费 ${intent.reason}`.slice(0, 80),
    outRefundNo: `${order.outTradeNo}L${item.id}`,
    actor: intent.actor,
  });
  // The refund holds the order's lock: of two asks at once, the later finds the line taken.
  return (await setItemRefund(tx, item.id, refund.id)) ? 'refunded' : 'already_refunded';
}
