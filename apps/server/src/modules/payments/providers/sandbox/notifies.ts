import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fenToYuan } from '../gateway.ts';
import { gatewayTimestamp } from '../../../../providers/alipay/auth-client.ts';
import { signingString, signRsa2 } from '../../../../providers/alipay/rsa2.ts';
import { rfc3339 } from '../wechat-pay/client.ts';
import { sandboxWechatPay } from '../../../../providers/sandbox-wechat-pay.ts';
import { encryptResource, platformSignatureHeaders, unixTimestamp } from '../wechat-pay/signing.ts';
import type { OutgoingNotify } from './notify-repository.ts';
import { withNotifies } from './outbox.ts';
import { saveRefund, type SandboxRefund, type SandboxTrade } from './trade-repository.ts';

/** WeChat's notify: the resource AES-256-GCM encrypted, the raw body signed by the platform. */
function wechatNotify(now: Date, eventType: string, summary: string, resource: object) {
  const twin = sandboxWechatPay();
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: rfc3339(now),
    resource_type: 'encrypt-resource',
    event_type: eventType,
    summary,
    resource: encryptResource(
      JSON.stringify(resource),
      twin.apiV3Key,
      eventType.startsWith('REFUND') ? 'refund' : 'transaction',
    ),
  });
  const headers = {
    'content-type': 'application/json',
    ...platformSignatureHeaders(
      body,
      { serial: twin.platformSerial, privateKey: twin.platform.privateKey },
      unixTimestamp(now),
    ),
  };
  return { headers, body, ack: 'http_2xx' as const };
}

/** Alipay's notify: a form signed with the Alipay key over the sorted fields. */
function alipayNotify(app: FastifyInstance, now: Date, fields: Record<string, string>) {
  const sandbox = app.providers.sandbox;
  if (!sandbox) throw new Error('sandbox is off');
  const form: Record<string, string> = {
    notify_time: gatewayTimestamp(now.getTime()),
    notify_type: 'trade_status_sync',
    notify_id: randomUUID().replaceAll('-', ''),
    app_id: sandbox.alipay.appId,
    charset: 'utf-8',
    version: '1.0',
    ...fields,
  };
  form.sign = signRsa2(signingString(form), sandbox.alipay.alipay.privateKey);
  form.sign_type = 'RSA2';
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: new URLSearchParams(form).toString(),
    ack: 'text_success' as const,
  };
}

/** What the provider tells the merchant once the payer paid. */
export function paidNotify(app: FastifyInstance, trade: SandboxTrade): OutgoingNotify {
  const now = app.clock.now();
  const paidAt = trade.paidAt ?? now;
  const notify =
    trade.provider === 'wechat'
      ? wechatNotify(now, 'TRANSACTION.SUCCESS', '支付成功', {
          mchid: sandboxWechatPay().mchId,
          out_trade_no: trade.outTradeNo,
          transaction_id: trade.transactionId,
          trade_type: 'JSAPI',
          trade_state: 'SUCCESS',
          trade_state_desc: '支付成功',
          success_time: rfc3339(paidAt),
          payer: { openid: trade.payer },
          amount: { total: trade.amountFen, payer_total: trade.amountFen, currency: 'CNY' },
        })
      : alipayNotify(app, now, {
          trade_no: trade.transactionId,
          out_trade_no: trade.outTradeNo,
          trade_status: 'TRADE_SUCCESS',
          total_amount: fenToYuan(trade.amountFen),
          receipt_amount: fenToYuan(trade.amountFen),
          buyer_id: trade.payer,
          gmt_payment: gatewayTimestamp(paidAt.getTime()),
          subject: trade.description,
        });
  return { url: trade.notifyUrl, ...notify };
}

/** What the provider tells the merchant once a refund went through. */
export function refundedNotify(
  app: FastifyInstance,
  trade: SandboxTrade,
  refund: { outRefundNo: string; refundId: string; amountFen: number },
): OutgoingNotify {
  const now = app.clock.now();
  const notify =
    trade.provider === 'wechat'
      ? wechatNotify(now, 'REFUND.SUCCESS', '退款成功', {
          mchid: sandboxWechatPay().mchId,
          out_trade_no: trade.outTradeNo,
          transaction_id: trade.transactionId,
          out_refund_no: refund.outRefundNo,
          refund_id: refund.refundId,
          refund_status: 'SUCCESS',
          success_time: rfc3339(now),
          amount: {
            total: trade.amountFen,
            refund: refund.amountFen,
            payer_total: trade.amountFen,
            payer_refund: refund.amountFen,
          },
        })
      : alipayNotify(app, now, {
          trade_no: trade.transactionId,
          out_trade_no: trade.outTradeNo,
          out_biz_no: refund.outRefundNo,
          trade_status: 'TRADE_SUCCESS',
          total_amount: fenToYuan(trade.amountFen),
          refund_fee: fenToYuan(refund.amountFen),
          gmt_refund: gatewayTimestamp(now.getTime()),
        });
  return { url: trade.notifyUrl, ...notify };
}

/**
 * Refunds the trade once per out_refund_no, with its notify in the same transaction;
 * answers the refund kept under that number (a repeat gets the first one back).
 */
export function recordRefund(
  app: FastifyInstance,
  trade: SandboxTrade,
  outRefundNo: string,
  refund: SandboxRefund,
): Promise<SandboxRefund> {
  return withNotifies(app, async (tx, queue) => {
    const saved = await saveRefund(tx, trade, outRefundNo, refund, app.clock.now());
    if (saved.created) await queue(refundedNotify(app, trade, { outRefundNo, ...saved.refund }));
    return saved.refund;
  });
}
