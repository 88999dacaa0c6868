import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  fenToYuan,
  NotifyRejectedError,
  yuanToFen,
} from '../../../src/modules/payments/providers/gateway.ts';
import { readAlipayNotify } from '../../../src/modules/payments/providers/alipay/notify.ts';
import { signingString, signRsa2 } from '../../../src/providers/alipay/rsa2.ts';
import { readWechatNotify } from '../../../src/modules/payments/providers/wechat-pay/notify.ts';
import {
  authorizationHeader,
  decryptResource,
  encryptResource,
  parseAuthorization,
  signedMessage,
  verifySha256WithRsa,
} from '../../../src/modules/payments/providers/wechat-pay/signing.ts';
import { sandboxWechatPay } from '../../../src/providers/sandbox-wechat-pay.ts';
import { testNow } from '../../helpers/test-clock.ts';
import { wechatPaidNotify } from './helpers.ts';

const twin = sandboxWechatPay();
const merchant = {
  mchId: twin.mchId,
  apiV3Key: twin.apiV3Key,
  platformKeys: new Map([[twin.platformSerial, twin.platform.publicKey]]),
  now: testNow,
};
const order = { outTradeNo: 'P20250301100000ABCDEF123456', amountFen: 1250 } as Parameters<
  typeof wechatPaidNotify
>[0];

describe('WeChat Pay v3 signing', () => {
  it('signs METHOD\\nPATH?QUERY\\nTIMESTAMP\\nNONCE\\nBODY\\n into the Authorization header', () => {
    const header = authorizationHeader(
      {
        method: 'GET',
        pathWithQuery: '/v3/pay/transactions/out-trade-no/P1?mchid=1900000109',
        body: '',
      },
      { mchId: twin.mchId, serial: twin.merchantSerial, privateKey: twin.merchant.privateKey },
      '1554208460',
      '593BEC0C930BF1AFEB40B4A08C8FB242',
    );
    const parsed = parseAuthorization(header);
    expect(parsed).toMatchObject({
      mchid: twin.mchId,
      timestamp: '1554208460',
      serial_no: twin.merchantSerial,
    });
    const message =
      'GET\n/v3/pay/transactions/out-trade-no/P1?mchid=1900000109\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n';
    expect(
      signedMessage(
        'GET',
        '/v3/pay/transactions/out-trade-no/P1?mchid=1900000109',
        '1554208460',
        '593BEC0C930BF1AFEB40B4A08C8FB242',
        '',
      ),
    ).toBe(message);
    expect(verifySha256WithRsa(message, parsed?.signature ?? '', twin.merchant.publicKey)).toBe(
      true,
    );
    expect(
      verifySha256WithRsa(
        message.replace('GET', 'POST'),
        parsed?.signature ?? '',
        twin.merchant.publicKey,
      ),
    ).toBe(false);
  });

  it('decrypts an AES-256-GCM resource and refuses a tampered ciphertext or AAD', () => {
    const resource = encryptResource('{"out_trade_no":"P1"}', twin.apiV3Key, 'transaction');
    expect(decryptResource(resource, twin.apiV3Key)).toBe('{"out_trade_no":"P1"}');
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(() =>
      decryptResource({ ...resource, ciphertext: bytes.toString('base64') }, twin.apiV3Key),
    ).toThrow();
    expect(() =>
      decryptResource({ ...resource, associated_data: 'refund' }, twin.apiV3Key),
    ).toThrow();
  });

  it('reads a signed notify into a payment and rejects a forged signature', () => {
    const notify = wechatPaidNotify(order);
    expect(readWechatNotify(notify.headers, notify.body, merchant)).toMatchObject({
      kind: 'paid',
      outTradeNo: order.outTradeNo,
      amountFen: 1250,
    });
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = { ...notify.headers, 'wechatpay-signature': signRsa2('x', other) };
    expect(() => readWechatNotify(forged, notify.body, merchant)).toThrow(NotifyRejectedError);
  });
});

describe('Alipay notify verification', () => {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signed = (form: Record<string, string>) => ({
    ...form,
    sign: signRsa2(signingString(form), keys.privateKey),
    sign_type: 'RSA2',
  });
  const fields = {
    notify_id: 'n1',
    app_id: '9021000000000001',
    trade_no: '2025030122001',
    out_trade_no: 'P1',
    trade_status: 'TRADE_SUCCESS',
    total_amount: '12.50',
  };
  const alipay = { appId: '9021000000000001', alipayPublicKey: keys.publicKey, now: testNow };

  it('verifies over the sorted fields without sign and sign_type, amount in yuan', () => {
    expect(readAlipayNotify(signed(fields), alipay)).toMatchObject({
      kind: 'paid',
      amountFen: 1250,
    });
  });

  it('rejects a changed field and a waiting trade is no payment', () => {
    expect(() => readAlipayNotify({ ...signed(fields), total_amount: '0.01' }, alipay)).toThrow(
      NotifyRejectedError,
    );
    expect(
      readAlipayNotify(signed({ ...fields, trade_status: 'WAIT_BUYER_PAY' }), alipay).kind,
    ).toBe('ignored');
  });
});

describe('yuan and fen', () => {
  it('converts exactly both ways', () => {
    expect([fenToYuan(1250), fenToYuan(5), fenToYuan(100000)]).toEqual([
      '12.50',
      '0.05',
      '1000.00',
    ]);
    expect([yuanToFen('12.50'), yuanToFen('12.5'), yuanToFen('0.01'), yuanToFen('7')]).toEqual([
      1250, 1250, 1, 700,
    ]);
    expect([yuanToFen('1.234'), yuanToFen('-1'), yuanToFen('1e3')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
