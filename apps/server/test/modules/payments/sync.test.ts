import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPaymentEvent, queryAndSync } from '../../../src/modules/payments/index.ts';
import {
  authorizationHeader,
  unixTimestamp,
} from '../../../src/modules/payments/providers/wechat-pay/signing.ts';
import { sandboxWechatPay } from '../../../src/providers/sandbox-wechat-pay.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { eventsFor, newOrder, orderNow, payWithWechat, signInPayer } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0' } });
});
afterAll(() => t.close());

describe('queryAndSync', () => {
  it('asks WeChat Pay about an order whose notify did not get through and applies it once', async () => {
    let failNotify = true;
    const paid: number[] = [];
    onPaymentEvent('inpatient_deposit', {
      paid: (_tx, order) => {
        if (failNotify) return Promise.reject(new Error('not now'));
        paid.push(order.id);
        return Promise.resolve();
      },
    });
    const { userId } = await signInPayer(t.app);
    const order = await newOrder(t.app, userId, { subjectType: 'inpatient_deposit' });
    await payWithWechat(t.app, order);
    expect((await orderNow(t.app, order.id)).status).toBe('pending');

    failNotify = false;
    expect(await queryAndSync(t.app, order.id)).toMatchObject({ status: 'paid' });
    expect(await queryAndSync(t.app, order.id)).toMatchObject({ status: 'paid' });
    expect(paid).toEqual([order.id]);
    expect(await eventsFor(t.app, order.id)).toBe(1);
  });

  it('leaves an unpaid order pending', async () => {
    const { userId } = await signInPayer(t.app);
    const order = await newOrder(t.app, userId);
    expect(await queryAndSync(t.app, order.id)).toMatchObject({ status: 'pending' });
  });
});

describe('sandbox WeChat Pay API', () => {
  it('refuses a request signed with a key other than the merchant key', async () => {
    const body = JSON.stringify({ appid: 'x' });
    const path = '/sandbox/wxpay/v3/pay/transactions/jsapi';
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const twin = sandboxWechatPay();
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        authorization: authorizationHeader(
          { method: 'POST', pathWithQuery: path, body },
          { mchId: twin.mchId, serial: twin.merchantSerial, privateKey: stranger },
          unixTimestamp(t.app.clock.now()),
        ),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SIGN_ERROR' });
  });
});
