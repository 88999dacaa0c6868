import type { FinanceOutpatientPayment } from '@hospital/contract/console';
import type { ServerDeps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffActor } from '../staff/index.ts';
import { financeBillsOfOrder, findLineOfOrder } from './console-repository.ts';
import { refundPaidLine } from './line-refund.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

/**
 * Finance takes back one line of a bill an order paid, through the same refund as the HIS's:
 * once per line, so asking again answers 409 rather than refunding twice.
 */
export async function refundLineOfOrder(
  deps: Deps,
  by: StaffActor,
  orderId: number,
  lineId: number,
  reason: string,
): Promise<FinanceOutpatientPayment> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await findLineOfOrder(tx, orderId, lineId);
    if (!found) throw notFound('该订单没有这一项费用');
    const { bill, item } = found;
    const actor = `staff:${by.staffId}`;
    const outcome = await refundPaidLine(tx, bill, item, { reason, actor });
    if (outcome === 'not_paid_online')
      throw conflict('账单未在线上缴费或已作废，不能退费', 'BILL_NOT_PAID');
    if (outcome === 'already_refunded') throw conflict('该项已退费', 'LINE_REFUNDED');
    const after = await financeBillsOfOrder(tx, orderId);
    if (!after) throw new Error('outpatient payment vanished inside its transaction');
    await recordAudit(tx, {
      actor,
      action: 'outpatient_line.refund',
      entityType: 'outpatient_bill_item',
      entityId: item.id,
      amountFen: item.amountFen,
      details: { orderId, billNo: bill.hisId, lineNo: item.lineNo, reason },
      requestId: by.requestId,
      at: now,
    });
    return after;
  });
}
