import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_WXPAY_BASE } from '../gateways.ts';
import { SANDBOX_ORIGIN, SANDBOX_WECHAT_APPID } from '../../../../providers/sandbox-hosts.ts';
import { billLines } from './bill-repository.ts';
import { wechatBillCsv } from './bills.ts';
import { rfc3339 } from '../wechat-pay/client.ts';
import { sandboxWechatPay } from '../../../../providers/sandbox-wechat-pay.ts';
import {
  parseAuthorization,
  platformSignatureHeaders,
  signedMessage,
  unixTimestamp,
  verifySha256WithRsa,
} from '../wechat-pay/signing.ts';
import { HOST_API } from '../../../sandbox/index.ts';
import { recordRefund } from './notifies.ts';
import {
  findTradeByOutTradeNo,
  providerNumber,
  refundedFen,
  saveTrade,
  settleTrade,
  type SandboxTrade,
} from './trade-repository.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every answer, errors included, is signed with the platform key as WeChat does. */
function answer(reply: FastifyReply, status: number, body: Json | undefined) {
  const twin = sandboxWechatPay();
  const text = body === undefined ? '' : JSON.stringify(body);
  void reply
    .code(status)
    .headers(
      platformSignatureHeaders(
        text,
        { serial: twin.platformSerial, privateKey: twin.platform.privateKey },
        unixTimestamp(reply.server.clock.now()),
      ),
    )
    .header('content-type', 'application/json');
  return reply.send(text);
}

const fail = (reply: FastifyReply, status: number, code: string, message: string) =>
  answer(reply, status, { code, message });

/** Checks the merchant's request signature over `METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n`. */
function signedByMerchant(request: FastifyRequest, body: string): boolean {
  const twin = sandboxWechatPay();
  const auth = parseAuthorization(String(request.headers.authorization ?? ''));
  if (!auth || auth.mchid !== twin.mchId || auth.serial_no !== twin.merchantSerial) return false;
  const message = signedMessage(request.method, request.url, auth.timestamp, auth.nonce_str, body);
  return verifySha256WithRsa(message, auth.signature, twin.merchant.publicKey);
}

function tradeView(trade: SandboxTrade): Json {
  return {
    appid: SANDBOX_WECHAT_APPID,
    mchid: sandboxWechatPay().mchId,
    out_trade_no: trade.outTradeNo,
    ...(trade.status === 'SUCCESS' && {
      transaction_id: trade.transactionId,
      success_time: trade.paidAt && rfc3339(trade.paidAt),
      payer: { openid: trade.payer },
    }),
    trade_type: 'JSAPI',
    trade_state: Object.keys(trade.refunds).length > 0 ? 'REFUND' : trade.status,
    amount: { total: trade.amountFen, payer_total: trade.amountFen, currency: 'CNY' },
  };
}

