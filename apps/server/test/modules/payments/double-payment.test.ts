import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  extraPayments,
  paymentOrders,
  refunds,
  sandboxNotifies,
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
  postWechatNotify,
  signInPayer,
  submitCashier,
  wechatPaidNotify,
  type Payer,
} from './helpers.ts';

let t: TestApp;
let payer: Payer;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0' } });
  payer = await signInPayer(t.app, 'WXGZH');
});
afterAll(() => t.close());

const prepare = (order: PaymentOrder, host: 'WXGZH' | 'WXAPP') =>
  preparePayment(t.app, order, { host, userId: payer.userId, returnUrl: '/pay/wxPaySuccess' });

/** The order open at the WeChat cashier and, in another window, at the Alipay one. */
async function bothCashiers(order: PaymentOrder): Promise<[string, string]> {
  const wechat = await prepare(order, 'WXGZH');
  const alipay = await prepare(order, 'WXAPP');
  if (wechat.channel !== 'wechat_jsapi' || !wechat.sandboxCashierUrl) throw new Error('wechat');
  if (alipay.channel !== 'cashier') throw new Error(alipay.channel);
  const gateway = await t.app.inject(alipay.cashierUrl);
  return [wechat.sandboxCashierUrl, String(gateway.headers.location)];
}

const refundsOf = (orderIds: number[]) =>
  t.db.select().from(refunds).where(inArray(refunds.orderId, orderIds));

describe('an order paid at both cashiers', () => {
  it('keeps one payment of each of 60 orders and refunds the other exactly once', async () => {
    const orders = await Promise.all(
      Array.from({ length: 60 }, () => newOrder(t.app, payer.userId, { amountFen: 1250 })),
    );
    const cashiers = await Promise.all(orders.map(bothCashiers));
    const paid = await Promise.all(cashiers.flat().map((url) => submitCashier(t.app, url)));
    expect(paid.every((response) => response.statusCode === 303)).toBe(true);

    const ids = orders.map((order) => order.id);
    const extras = await t.db
      .select()
      .from(extraPayments)
      .where(inArray(extraPayments.orderId, ids));
    expect(extras).toHaveLength(60);
    expect(new Set(extras.map((extra) => extra.orderId)).size).toBe(60);

    await drainOutbox(t.app);
    await drainOutbox(t.app);
    const rows = await refundsOf(ids);
    expect(rows).toHaveLength(60);
    expect(rows.every((refund) => refund.status === 'success' && refund.amountFen === 1250)).toBe(
      true,
    );
    expect(new Set(rows.map((refund) => refund.extraPaymentId))).toEqual(
      new Set(extras.map((extra) => extra.id)),
    );
    const kept = await t.db.select().from(paymentOrders).where(inArray(paymentOrders.id, ids));
    expect(kept.every((order) => order.status === 'paid')).toBe(true);
    // The refund went back through the cashier that took the extra payment.
    for (const order of kept) {
      const extra = extras.find((row) => row.orderId === order.id);
      expect(extra?.provider).toBe(order.channel === 'wechat_jsapi' ? 'alipay' : 'wechat');
    }
  });

  it('shows the payer the extra payment refunded beside the kept one', async () => {
    const order = await newOrder(t.app, payer.userId, { amountFen: 800 });
    const [wechat, alipay] = await bothCashiers(order);
    await submitCashier(t.app, wechat);
    await submitCashier(t.app, alipay);
    await drainOutbox(t.app);
    const response = await t.app.inject({
      url: `/api/outpatient/${order.id}/getOutpatPayDetail`,
      headers: payer.headers,
    });
    expect(response.json()).toMatchObject({
      status: 'paid',
      amountFen: 800,
      refundedFen: 0,
      refunds: [{ amountFen: 800, status: 'success', reason: '重复支付，自动退款' }],
    });
  });

  it('counts a replayed second payment notify once', async () => {
    const order = await newOrder(t.app, payer.userId);
    await submitCashier(t.app, (await bothCashiers(order))[1]);
    const notify = wechatPaidNotify(await orderNow(t.app, order.id));
    for (let i = 0; i < 5; i += 1)
      expect((await postWechatNotify(t.app, notify)).statusCode).toBe(204);
    expect(await t.db.$count(extraPayments, eq(extraPayments.orderId, order.id))).toBe(1);
    expect(await refundsOf([order.id])).toHaveLength(1);
  });

  it('refuses the second cashier once the first has taken the money', async () => {
    const order = await newOrder(t.app, payer.userId);
    const wechat = await prepare(order, 'WXGZH');
    if (wechat.channel !== 'wechat_jsapi' || !wechat.sandboxCashierUrl) throw new Error('wechat');
    await submitCashier(t.app, wechat.sandboxCashierUrl);
    // As if WeChat's notify had not reached us yet: the order still reads unpaid.
    await t.db
      .update(paymentOrders)
      .set({ status: 'pending', providerTradeNo: null, paidAt: null })
      .where(eq(paymentOrders.id, order.id));
    const unpaid = await orderNow(t.app, order.id);
    await expect(prepare(unpaid, 'WXAPP')).rejects.toMatchObject({ code: 'ORDER_PAID' });
    expect(await orderNow(t.app, order.id)).toMatchObject({
      status: 'paid',
      channel: 'wechat_jsapi',
    });
    expect(await t.db.$count(extraPayments, eq(extraPayments.orderId, order.id))).toBe(0);
  });
});

describe('a payment notified after expiry closed the order', () => {
  it('is refunded once, however often its notify is replayed', async () => {
    const order = await newOrder(t.app, payer.userId);
    const wechat = await prepare(order, 'WXGZH');
    if (wechat.channel !== 'wechat_jsapi' || !wechat.sandboxCashierUrl) throw new Error('wechat');
    expect(await t.db.transaction((tx) => closeOrder(tx, order.id))).toBe(true);
    await submitCashier(t.app, wechat.sandboxCashierUrl);
    const [sent] = await t.db
      .select()
      .from(sandboxNotifies)
      .orderBy(desc(sandboxNotifies.id))
      .limit(1);
    if (!sent) throw new Error('no notify sent');
    for (let i = 0; i < 3; i += 1)
      await postWechatNotify(t.app, { body: sent.body, headers: sent.headers });
    await drainOutbox(t.app);
    expect(await refundsOf([order.id])).toMatchObject([
      { status: 'success', amountFen: order.amountFen, extraPaymentId: null },
    ]);
    expect(
      await t.db.$count(sideEffects, eq(sideEffects.dedupeKey, `refund:${order.outTradeNo}L`)),
    ).toBe(1);
    expect(await orderNow(t.app, order.id)).toMatchObject({ status: 'refunded' });
  });
});
