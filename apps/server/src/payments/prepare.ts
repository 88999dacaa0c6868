import type { ClientPayParams, PaymentChannel, ServerSource } from '@hospital/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { paymentOrders, userIdentities } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/http-error.ts';
import { sandboxCashierUrl } from './gateways.ts';
import type { PaymentOrder } from './orders.ts';
import { payUnavailable } from './plugin.ts';

export interface PrepareOptions {
  host: ServerSource;
  userId: number;
  /** Where the payer comes back to after paying (the app's success page). */
  returnUrl: string;
}

async function payerId(
  db: Database,
  userId: number,
  provider: 'wechat_oa' | 'alipay',
): Promise<string> {
  const [identity] = await db
    .select({ subject: userIdentities.subject })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
  if (!identity) {
    const app = provider === 'alipay' ? '支付宝' : '微信';
    throw conflict(`请在${app}中重新登录后再支付`, 'PAYER_UNKNOWN');
  }
  return identity.subject;
}

function assertPayable(order: PaymentOrder, userId: number): void {
  if (order.userId !== userId) throw notFound('支付订单不存在');
  if (order.status === 'paid' || order.status.includes('refunded'))
    throw conflict('订单已支付', 'ORDER_PAID');
  if (order.status === 'closed' || order.expiresAt.getTime() <= Date.now())
    throw conflict('订单已超时关闭，请重新下单', 'ORDER_CLOSED');
}

/**
 * The parameters the page pays with, the way its host pays: WeChat JSAPI in the WeChat
 * browser, Alipay tradePay in the Alipay browser, a cashier redirect anywhere else.
 */
export async function preparePayment(
  app: FastifyInstance,
  order: PaymentOrder,
  options: PrepareOptions,
): Promise<ClientPayParams> {
  assertPayable(order, options.userId);
  const { wechat, alipay, viaSandbox } = app.payments;
  const base = {
    outTradeNo: order.outTradeNo,
    description: order.description,
    amountFen: order.amountFen,
    expiresAt: order.expiresAt,
  };
  const useChannel = (channel: PaymentChannel) =>
    app.db.update(paymentOrders).set({ channel }).where(eq(paymentOrders.id, order.id));

  if (options.host === 'WXGZH') {
    if (!wechat) throw payUnavailable();
    const openid = await payerId(app.db, order.userId, 'wechat_oa');
    const prepayId = await wechat.jsapiPrepay({ ...base, openid });
    await useChannel('wechat_jsapi');
    return {
      channel: 'wechat_jsapi',
      ...wechat.payParams(prepayId),
      ...(viaSandbox.wechat && {
        sandboxCashierUrl: sandboxCashierUrl(prepayId, options.returnUrl),
      }),
    };
  }
  if (!alipay) throw payUnavailable();
  if (options.host === 'ZFBSHH') {
    const buyerId = await payerId(app.db, order.userId, 'alipay');
    const tradeNO = await alipay.createTrade({ ...base, buyerId });
    await useChannel('alipay_trade');
    return {
      channel: 'alipay_trade',
      tradeNO,
      ...(viaSandbox.alipay && {
        sandboxCashierUrl: sandboxCashierUrl(tradeNO, options.returnUrl),
      }),
    };
  }
  // The native app and plain browsers (and the mini-program web-view, which cannot pay
  // itself) go to the Alipay phone-web cashier.
  await useChannel('alipay_wap');
  return {
    channel: 'cashier',
    cashierUrl: alipay.wapPayUrl({
      ...base,
      returnUrl: options.returnUrl,
      quitUrl: options.returnUrl,
    }),
  };
}