/** The fake api.mch.weixin.qq.com v3: JSAPI prepay, order query and close, and refunds. */
export function wxpayApi(app: FastifyInstance, _options: object, done: () => void): void {
  // The request signature covers the body exactly as sent.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
  const readJson = (request: FastifyRequest): Json | undefined => {
    try {
      const value: unknown = JSON.parse(typeof request.body === 'string' ? request.body : '');
      return isObject(value) ? value : undefined;
    } catch {
      return undefined;
    }
  };
  const checked = (request: FastifyRequest, reply: FastifyReply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    if (!signedByMerchant(request, raw)) {
      void fail(reply, 401, 'SIGN_ERROR', '签名错误');
      return undefined;
    }
    const body = request.method === 'GET' ? {} : readJson(request);
    if (!body) void fail(reply, 400, 'PARAM_ERROR', '请求体不是 JSON');
    return body;
  };

  app.post(`${SANDBOX_WXPAY_BASE}/v3/pay/transactions/jsapi`, HOST_API, async (request, reply) => {
    const body = checked(request, reply);
    if (!body) return reply;
    const amount = isObject(body.amount) ? body.amount.total : undefined;
    const openid = isObject(body.payer) ? body.payer.openid : undefined;
    const outTradeNo = body.out_trade_no;
    if (body.appid !== SANDBOX_WECHAT_APPID || body.mchid !== sandboxWechatPay().mchId)
      return fail(reply, 400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    if (
      typeof outTradeNo !== 'string' ||
      outTradeNo.length > 32 ||
      typeof amount !== 'number' ||
      !Number.isInteger(amount) ||
      amount <= 0 ||
      typeof openid !== 'string' ||
      typeof body.description !== 'string' ||
      typeof body.notify_url !== 'string'
    )
      return fail(reply, 400, 'PARAM_ERROR', '参数错误');
    const existing = await findTradeByOutTradeNo(app.db, 'wechat', outTradeNo);
    if (existing?.status === 'SUCCESS') return fail(reply, 400, 'ORDERPAID', '该订单已支付');
    if (existing?.status === 'CLOSED') return fail(reply, 400, 'ORDER_CLOSED', '订单已关闭');
    if (existing && existing.amountFen !== amount)
      return fail(reply, 400, 'INVALID_REQUEST', '同一订单号的金额不可改变');
    const trade: SandboxTrade = existing ?? {
      id: `wx${providerNumber('')}`,
      provider: 'wechat',
      outTradeNo,
      amountFen: amount,
      description: body.description,
      notifyUrl: body.notify_url,
      payer: openid,
      status: 'NOTPAY',
      transactionId: providerNumber('4200'),
      paidAt: null,
      refunds: {},
    };
    await saveTrade(app.db, trade);
    return answer(reply, 200, { prepay_id: trade.id });
  });

  app.get<{ Params: { no: string } }>(
    `${SANDBOX_WXPAY_BASE}/v3/pay/transactions/out-trade-no/:no`,
    HOST_API,
    async (request, reply) => {
      if (!checked(request, reply)) return reply;
      const trade = await findTradeByOutTradeNo(app.db, 'wechat', request.params.no);
      if (!trade) return fail(reply, 404, 'ORDER_NOT_EXIST', '订单不存在');
      return answer(reply, 200, tradeView(trade));
    },
  );

  app.post<{ Params: { no: string } }>(
    `${SANDBOX_WXPAY_BASE}/v3/pay/transactions/out-trade-no/:no/close`,
    HOST_API,
    async (request, reply) => {
      const body = checked(request, reply);
      if (!body) return reply;
      if (body.mchid !== sandboxWechatPay().mchId)
        return fail(reply, 400, 'MCH_NOT_EXISTS', '商户号不存在');
      const trade = await findTradeByOutTradeNo(app.db, 'wechat', request.params.no);
      if (!trade) return fail(reply, 404, 'ORDER_NOT_EXIST', '订单不存在');
      // Closing a closed trade again succeeds; a paid one cannot be closed.
      const closed =
        trade.status === 'CLOSED' || (await settleTrade(app.db, trade.id, { status: 'CLOSED' }));
      if (!closed) return fail(reply, 400, 'ORDERPAID', '该订单已支付');
      return answer(reply, 204, undefined);
    },
  );

  app.post(`${SANDBOX_WXPAY_BASE}/v3/refund/domestic/refunds`, HOST_API, async (request, reply) => {
    const body = checked(request, reply);
    if (!body) return reply;
    const amount = isObject(body.amount) ? body.amount : {};
    const outRefundNo = body.out_refund_no;
    const trade =
      typeof body.out_trade_no === 'string'
        ? await findTradeByOutTradeNo(app.db, 'wechat', body.out_trade_no)
        : undefined;
    if (!trade) return fail(reply, 404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    if (typeof outRefundNo !== 'string' || typeof amount.refund !== 'number')
      return fail(reply, 400, 'PARAM_ERROR', '参数错误');
    const view = (refund: { refundId: string; amountFen: number }) => ({
      refund_id: refund.refundId,
      out_refund_no: outRefundNo,
      out_trade_no: trade.outTradeNo,
      transaction_id: trade.transactionId,
      channel: 'ORIGINAL',
      status: 'SUCCESS',
      success_time: rfc3339(app.clock.now()),
      amount: { total: trade.amountFen, refund: refund.amountFen, currency: 'CNY' },
    });
    // One out_refund_no refunds once: a retry gets the first answer back.
    const known = trade.refunds[outRefundNo];
    if (known) return answer(reply, 200, view(known));
    if (trade.status !== 'SUCCESS') return fail(reply, 400, 'INVALID_REQUEST', '订单未支付');
    if (amount.total !== trade.amountFen || refundedFen(trade) + amount.refund > trade.amountFen)
      return fail(reply, 403, 'NOT_ENOUGH', '退款金额超过可退金额');
    const refund = await recordRefund(app, trade, outRefundNo, {
      refundId: providerNumber('5030'),
      amountFen: amount.refund,
    });
    return answer(reply, 200, view(refund));
  });

  const dayBill = async (date: unknown) =>
    typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? wechatBillCsv(await billLines(app.db, 'wechat', date), sandboxWechatPay().mchId)
      : undefined;

  app.get<{ Querystring: Record<string, string | undefined> }>(
    `${SANDBOX_WXPAY_BASE}/v3/bill/tradebill`,
    HOST_API,
    async (request, reply) => {
      if (!checked(request, reply)) return reply;
      const date = request.query.bill_date;
      const csv = await dayBill(date);
      if (csv === undefined) return fail(reply, 400, 'PARAM_ERROR', '账单日期格式不正确');
      if (csv.split('\r\n').length <= 4)
        return fail(reply, 400, 'NO_STATEMENT_EXIST', '要下载的账单不存在');
      return answer(reply, 200, {
        hash_type: 'SHA1',
        hash_value: createHash('sha1').update(csv).digest('hex'),
        download_url: `${SANDBOX_ORIGIN}${SANDBOX_WXPAY_BASE}/v3/billdownload/file?token=${date}`,
      });
    },
  );

  // The bill file itself comes unsigned, as WeChat sends it.
  app.get<{ Querystring: Record<string, string | undefined> }>(
    `${SANDBOX_WXPAY_BASE}/v3/billdownload/file`,
    HOST_API,
    async (request, reply) => {
      if (!checked(request, reply)) return reply;
      const csv = await dayBill(request.query.token);
      if (csv === undefined) return fail(reply, 404, 'RESOURCE_NOT_EXISTS', '账单不存在');
      return reply.type('text/plain; charset=utf-8').send(csv);
    },
  );
  done();
}
