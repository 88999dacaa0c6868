import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onPaymentEvent } from '../../../src/modules/payments/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  alipayPaidNotify,
  eventsFor,
  newOrder,
  orderNow,
  postAlipayNotify,
  postWechatNotify,
  signInPayer,
  wechatPaidNotify,
} from './helpers.ts';

let t: TestApp;
let userId: number;
let paid: number[];
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0' } });
  userId = (await signInPayer(t.app)).userId;
  onPaymentEvent('exam', {
    paid: (_tx, order) => {
      paid.push(order.id);
      return Promise.resolve();
    },
  });
});
beforeEach(() => {
  paid = [];
});
afterAll(() => t.close());

describe('POST /api/pay/notify/wechat', () => {
  it('changes the order once and keeps one ledger row when the same notify comes 20 times', async () => {
    const order = await newOrder(t.app, userId);
    const notify = wechatPaidNotify(order);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postWechatNotify(t.app, notify)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(204));
    expect(await orderNow(t.app, order.id)).toMatchObject({ status: 'paid' });
    expect(paid).toEqual([order.id]);
    expect(await eventsFor(t.app, order.id)).toBe(1);
  });

  it('refuses a notify whose amount differs from the order and changes nothing', async () => {
    const order = await newOrder(t.app, userId);
    const response = await postWechatNotify(t.app, wechatPaidNotify(order, { amountFen: 1 }));
    expect(response.statusCode).toBe(400);
    expect(await orderNow(t.app, order.id)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await eventsFor(t.app, order.id)).toBe(0);
    expect(paid).toEqual([]);
  });

  it('rejects a notify whose body was altered after signing', async () => {
    const order = await newOrder(t.app, userId);
    const notify = wechatPaidNotify(order);
    const response = await postWechatNotify(t.app, {
      ...notify,
      body: notify.body.replace('支付成功', '支付成功 '),
    });
    expect(response.statusCode).toBe(401);
    expect((await orderNow(t.app, order.id)).status).toBe('pending');
  });

  it('rejects a notify signed by an unknown platform serial', async () => {
    const order = await newOrder(t.app, userId);
    const notify = wechatPaidNotify(order);
    const response = await postWechatNotify(t.app, {
      ...notify,
      headers: { ...notify.headers, 'wechatpay-serial': 'PUB_KEY_ID_UNKNOWN' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('rejects a notify for an order we do not have', async () => {
    const order = await newOrder(t.app, userId);
    const response = await postWechatNotify(
      t.app,
      wechatPaidNotify({ ...order, outTradeNo: 'P00000000000000000000000000' }),
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/pay/notify/alipay', () => {
  it('answers success and pays once for TRADE_SUCCESS then TRADE_FINISHED', async () => {
    const order = await newOrder(t.app, userId, { amountFen: 1250 });
    const success = await postAlipayNotify(t.app, alipayPaidNotify(t.app, order));
    const finished = await postAlipayNotify(
      t.app,
      alipayPaidNotify(t.app, order, { trade_status: 'TRADE_FINISHED' }),
    );
    expect([success.body, finished.body]).toEqual(['success', 'success']);
    expect(await orderNow(t.app, order.id)).toMatchObject({ status: 'paid' });
    expect(paid).toEqual([order.id]);
  });

  it('refuses a tampered total_amount with fail and no change', async () => {
    const order = await newOrder(t.app, userId, { amountFen: 1250 });
    const form = alipayPaidNotify(t.app, order).replace('total_amount=12.50', 'total_amount=0.01');
    const response = await postAlipayNotify(t.app, form);
    expect(response.body).toBe('fail');
    expect((await orderNow(t.app, order.id)).status).toBe('pending');
  });

  it('refuses a correctly signed notify whose amount is not the order amount', async () => {
    const order = await newOrder(t.app, userId, { amountFen: 1250 });
    const response = await postAlipayNotify(
      t.app,
      alipayPaidNotify(t.app, order, { total_amount: '1.25' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('fail');
    expect((await orderNow(t.app, order.id)).status).toBe('pending');
  });

  it('refuses a notify for another app id', async () => {
    const order = await newOrder(t.app, userId);
    const response = await postAlipayNotify(
      t.app,
      alipayPaidNotify(t.app, order, { app_id: '2021000000000000' }),
    );
    expect(response.body).toBe('fail');
  });
});
