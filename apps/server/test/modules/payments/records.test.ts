import { PaymentSubjectTypeSchema, type PaymentRecord } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemRefundReason } from '../../../src/modules/payments/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { newOrder, payWithWechat, refundAndSend, signInPayer, type Payer } from './helpers.ts';

let t: TestApp;
let owner: Payer;
let stranger: Payer;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0' } });
  owner = await signInPayer(t.app);
  stranger = await signInPayer(t.app);
});
afterAll(() => t.close());

describe('GET /api/outpatient/getPaymentList', () => {
  it("lists the account's own payments newest first with what was refunded", async () => {
    const older = await newOrder(t.app, owner.userId, { amountFen: 1250 });
    await payWithWechat(t.app, older);
    await refundAndSend(t.app, older.id, { amountFen: 250, reason: '部分退款' });
    const newer = await newOrder(t.app, owner.userId, { amountFen: 800 });
    await newOrder(t.app, stranger.userId);

    const response = await t.app.inject({
      url: '/api/outpatient/getPaymentList',
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ id: number }[]>();
    expect(list.map((record) => record.id)).toEqual([newer.id, older.id]);
    expect(list[1]).toMatchObject({
      status: 'partially_refunded',
      amountFen: 1250,
      refundedFen: 250,
      channel: 'wechat_jsapi',
    });
    expect(list[1]).toHaveProperty('paidAt', expect.stringMatching(/^\d{4}-/));
    expect(list[0]).toMatchObject({ status: 'pending', paidAt: null, refundedFen: 0 });
  });

  it('lists every kind of payment the account has, each paid in cash without a split', async () => {
    const payer = await signInPayer(t.app);
    const kinds = PaymentSubjectTypeSchema.options;
    for (const subjectType of kinds) await newOrder(t.app, payer.userId, { subjectType });
    const response = await t.app.inject({
      url: '/api/outpatient/getPaymentList',
      headers: payer.headers,
    });
    const list = response.json<PaymentRecord[]>();
    expect(list.map((record) => record.subjectType).sort()).toEqual([...kinds].sort());
    expect(list.every((record) => record.insuranceSplit === null)).toBe(true);
  });

  it('needs a signed-in account', async () => {
    const response = await t.app.inject('/api/outpatient/getPaymentList');
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/outpatient/:id/getOutpatPayDetail', () => {
  it('shows one payment with its refunds', async () => {
    const order = await newOrder(t.app, owner.userId);
    await payWithWechat(t.app, order);
    await refundAndSend(t.app, order.id, { amountFen: 1250, reason: '取消挂号' });
    const response = await t.app.inject({
      url: `/api/outpatient/${order.id}/getOutpatPayDetail`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: order.id,
      status: 'refunded',
      refundedFen: 1250,
      refunds: [{ amountFen: 1250, status: 'success', reason: '取消挂号', reasonKey: null }],
    });
    expect(response.json()).toHaveProperty('providerTradeNo', expect.stringMatching(/^4200/));
  });

  it('gives the key of a reason the server wrote, beside its Chinese, for the app to word', async () => {
    const order = await newOrder(t.app, owner.userId);
    await payWithWechat(t.app, order);
    await refundAndSend(t.app, order.id, { amountFen: 1250, ...systemRefundReason('latePayment') });
    const response = await t.app.inject({
      url: `/api/outpatient/${order.id}/getOutpatPayDetail`,
      headers: owner.headers,
    });
    expect(response.json()).toMatchObject({
      refunds: [{ reason: '订单已超时关闭，自动退款', reasonKey: 'latePayment' }],
    });
  });

  it("answers 404 for another account's payment", async () => {
    const order = await newOrder(t.app, stranger.userId);
    const response = await t.app.inject({
      url: `/api/outpatient/${order.id}/getOutpatPayDetail`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 naming the field for a bad id', async () => {
    const response = await t.app.inject({
      url: '/api/outpatient/abc/getOutpatPayDetail',
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'id' });
  });
});
