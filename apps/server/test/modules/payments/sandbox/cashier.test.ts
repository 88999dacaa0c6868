import { createVerify } from 'node:crypto';
import type { ServerSource } from '@hospital/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onPaymentEvent, preparePayment } from '../../../../src/modules/payments/index.ts';
import { sandboxWechatPay } from '../../../../src/providers/sandbox-wechat-pay.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { eventsFor, newOrder, orderNow, signInPayer, submitCashier } from '../helpers.ts';

const RETURN = '/pay/wxPaySuccess?id=7';

let t: TestApp;
let paid: number[];
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0' } });
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

async function confirm(cashierUrl: string) {
  const page = await t.app.inject(cashierUrl);
  expect(page.statusCode).toBe(200);
  return submitCashier(t.app, cashierUrl);
}

/** A new payer's order, prepared for `host` with the cashier returning to RETURN. */
async function prepare(payerHost: 'WXGZH' | 'ZFBSHH', host: ServerSource, amountFen?: number) {
  const payer = await signInPayer(t.app, payerHost);
  const order = await newOrder(t.app, payer.userId, amountFen ? { amountFen } : {});
  const params = await preparePayment(t.app, order, {
    host,
    userId: payer.userId,
    returnUrl: RETURN,
  });
  return { order, params };
}

describe('sandbox cashier, WeChat JSAPI', () => {
  it('pays through the signed prepay, the cashier and the encrypted notify', async () => {
    const { order, params } = await prepare('WXGZH', 'WXGZH');
    if (params.channel !== 'wechat_jsapi') throw new Error(params.channel);
    expect(params.package).toMatch(/^prepay_id=wx\d+/);
    const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    expect(
      createVerify('RSA-SHA256')
        .update(message)
        .verify(sandboxWechatPay().merchant.publicKey, params.paySign, 'base64'),
    ).toBe(true);

    const page = await t.app.inject(params.sandboxCashierUrl ?? '');
    expect(page.body).toContain('沙箱收银台');
    expect(page.body).toContain('¥12.50');
    expect(page.body).toContain('仁和医院-体检预约');
    expect(page.body).toContain('data-testid="sandbox-pay-cancel"');

    const back = await confirm(params.sandboxCashierUrl ?? '');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(RETURN);
    const after = await orderNow(t.app, order.id);
    expect(after).toMatchObject({ status: 'paid', channel: 'wechat_jsapi' });
    expect(after.providerTradeNo).toMatch(/^4200\d+/);
    expect(paid).toEqual([order.id]);
    expect(await eventsFor(t.app, order.id)).toBe(1);
  });

  it('leaves the order pending when the payer cancels', async () => {
    const { order, params } = await prepare('WXGZH', 'WXGZH');
    if (params.channel !== 'wechat_jsapi') throw new Error(params.channel);
    const url = new URL(params.sandboxCashierUrl ?? '', 'http://app.test');
    const back = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${url.searchParams.toString()}&decision=cancel`,
    });
    expect(back.statusCode).toBe(303);
    expect((await orderNow(t.app, order.id)).status).toBe('pending');
    expect(paid).toEqual([]);
  });
});

describe('sandbox cashier, Alipay', () => {
  it('pays a trade.create trade through the cashier and the signed form notify', async () => {
    const { order, params } = await prepare('ZFBSHH', 'ZFBSHH', 1005);
    if (params.channel !== 'alipay_trade') throw new Error(params.channel);
    expect(params.tradeNO).toMatch(/^2025\d+/);
    const page = await t.app.inject(params.sandboxCashierUrl ?? '');
    expect(page.body).toContain('¥10.05');
    await confirm(params.sandboxCashierUrl ?? '');
    expect(await orderNow(t.app, order.id)).toMatchObject({
      status: 'paid',
      channel: 'alipay_trade',
    });
    expect(paid).toEqual([order.id]);
  });

  it('sends a plain browser through the signed wap.pay address to the cashier', async () => {
    const { order, params } = await prepare('WXGZH', 'WXAPP');
    if (params.channel !== 'cashier') throw new Error(params.channel);
    const gateway = await t.app.inject(params.cashierUrl);
    expect(gateway.statusCode).toBe(302);
    const cashierUrl = String(gateway.headers.location);
    expect(cashierUrl).toMatch(/^\/sandbox\/pay\/cashier\?/);
    await confirm(cashierUrl);
    expect(await orderNow(t.app, order.id)).toMatchObject({
      status: 'paid',
      channel: 'alipay_wap',
    });
  });

  it('refuses a wap.pay address whose signature was tampered with', async () => {
    const { params } = await prepare('WXGZH', 'WXAPP');
    if (params.channel !== 'cashier') throw new Error(params.channel);
    const response = await t.app.inject(params.cashierUrl.replace('12.50', '0.01'));
    expect(response.statusCode).toBe(400);
  });
});
