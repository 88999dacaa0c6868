import type { KeyObject } from 'node:crypto';
import { NotifyRejectedError, yuanToFen, type NotifyEvent } from '../gateway.ts';
import { signingString, verifyRsa2 } from '../../../../providers/alipay/rsa2.ts';

const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);
/** Facts worth keeping in the ledger; buyer ids and logon names stay out. */
const LEDGER_FIELDS = [
  'notify_id',
  'notify_time',
  'app_id',
  'trade_no',
  'out_trade_no',
  'out_biz_no',
  'trade_status',
  'total_amount',
  'refund_fee',
  'gmt_payment',
  'gmt_refund',
];

/** The signed string: every field but sign and sign_type, sorted, `k=v&...`, decoded values. */
export function notifySigningString(form: Record<string, string>): string {
  const { sign: _sign, sign_type: _signType, ...rest } = form;
  return signingString(rest);
}

/**
 * Verifies an Alipay asynchronous notify (form fields, already URL-decoded) with the Alipay
 * public key and checks it is for our app.
 */
export function readAlipayNotify(
  form: Record<string, string>,
  merchant: { appId: string; alipayPublicKey: KeyObject; now: () => number },
): NotifyEvent {
  if (!form.sign || !verifyRsa2(notifySigningString(form), form.sign, merchant.alipayPublicKey))
    throw new NotifyRejectedError('signature does not verify');
  if (form.app_id !== merchant.appId) throw new NotifyRejectedError('another app');
  const outTradeNo = form.out_trade_no ?? '';
  const payload = Object.fromEntries(
    LEDGER_FIELDS.filter((name) => form[name] !== undefined).map((name) => [name, form[name]]),
  );
  const status = form.trade_status ?? '';
  const baseId = form.notify_id ?? `${form.trade_no ?? ''}:${status}`;

  if (form.out_biz_no && form.refund_fee) {
    return {
      kind: 'refund',
      eventId: `refund:${baseId}`,
      outTradeNo,
      outRefundNo: form.out_biz_no,
      status: 'success',
      ...(form.trade_no && { providerRefundNo: form.trade_no }),
      payload,
    };
  }
  if (PAID_STATES.has(status)) {
    const amountFen = yuanToFen(form.total_amount ?? '');
    if (amountFen === undefined || !form.trade_no)
      throw new NotifyRejectedError('payment notify lacks its facts');
    return {
      kind: 'paid',
      eventId: `${status}:${baseId}`,
      outTradeNo,
      providerTradeNo: form.trade_no,
      amountFen,
      paidAt: form.gmt_payment
        ? new Date(`${form.gmt_payment.replace(' ', 'T')}+08:00`)
        : new Date(merchant.now()),
      payload,
    };
  }
  return { kind: 'ignored', eventId: `${status}:${baseId}`, outTradeNo, payload };
}
