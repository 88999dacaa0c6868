import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fenToYuan, yuanToFen } from '../gateway.ts';
import { SANDBOX_ALIPAY_PAY_GATEWAY, sandboxCashierUrl } from '../gateways.ts';
import { gatewayTimestamp } from '../../../../providers/alipay/auth-client.ts';
import { signingString, signRsa2, verifyRsa2 } from '../../../../providers/alipay/rsa2.ts';
import { SANDBOX_ORIGIN, type SandboxHosts } from '../../../../providers/sandbox-hosts.ts';
import { billLines } from './bill-repository.ts';
import { alipayBillZip } from './bills.ts';
import { field, HOST_API } from '../../../sandbox/index.ts';
import { recordRefund } from './notifies.ts';
import {
  findTradeByOutTradeNo,
  providerNumber,
  refundedFen,
  saveTrade,
  settleTrade,
  type SandboxTrade,
} from './trade-repository.ts';

type Node = Record<string, unknown>;

/** Where the twin's bill download address points; real Alipay's is a signed short-lived URL. */
const SANDBOX_ALIPAY_BILL_PATH = '/sandbox/alipay-pay/bill';

/** A biz_content field as text; anything but a string or number is taken as absent. */
const text = (node: Node, name: string): string => {
  const value = node[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};
const SUCCESS = { code: '10000', msg: 'Success' };
const business = (sub_code: string, sub_msg: string) => ({
  code: '40004',
  msg: 'Business Failed',
  sub_code,
  sub_msg,
});

function allParams(request: FastifyRequest): Record<string, string> {
  const params: Record<string, string> = {};
  for (const source of [request.query, request.body]) {
    if (typeof source !== 'object' || source === null) continue;
    for (const name of Object.keys(source)) params[name] = field(source, name);
  }
  return params;
}

/**
 * The trade methods of the fake openapi.alipay.com/gateway.do, beside the sign-in one:
 * trade.create, trade.wap.pay (the browser lands here), trade.query, trade.close and
 * trade.refund.
 */
export function alipayTradeGateway(app: FastifyInstance, sandbox: SandboxHosts): void {
  const { alipay } = sandbox;

  const answer = (reply: FastifyReply, method: string, node: Node) => {
    const raw = JSON.stringify(node);
    const sign = signRsa2(raw, alipay.alipay.privateKey);
    const name =
      node.code === '40002' ? 'error_response' : `${method.replaceAll('.', '_')}_response`;
    return reply
      .header('content-type', 'application/json;charset=utf-8')
      .send(`{"${name}":${raw},"sign":"${sign}"}`);
  };

  const read = (request: FastifyRequest) => {
    const params = allParams(request);
    let biz: Node = {};
    try {
      biz = JSON.parse(params.biz_content ?? '{}') as Node;
    } catch {
      biz = {};
    }
    const valid =
      params.app_id === alipay.appId &&
      params.sign_type === 'RSA2' &&
      verifyRsa2(signingString(params), params.sign ?? '', alipay.app.publicKey);
    return { params, biz, valid };
  };

  const openTrade = async (params: Record<string, string>, biz: Node) => {
    const amountFen = yuanToFen(text(biz, 'total_amount'));
    const outTradeNo = biz.out_trade_no;
    if (typeof outTradeNo !== 'string' || outTradeNo.length > 64 || !amountFen) return undefined;
    const existing = await findTradeByOutTradeNo(app.db, 'alipay', outTradeNo);
    if (existing) return existing.amountFen === amountFen ? existing : undefined;
    const trade: SandboxTrade = {
      id: providerNumber('2025'),
      provider: 'alipay',
      outTradeNo,
      amountFen,
      description: text(biz, 'subject'),
      notifyUrl: params.notify_url ?? '',
      payer: typeof biz.buyer_id === 'string' ? biz.buyer_id : '2088000000000000',
      status: 'NOTPAY',
      transactionId: '',
      paidAt: null,
      refunds: {},
    };
    trade.transactionId = trade.id;
    await saveTrade(app.db, trade);
    return trade;
  };

  const close = async (biz: Node): Promise<Node> => {
    const trade = await findTradeByOutTradeNo(app.db, 'alipay', text(biz, 'out_trade_no'));
    if (!trade) return business('ACQ.TRADE_NOT_EXIST', '交易不存在');
    // Only a trade waiting for the payer closes; a paid or closed one answers its status.
    if (!(await settleTrade(app.db, trade.id, { status: 'CLOSED' })))
      return business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    return { ...SUCCESS, trade_no: trade.id, out_trade_no: trade.outTradeNo };
  };

  const refund = async (biz: Node): Promise<Node> => {
    const trade = await findTradeByOutTradeNo(app.db, 'alipay', text(biz, 'out_trade_no'));
    if (!trade) return business('ACQ.TRADE_NOT_EXIST', '交易不存在');
    const outRequestNo = text(biz, 'out_request_no') || trade.outTradeNo;
    const amountFen = yuanToFen(text(biz, 'refund_amount'));
    const known = trade.refunds[outRequestNo];
    const view = (fundChange: 'Y' | 'N') => ({
      ...SUCCESS,
      trade_no: trade.transactionId,
      out_trade_no: trade.outTradeNo,
      refund_fee: fenToYuan(refundedFen(trade)),
      fund_change: fundChange,
      gmt_refund_pay: gatewayTimestamp(app.clock.now().getTime()),
    });
    if (known) return view('N');
    if (trade.status !== 'SUCCESS') return business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    if (!amountFen || refundedFen(trade) + amountFen > trade.amountFen)
      return business('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
    await recordRefund(app, trade, outRequestNo, { refundId: providerNumber('2025'), amountFen });
    return view('Y');
  };

  const billAddress = async (biz: Node): Promise<Node> => {
    const date = text(biz, 'bill_date');
    if (text(biz, 'bill_type') !== 'trade' || !/^\d{4}-\d{2}-\d{2}$/.test(date))
      return business('isv.invalid-parameter', '参数无效');
    if ((await billLines(app.db, 'alipay', date)).length === 0)
      return business('isp.bill_not_exist', '账单不存在');
    return {
      ...SUCCESS,
      bill_download_url: `${SANDBOX_ORIGIN}${SANDBOX_ALIPAY_BILL_PATH}?${new URLSearchParams({ date }).toString()}`,
    };
  };

  app.get<{ Querystring: Record<string, string | undefined> }>(
    SANDBOX_ALIPAY_BILL_PATH,
    HOST_API,
    async (request, reply) => {
      const date = request.query.date ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
        return reply.code(404).type('text/plain; charset=utf-8').send('账单不存在');
      const zip = alipayBillZip(await billLines(app.db, 'alipay', date), alipay.appId, date);
      return reply.type('application/zip').send(Buffer.from(zip));
    },
  );

  app.post(SANDBOX_ALIPAY_PAY_GATEWAY, HOST_API, async (request, reply) => {
    const { params, biz, valid } = read(request);
    const method = params.method ?? '';
    if (!valid)
      return answer(reply, method, {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: '验签出错',
      });
    if (method === 'alipay.trade.create') {
      const trade = await openTrade(params, biz);
      if (!trade) return answer(reply, method, business('ACQ.INVALID_PARAMETER', '参数无效'));
      if (trade.status === 'SUCCESS')
        return answer(reply, method, business('ACQ.TRADE_HAS_SUCCESS', '交易已被支付'));
      if (trade.status === 'CLOSED')
        return answer(reply, method, business('ACQ.TRADE_HAS_CLOSE', '交易已经关闭'));
      return answer(reply, method, {
        ...SUCCESS,
        out_trade_no: trade.outTradeNo,
        trade_no: trade.id,
      });
    }
    if (method === 'alipay.trade.query') {
      const trade = await findTradeByOutTradeNo(app.db, 'alipay', text(biz, 'out_trade_no'));
      if (!trade) return answer(reply, method, business('ACQ.TRADE_NOT_EXIST', '交易不存在'));
      return answer(reply, method, {
        ...SUCCESS,
        trade_no: trade.id,
        out_trade_no: trade.outTradeNo,
        trade_status:
          trade.status === 'SUCCESS'
            ? 'TRADE_SUCCESS'
            : trade.status === 'CLOSED'
              ? 'TRADE_CLOSED'
              : 'WAIT_BUYER_PAY',
        total_amount: fenToYuan(trade.amountFen),
        ...(trade.paidAt && { send_pay_date: gatewayTimestamp(trade.paidAt.getTime()) }),
      });
    }
    if (method === 'alipay.trade.close') return answer(reply, method, await close(biz));
    if (method === 'alipay.trade.refund') return answer(reply, method, await refund(biz));
    if (method === 'alipay.data.dataservice.bill.downloadurl.query')
      return answer(reply, method, await billAddress(biz));
    return answer(reply, method, {
      code: '40002',
      msg: 'Invalid Arguments',
      sub_code: 'isv.invalid-method',
      sub_msg: '不存在的方法名',
    });
  });

  // wap.pay is a page the payer's browser opens with the signed parameters in the query.
  app.get(SANDBOX_ALIPAY_PAY_GATEWAY, HOST_API, async (request, reply) => {
    const { params, biz, valid } = read(request);
    if (!valid || params.method !== 'alipay.trade.wap.pay')
      return reply.code(400).type('text/plain; charset=utf-8').send('验签出错或方法不支持');
    const trade = await openTrade(params, biz);
    if (!trade) return reply.code(400).type('text/plain; charset=utf-8').send('参数无效');
    return reply.redirect(sandboxCashierUrl(trade.id, params.return_url ?? ''));
  });
}
