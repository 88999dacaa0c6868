import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  extraPayments,
  paymentOrders,
  sandboxNotifies,
  sandboxTrades,
  sideEffects,
} from '../../../src/db/schema/index.ts';
import {
  closeOrder,
  preparePayment,
  type PaymentOrder,
} from '../../../src/modules/payments/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  drainOutbox,
  newOrder,
  orderNow,
  signInPayer,
  submitCashier,
  type Payer,
} from './helpers.ts';

let t: TestApp;
let payer: Payer;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0' } });
  payer = await signInPayer(t.app, 'WXGZH');
});
afterAll(() => t.close());

/** The page asking to pay: it always reads the order afresh, as the route does. */
const prepare = async (order: PaymentOrder, host: 'WXGZH' | 'WXAPP') =>
  preparePayment(t.app, await orderNow(t.app, order.id), {
    host,
    userId: payer.userId,
    returnUrl: '/pay/wxPaySuccess',
  });

async function wechatCashier(order: PaymentOrder): Promise<string> {
  const params = await prepare(order, 'WXGZH');
  if (params.channel !== 'wechat_jsapi' || !params.sandboxCashierUrl) throw new Error('wechat');
  return params.sandboxCashierUrl;
}

async function alipayCashier(order: PaymentOrder): Promise<string> {
  const params = await prepare(order, 'WXAPP');
  if (params.channel !== 'cashier') throw new Error(params.channel);
  const gateway = await t.app.inject(params.cashierUrl);
  return String(gateway.headers.location);
}

const tradeOf = async (order: PaymentOrder, provider: 'wechat' | 'alipay') => {
  const [trade] = await t.db
    .select()
    .from(sandboxTrades)
    .where(
      and(eq(sandboxTrades.outTradeNo, order.outTradeNo), eq(sandboxTrades.provider, provider)),
    );
  return trade;
};

/** Every notify the sandbox providers have queued: one per payment they took. */
const notifies = () => t.db.$count(sandboxNotifies);

describe('opening the other provider’s cashier', () => {
  it('closes the WeChat trade first, so only the Alipay payment takes money', async () => {
    const order = await newOrder(t.app, payer.userId, { amountFen: 1250 });
    const sent = await notifies();
    const wechat = await wechatCashier(order);
    const alipay = await alipayCashier(order);
    expect(await tradeOf(order, 'wechat')).toMatchObject({ status: 'CLOSED', paidAt: null });

    const page = await t.app.inject(wechat);
    expect(page.body).toContain('该订单已关闭，无法支付');
    expect(page.body).not.toContain('sandbox-pay-confirm');
    expect((await submitCashier(t.app, wechat)).statusCode).toBe(303);
    expect(await tradeOf(order, 'wechat')).toMatchObject({ status: 'CLOSED', paidAt: null });

    expect((await submitCashier(t.app, alipay)).statusCode).toBe(303);
    expect(await tradeOf(order, 'alipay')).toMatchObject({ status: 'SUCCESS' });
    expect(await orderNow(t.app, order.id)).toMatchObject({
      status: 'paid',
      channel: 'alipay_wap',
    });
    expect(await notifies()).toBe(sent + 1);
    expect(await t.db.$count(extraPayments, eq(extraPayments.orderId, order.id))).toBe(0);
  });

  it('keeps the Alipay cashier when the payer goes back to the WeChat trade it closed', async () => {
    const order = await newOrder(t.app, payer.userId);
    await wechatCashier(order);
    const alipay = await alipayCashier(order);
    await expect(prepare(order, 'WXGZH')).rejects.toMatchObject({
      statusCode: 409,
      code: 'TRADE_CLOSED',
      message: '该订单已改用支付宝支付，请在支付宝中完成支付',
    });
    expect(await tradeOf(order, 'alipay')).toMatchObject({ status: 'NOTPAY' });
    expect((await submitCashier(t.app, alipay)).statusCode).toBe(303);
    expect(await orderNow(t.app, order.id)).toMatchObject({
      status: 'paid',
      channel: 'alipay_wap',
    });
  });

  it('closes a WeChat trade that was never opened without refusing the Alipay cashier', async () => {
    const order = await newOrder(t.app, payer.userId);
    await t.db
      .update(paymentOrders)
      .set({ channel: 'wechat_jsapi' })
      .where(eq(paymentOrders.id, order.id));
    const alipay = await alipayCashier(order);
    expect((await submitCashier(t.app, alipay)).statusCode).toBe(303);
    expect(await orderNow(t.app, order.id)).toMatchObject({ status: 'paid' });
  });

  it('refuses with ORDER_PAID when the WeChat trade was paid between the query and the close', async () => {
    const order = await newOrder(t.app, payer.userId);
    const wechat = await wechatCashier(order);
    const gateway = t.app.payments.wechat;
    if (!gateway) throw new Error('no wechat gateway');
    // The query sees the trade unpaid; the payer confirms before the close arrives.
    const query = vi.spyOn(gateway, 'queryTrade').mockImplementationOnce(async () => {
      await submitCashier(t.app, wechat);
      await t.db
        .update(paymentOrders)
        .set({ status: 'pending', providerTradeNo: null, paidAt: null })
        .where(eq(paymentOrders.id, order.id));
      return { state: 'pending' };
    });
    try {
      await expect(prepare(order, 'WXAPP')).rejects.toMatchObject({ code: 'ORDER_PAID' });
    } finally {
      query.mockRestore();
    }
    expect(await tradeOf(order, 'wechat')).toMatchObject({ status: 'SUCCESS' });
    expect(await orderNow(t.app, order.id)).toMatchObject({
      status: 'paid',
      channel: 'wechat_jsapi',
    });
    expect(await tradeOf(order, 'alipay')).toBeUndefined();
  });
});

describe('closing an order', () => {
  it('writes the close of its trade with it, which the worker carries out once', async () => {
    const order = await newOrder(t.app, payer.userId);
    const sent = await notifies();
    const wechat = await wechatCashier(order);
    expect(await t.db.transaction((tx) => closeOrder(tx, order.id))).toBe(true);
    const [effect] = await t.db
      .select()
      .from(sideEffects)
      .where(eq(sideEffects.dedupeKey, `close-trade:${order.id}:wechat`));
    expect(effect).toMatchObject({
      kind: 'close-trade',
      payload: { orderId: order.id, provider: 'wechat' },
    });
    expect(await tradeOf(order, 'wechat')).toMatchObject({ status: 'NOTPAY' });

    await drainOutbox(t.app);
    expect(await tradeOf(order, 'wechat')).toMatchObject({ status: 'CLOSED' });
    await submitCashier(t.app, wechat);
    expect(await tradeOf(order, 'wechat')).toMatchObject({ status: 'CLOSED', paidAt: null });
    expect(await notifies()).toBe(sent);
  });

  it('writes no close for an order whose cashier was never opened', async () => {
    const order = await newOrder(t.app, payer.userId);
    expect(await t.db.transaction((tx) => closeOrder(tx, order.id))).toBe(true);
    expect(
      await t.db.$count(sideEffects, eq(sideEffects.dedupeKey, `close-trade:${order.id}:wechat`)),
    ).toBe(0);
  });
});
