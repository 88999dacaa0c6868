import type { KeyObject } from 'node:crypto';
import { NotifyRejectedError, type NotifyEvent } from '../gateway.ts';
import { decryptResource, verifyPlatformSignature, type EncryptedResource } from './signing.ts';

type Headers = Record<string, string | string[] | undefined>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps what the ledger needs to explain a transition, without the payer's openid. */
function ledgerPayload(notify: Record<string, unknown>, resource: Record<string, unknown>) {
  const { payer: _payer, ...facts } = resource;
  return {
    id: notify.id,
    event_type: notify.event_type,
    create_time: notify.create_time,
    resource: facts,
  };
}

/**
 * Verifies a WeChat Pay notify over the raw body with the platform key named by
 * Wechatpay-Serial, then decrypts its resource with the APIv3 key.
 */
export function readWechatNotify(
  headers: Headers,
  rawBody: string,
  merchant: {
    mchId: string;
    apiV3Key: string;
    platformKeys: ReadonlyMap<string, KeyObject>;
    now: () => number;
  },
): NotifyEvent {
  if (!verifyPlatformSignature(headers, rawBody, merchant.platformKeys))
    throw new NotifyRejectedError('signature does not verify');
  let notify: unknown;
  try {
    notify = JSON.parse(rawBody);
  } catch {
    throw new NotifyRejectedError('body is not JSON');
  }
  if (!isObject(notify) || typeof notify.id !== 'string' || !isObject(notify.resource))
    throw new NotifyRejectedError('not a notify');
  let resource: Record<string, unknown>;
  try {
    const plain: unknown = JSON.parse(
      decryptResource(notify.resource as unknown as EncryptedResource, merchant.apiV3Key),
    );
    if (!isObject(plain)) throw new Error('resource is not an object');
    resource = plain;
  } catch {
    throw new NotifyRejectedError('resource does not decrypt');
  }
  if (resource.mchid !== merchant.mchId) throw new NotifyRejectedError('another merchant');
  const eventId = `${String(notify.event_type)}:${notify.id}`;
  const payload = ledgerPayload(notify, resource);
  const outTradeNo = typeof resource.out_trade_no === 'string' ? resource.out_trade_no : '';
  const eventType = notify.event_type;

  if (eventType === 'TRANSACTION.SUCCESS' && resource.trade_state === 'SUCCESS') {
    const amount = resource.amount as { total?: unknown } | undefined;
    if (typeof resource.transaction_id !== 'string' || typeof amount?.total !== 'number')
      throw new NotifyRejectedError('payment notify lacks its facts');
    return {
      kind: 'paid',
      eventId,
      outTradeNo,
      providerTradeNo: resource.transaction_id,
      amountFen: amount.total,
      paidAt:
        typeof resource.success_time === 'string'
          ? new Date(resource.success_time)
          : new Date(merchant.now()),
      payload,
    };
  }
  if (typeof eventType === 'string' && eventType.startsWith('REFUND.')) {
    if (typeof resource.out_refund_no !== 'string')
      throw new NotifyRejectedError('refund notify lacks out_refund_no');
    return {
      kind: 'refund',
      eventId,
      outTradeNo,
      outRefundNo: resource.out_refund_no,
      status: resource.refund_status === 'SUCCESS' ? 'success' : 'failed',
      ...(typeof resource.refund_id === 'string' && { providerRefundNo: resource.refund_id }),
      payload,
    };
  }
  return { kind: 'ignored', eventId, outTradeNo, payload };
}
