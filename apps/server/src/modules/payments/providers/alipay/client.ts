import type { KeyObject } from 'node:crypto';
import {
  type CashierPage,
  type CloseOutcome,
  fenToYuan,
  TradeClosedError,
  yuanToFen,
  type PaymentGateway,
  type RefundOutcome,
  type TradeState,
} from '../gateway.ts';
import { parseAlipayBill } from './bill.ts';
import { gatewayTimestamp } from '../../../../providers/alipay/auth-client.ts';
import { readGatewayAnswer } from '../../../../providers/alipay/response.ts';
import { signingString, signRsa2 } from '../../../../providers/alipay/rsa2.ts';
import { fetchText } from '../../../../providers/http.ts';
import { HostApiError, type Fetch } from '../../../../providers/types.ts';

export interface AlipayMerchant {
  appId: string;
  privateKey: KeyObject;
  alipayPublicKey: KeyObject;
  /** Where our server calls the gateway. */
  gateway: string;
  /** Where the payer's browser is sent for wap.pay (the same gateway, or the sandbox's path). */
  browserGateway: string;
  notifyUrl: string;
  fetch: Fetch;
  /** Milliseconds since the epoch: requests are timestamped. */
  now: () => number;
  /** Set for the sandbox twin, whose payer pays on the sandbox's cashier page. */
  cashierPage?: CashierPage;
}

export interface TradeOrder {
  outTradeNo: string;
  description: string;
  amountFen: number;
  expiresAt: Date;
}

export interface AlipayPayClient extends PaymentGateway {
  merchant: AlipayMerchant;
  /** alipay.trade.create for tradePay inside the Alipay app -> trade_no. */
  createTrade(order: TradeOrder & { buyerId: string }): Promise<string>;
  /** alipay.trade.wap.pay: a signed gateway address the payer's browser opens. */
  wapPayUrl(order: TradeOrder & { returnUrl: string; quitUrl: string }): string;
}

const SUBJECT_MAX = 256;

