import { createHash, randomBytes, type KeyObject } from 'node:crypto';
import {
  TradeClosedError,
  type CashierPage,
  type CloseOutcome,
  type PaymentGateway,
  type RefundOutcome,
  type TradeState,
} from '../gateway.ts';
import { HostApiError, type Fetch } from '../../../../providers/types.ts';
import { parseTradeBill } from './bill.ts';
import { authorizationHeader, paySign, unixTimestamp, verifyPlatformSignature } from './signing.ts';

export interface WechatPayMerchant {
  appId: string;
  mchId: string;
  /** Serial of the merchant API certificate the private key belongs to. */
  serial: string;
  privateKey: KeyObject;
  apiV3Key: string;
  /** Platform keys by serial (certificate serial or PUB_KEY_ID_...). */
  platformKeys: ReadonlyMap<string, KeyObject>;
  apiBase: string;
  /** https, no query: WeChat refuses anything else. */
  notifyUrl: string;
  refundNotifyUrl: string;
  fetch: Fetch;
  /** Milliseconds since the epoch: requests and pay parameters are timestamped. */
  now: () => number;
  /** Set for the sandbox twin, whose payer pays on the sandbox's cashier page. */
  cashierPage?: CashierPage;
}

export interface JsapiPrepay {
  outTradeNo: string;
  description: string;
  amountFen: number;
  openid: string;
  expiresAt: Date;
}

export interface JsapiPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

export interface WechatPayClient extends PaymentGateway {
  merchant: WechatPayMerchant;
  jsapiPrepay(order: JsapiPrepay): Promise<string>;
  payParams(prepayId: string): JsapiPayParams;
}

const DESCRIPTION_MAX = 127;

function parseObject(text: string, path: string): Record<string, unknown> {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new HostApiError(`wechat pay answered non-JSON: ${path}`);
  return value as Record<string, unknown>;
}

