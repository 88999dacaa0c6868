import { NotifyRejectedError, type NotifyEvent } from '../gateway.ts';
import type { MixPayStatus, MixedOrderState } from './client.ts';
import { partnerMessageVerifies } from './signing.ts';

type Headers = Record<string, string | string[] | undefined>;

/** What a mixed order's notify says beside the core's event: which pre-settlement, which parts. */
export interface MixedOrderNotice {
  outTradeNo: string;
  payOrdId: string;
  status: MixPayStatus;
  insurancePart: MixedOrderState['insurancePart'];
}

/** Facts the ledger keeps; the payer's account balance stays out. */
const LEDGER_FIELDS = [
  'notify_id',
  'out_trade_no',
  'pay_ord_id',
  'med_trans_id',
  'mix_pay_status',
  'med_ins_pay_status',
  'self_pay_status',
  'total_fee',
  'med_ins_gov_fee',
  'med_ins_self_fee',
  'med_ins_cash_fee',
  'paid_time',
  'out_refund_no',
];

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Verifies the platform's notify of a mixed order (POST to our notify address, signed with
 * the partner secret as its answers are) and reduces it to the core's event: SUCCESS pays
 * the order, REFUND confirms our refund number, anything else (FAIL) changes no order. No
 * freshness window: the platform re-sends a notify as first signed, and a replayed one
 * counts once like any repeat.
 */
export function readInsuranceNotify(
  headers: Headers,
  rawBody: string,
  partner: { partnerId: string; secret: string; notifyPath: string },
): { event: NotifyEvent; notice: MixedOrderNotice } {
  const message = { method: 'POST', path: partner.notifyPath, headers, body: rawBody };
  if (!partnerMessageVerifies(partner, message))
    throw new NotifyRejectedError('signature does not verify');
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(rawBody);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object');
    body = parsed as Record<string, unknown>;
  } catch {
    throw new NotifyRejectedError('body is not a JSON object');
  }
  const notifyId = str(body.notify_id);
  const outTradeNo = str(body.out_trade_no);
  const status = str(body.mix_pay_status) as MixPayStatus;
  if (!notifyId || !outTradeNo || !status) throw new NotifyRejectedError('not a notify');
  const notice: MixedOrderNotice = {
    outTradeNo,
    payOrdId: str(body.pay_ord_id),
    status,
    insurancePart: str(body.med_ins_pay_status) as MixedOrderNotice['insurancePart'],
  };
  const payload = Object.fromEntries(
    LEDGER_FIELDS.filter((name) => body[name] !== undefined).map((name) => [name, body[name]]),
  );
  const eventId = `${status}:${notifyId}`;

  if (status === 'SUCCESS') {
    const medTransId = str(body.med_trans_id);
    if (!medTransId || !Number.isInteger(body.total_fee) || !Number.isInteger(body.paid_time))
      throw new NotifyRejectedError('payment notify lacks its facts');
    return {
      event: {
        kind: 'paid',
        eventId,
        outTradeNo,
        providerTradeNo: medTransId,
        amountFen: body.total_fee as number,
        paidAt: new Date((body.paid_time as number) * 1000),
        payload,
      },
      notice,
    };
  }
  const outRefundNo = str(body.out_refund_no);
  if (status === 'REFUND' && outRefundNo)
    return {
      event: {
        kind: 'refund',
        eventId,
        outTradeNo,
        outRefundNo,
        status: 'success',
        providerRefundNo: outRefundNo,
        payload,
      },
      notice,
    };
  return { event: { kind: 'ignored', eventId, outTradeNo, payload }, notice };
}