/** Alipay trade methods over the RSA2-signed gateway; every answer's signature is checked. */
export function createAlipayPayClient(merchant: AlipayMerchant): AlipayPayClient {
  const signedParams = (method: string, biz: object, extra: Record<string, string> = {}) => {
    const params: Record<string, string> = {
      app_id: merchant.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: gatewayTimestamp(merchant.now()),
      version: '1.0',
      ...extra,
      biz_content: JSON.stringify(biz),
    };
    params.sign = signRsa2(signingString(params), merchant.privateKey);
    return params;
  };

  const call = async (method: string, biz: object, extra?: Record<string, string>) => {
    const text = await fetchText(merchant.fetch, merchant.gateway, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(signedParams(method, biz, extra)).toString(),
    });
    const { node, isError } = readGatewayAnswer(text, method, merchant.alipayPublicKey);
    return { node, ok: !isError && node.code === '10000' };
  };

  const timeExpire = (date: Date) => gatewayTimestamp(date.getTime());

  return {
    provider: 'alipay',
    merchant,

    async createTrade(order) {
      const { node, ok } = await call(
        'alipay.trade.create',
        {
          out_trade_no: order.outTradeNo,
          total_amount: fenToYuan(order.amountFen),
          subject: order.description.slice(0, SUBJECT_MAX),
          buyer_id: order.buyerId,
          time_expire: timeExpire(order.expiresAt),
        },
        { notify_url: merchant.notifyUrl },
      );
      if (node.sub_code === 'ACQ.TRADE_HAS_CLOSE') throw new TradeClosedError(order.outTradeNo);
      if (!ok || typeof node.trade_no !== 'string')
        throw new HostApiError(`alipay.trade.create: ${String(node.sub_code ?? node.code)}`);
      return node.trade_no;
    },

    async openCashier(request) {
      const trade = {
        outTradeNo: request.outTradeNo,
        description: request.description,
        amountFen: request.amountFen,
        expiresAt: request.expiresAt,
      };
      if (request.channel === 'alipay_wap') {
        const { returnUrl } = request;
        return {
          channel: 'cashier',
          cashierUrl: this.wapPayUrl({ ...trade, returnUrl, quitUrl: returnUrl }),
        };
      }
      if (request.channel !== 'alipay_trade' || request.payerId === null)
        throw new Error(`Alipay opens tradePay for a known buyer, not ${request.channel}`);
      const tradeNO = await this.createTrade({ ...trade, buyerId: request.payerId });
      return {
        channel: 'alipay_trade',
        tradeNO,
        ...(merchant.cashierPage && {
          sandboxCashierUrl: merchant.cashierPage(tradeNO, request.returnUrl),
        }),
      };
    },

    wapPayUrl(order) {
      const params = signedParams(
        'alipay.trade.wap.pay',
        {
          out_trade_no: order.outTradeNo,
          total_amount: fenToYuan(order.amountFen),
          subject: order.description.slice(0, SUBJECT_MAX),
          product_code: 'QUICK_WAP_WAY',
          quit_url: order.quitUrl,
          time_expire: timeExpire(order.expiresAt),
        },
        { notify_url: merchant.notifyUrl, return_url: order.returnUrl },
      );
      return `${merchant.browserGateway}?${new URLSearchParams(params).toString()}`;
    },

    async queryTrade(outTradeNo): Promise<TradeState> {
      const { node, ok } = await call('alipay.trade.query', { out_trade_no: outTradeNo });
      if (!ok) {
        if (node.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'unknown' };
        throw new HostApiError(`alipay.trade.query: ${String(node.sub_code ?? node.code)}`);
      }
      const status = node.trade_status;
      const amountFen =
        typeof node.total_amount === 'string' ? yuanToFen(node.total_amount) : undefined;
      return {
        state:
          status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED'
            ? 'paid'
            : status === 'TRADE_CLOSED'
              ? 'closed'
              : 'pending',
        ...(typeof node.trade_no === 'string' && { providerTradeNo: node.trade_no }),
        ...(amountFen !== undefined && { amountFen }),
        ...(typeof node.send_pay_date === 'string' && {
          paidAt: new Date(`${node.send_pay_date.replace(' ', 'T')}+08:00`),
        }),
      };
    },

    async close(outTradeNo): Promise<CloseOutcome> {
      const { node, ok } = await call('alipay.trade.close', { out_trade_no: outTradeNo });
      if (ok) return 'closed';
      // A trade the payer never opened does not exist yet: there is nothing to pay.
      if (node.sub_code === 'ACQ.TRADE_NOT_EXIST') return 'closed';
      // Only a paid (or already closed) trade refuses to close: the caller's query tells which.
      if (node.sub_code === 'ACQ.TRADE_STATUS_ERROR') return 'paid';
      throw new HostApiError(`alipay.trade.close: ${String(node.sub_code ?? node.code)}`);
    },

    async refund(request): Promise<RefundOutcome> {
      // The same out_request_no refunds once; a repeat answers fund_change "N".
      const { node, ok } = await call('alipay.trade.refund', {
        out_trade_no: request.outTradeNo,
        refund_amount: fenToYuan(request.refundFen),
        out_request_no: request.outRefundNo,
        refund_reason: request.reason,
      });
      if (!ok) {
        if (node.code === '20000') throw new HostApiError('alipay.trade.refund: service busy');
        return { status: 'failed' };
      }
      return {
        status: 'success',
        ...(typeof node.trade_no === 'string' && { providerRefundNo: node.trade_no }),
      };
    },

    async downloadBill(date) {
      const method = 'alipay.data.dataservice.bill.downloadurl.query';
      const { node, ok } = await call(method, { bill_type: 'trade', bill_date: date });
      // No trade that day: Alipay makes no bill.
      if (node.sub_code === 'isp.bill_not_exist') return [];
      if (!ok || typeof node.bill_download_url !== 'string')
        throw new HostApiError(`${method}: ${String(node.sub_code ?? node.code)}`);
      // The address carries its own short-lived signature; the request needs none.
      let response: Response;
      try {
        response = await merchant.fetch(node.bill_download_url, {
          signal: AbortSignal.timeout(30_000),
        });
      } catch (error) {
        throw new HostApiError('alipay bill unreachable', { cause: error });
      }
      if (response.status !== 200)
        throw new HostApiError(`alipay bill download: HTTP ${response.status}`);
      return parseAlipayBill(new Uint8Array(await response.arrayBuffer()));
    },
  };
}