/** RFC 3339 in Beijing time, as WeChat writes it. */
export function rfc3339(date: Date): string {
  return `${new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

/** The WeChat Pay API v3 for a JSAPI merchant: every request signed, every answer verified. */
export function createWechatPayClient(merchant: WechatPayMerchant): WechatPayClient {
  /** A signed request to an absolute URL; the answer unread. */
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    // The signature covers the path as the server receives it, query included.
    const target = new URL(url);
    try {
      return await merchant.fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: authorizationHeader(
            { method, pathWithQuery: target.pathname + target.search, body },
            merchant,
            unixTimestamp(new Date(merchant.now())),
          ),
        },
        ...(payload !== undefined && { body }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new HostApiError(`wechat pay unreachable: ${target.pathname}`, { cause: error });
    }
  };

  const call = async (method: 'GET' | 'POST', path: string, payload?: object) => {
    const response = await send(method, merchant.apiBase.replace(/\/+$/, '') + path, payload);
    const text = await response.text();
    if (!verifyPlatformSignature(Object.fromEntries(response.headers), text, merchant.platformKeys))
      throw new HostApiError(`wechat pay answer signature does not verify: ${path}`);
    return { status: response.status, json: parseObject(text, path) };
  };

  const expectOk = (status: number, json: Record<string, unknown>, path: string) => {
    if (status >= 200 && status < 300) return json;
    throw new HostApiError(
      `wechat pay ${path}: HTTP ${status} ${typeof json.code === 'string' ? json.code : ''}`,
    );
  };

  return {
    provider: 'wechat',
    merchant,

    async jsapiPrepay(order) {
      const path = '/v3/pay/transactions/jsapi';
      const { status, json } = await call('POST', path, {
        appid: merchant.appId,
        mchid: merchant.mchId,
        description: order.description.slice(0, DESCRIPTION_MAX),
        out_trade_no: order.outTradeNo,
        time_expire: rfc3339(order.expiresAt),
        notify_url: merchant.notifyUrl,
        amount: { total: order.amountFen, currency: 'CNY' },
        payer: { openid: order.openid },
      });
      if (json.code === 'ORDER_CLOSED') throw new TradeClosedError(order.outTradeNo);
      const prepayId = expectOk(status, json, path).prepay_id;
      if (typeof prepayId !== 'string') throw new HostApiError('wechat pay: no prepay_id');
      return prepayId;
    },

    payParams(prepayId) {
      const params = {
        appId: merchant.appId,
        timeStamp: unixTimestamp(new Date(merchant.now())),
        nonceStr: randomBytes(16).toString('hex'),
        package: `prepay_id=${prepayId}`,
      };
      return { ...params, signType: 'RSA', paySign: paySign(params, merchant.privateKey) };
    },

    async openCashier(request) {
      if (request.channel !== 'wechat_jsapi' || request.payerId === null)
        throw new Error(`WeChat Pay opens JSAPI trades for a known payer, not ${request.channel}`);
      const prepayId = await this.jsapiPrepay({
        outTradeNo: request.outTradeNo,
        description: request.description,
        amountFen: request.amountFen,
        expiresAt: request.expiresAt,
        openid: request.payerId,
      });
      return {
        channel: 'wechat_jsapi',
        ...this.payParams(prepayId),
        ...(merchant.cashierPage && {
          sandboxCashierUrl: merchant.cashierPage(prepayId, request.returnUrl),
        }),
      };
    },

    async queryTrade(outTradeNo): Promise<TradeState> {
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${merchant.mchId}`;
      const { status, json } = await call('GET', path);
      if (status === 404) return { state: 'unknown' };
      const trade = expectOk(status, json, path);
      const amount = trade.amount as { total?: unknown } | undefined;
      const state = trade.trade_state;
      return {
        state:
          state === 'SUCCESS' || state === 'REFUND'
            ? 'paid'
            : state === 'CLOSED' || state === 'REVOKED' || state === 'PAYERROR'
              ? 'closed'
              : 'pending',
        ...(typeof trade.transaction_id === 'string' && { providerTradeNo: trade.transaction_id }),
        ...(typeof amount?.total === 'number' && { amountFen: amount.total }),
        ...(typeof trade.success_time === 'string' && { paidAt: new Date(trade.success_time) }),
      };
    },

    async close(outTradeNo): Promise<CloseOutcome> {
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`;
      const { status, json } = await call('POST', path, { mchid: merchant.mchId });
      if (json.code === 'ORDERPAID') return 'paid';
      // Never opened (no trade under the number) or closed before: nothing can be paid.
      if (status === 404 || json.code === 'ORDER_CLOSED') return 'closed';
      expectOk(status, json, path);
      return 'closed';
    },

    async refund(request): Promise<RefundOutcome> {
      const path = '/v3/refund/domestic/refunds';
      const { status, json } = await call('POST', path, {
        out_trade_no: request.outTradeNo,
        out_refund_no: request.outRefundNo,
        reason: request.reason,
        notify_url: merchant.refundNotifyUrl,
        amount: { refund: request.refundFen, total: request.totalFen, currency: 'CNY' },
      });
      // A business refusal (4xx with a code) is final; a transport or 5xx error is retried.
      if (status >= 400 && status < 500) return { status: 'failed' };
      const refund = expectOk(status, json, path);
      const providerRefundNo =
        typeof refund.refund_id === 'string' ? { providerRefundNo: refund.refund_id } : {};
      if (refund.status === 'SUCCESS') return { status: 'success', ...providerRefundNo };
      if (refund.status === 'PROCESSING') return { status: 'processing', ...providerRefundNo };
      return { status: 'failed', ...providerRefundNo };
    },

    async downloadBill(date) {
      const path = `/v3/bill/tradebill?bill_date=${date}&bill_type=ALL`;
      const { status, json } = await call('GET', path);
      // No payment and no refund that day: WeChat makes no bill.
      if (json.code === 'NO_STATEMENT_EXIST') return [];
      const { download_url: url, hash_value: hash } = expectOk(status, json, path);
      if (typeof url !== 'string' || typeof hash !== 'string')
        throw new HostApiError('wechat pay: no bill download_url');
      // The file itself is not signed; its SHA-1 from the signed answer vouches for it.
      const response = await send('GET', url);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200 || createHash('sha1').update(bytes).digest('hex') !== hash)
        throw new HostApiError(`wechat pay bill download failed: HTTP ${response.status}`);
      return parseTradeBill(bytes.toString('utf8'));
    },
  };
}
