import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAlipayPayClient } from '../../../src/modules/payments/providers/alipay/client.ts';
import { signingString, signRsa2, verifyRsa2 } from '../../../src/providers/alipay/rsa2.ts';
import { HostApiError, type Fetch } from '../../../src/providers/types.ts';
import { createWechatPayClient } from '../../../src/modules/payments/providers/wechat-pay/client.ts';
import { sandboxWechatPay } from '../../../src/providers/sandbox-wechat-pay.ts';
import {
  parseAuthorization,
  platformSignatureHeaders,
  signedMessage,
  verifySha256WithRsa,
} from '../../../src/modules/payments/providers/wechat-pay/signing.ts';
import { testNow } from '../../helpers/test-clock.ts';

const OUT_TRADE_NO = 'P20250301100000ABCDEF123456';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** A fetch that records each request and answers with what `reply` makes of it. */
function fakeFetch(reply: (sent: Sent) => Response): { fetch: Fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetch: Fetch = (url, init) => {
    const request = {
      url,
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : '',
    };
    sent.push(request);
    return Promise.resolve(reply(request));
  };
  return { fetch, sent };
}

describe('the WeChat Pay client closing a trade', () => {
  const twin = sandboxWechatPay();
  const signedAnswer = (status: number, body?: object) => {
    const text = body === undefined ? '' : JSON.stringify(body);
    const headers = platformSignatureHeaders(
      text,
      { serial: twin.platformSerial, privateKey: twin.platform.privateKey },
      '1740794400',
    );
    return new Response(status === 204 ? null : text, { status, headers });
  };
  const client = (fetch: Fetch) =>
    createWechatPayClient({
      appId: 'wx0123456789abcdef',
      mchId: twin.mchId,
      serial: twin.merchantSerial,
      privateKey: twin.merchant.privateKey,
      apiV3Key: twin.apiV3Key,
      platformKeys: new Map([[twin.platformSerial, twin.platform.publicKey]]),
      apiBase: 'https://api.mch.weixin.qq.com',
      notifyUrl: 'https://pay.example.org/api/pay/notify/wechat',
      refundNotifyUrl: 'https://pay.example.org/api/pay/notify/wechat',
      fetch,
      now: testNow,
    });

  it('posts the merchant id, signed, to the close address of the out_trade_no', async () => {
    const { fetch, sent } = fakeFetch(() => signedAnswer(204));
    expect(await client(fetch).close(OUT_TRADE_NO)).toBe('closed');
    const [request] = sent;
    if (!request) throw new Error('nothing sent');
    const path = `/v3/pay/transactions/out-trade-no/${OUT_TRADE_NO}/close`;
    expect(request).toMatchObject({ url: `https://api.mch.weixin.qq.com${path}`, method: 'POST' });
    expect(JSON.parse(request.body)).toEqual({ mchid: twin.mchId });
    const auth = parseAuthorization(request.headers.authorization ?? '');
    if (!auth) throw new Error('no authorization');
    expect(auth).toMatchObject({ mchid: twin.mchId, serial_no: twin.merchantSerial });
    const message = signedMessage('POST', path, auth.timestamp, auth.nonce_str, request.body);
    expect(verifySha256WithRsa(message, auth.signature, twin.merchant.publicKey)).toBe(true);
  });

  it('reads ORDERPAID as paid, an unknown trade as closed and refuses an unsigned answer', async () => {
    const paid = fakeFetch(() => signedAnswer(400, { code: 'ORDERPAID', message: '该订单已支付' }));
    expect(await client(paid.fetch).close(OUT_TRADE_NO)).toBe('paid');
    const unknown = fakeFetch(() =>
      signedAnswer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' }),
    );
    expect(await client(unknown.fetch).close(OUT_TRADE_NO)).toBe('closed');
    const forged = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(client(forged.fetch).close(OUT_TRADE_NO)).rejects.toBeInstanceOf(HostApiError);
    const failing = fakeFetch(() =>
      signedAnswer(500, { code: 'SYSTEM_ERROR', message: '系统错误' }),
    );
    await expect(client(failing.fetch).close(OUT_TRADE_NO)).rejects.toBeInstanceOf(HostApiError);
  });
});

describe('the Alipay client closing a trade', () => {
  const keys = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
  const app = keys();
  const alipay = keys();
  const signedAnswer = (node: object) => {
    const raw = JSON.stringify(node);
    return new Response(
      `{"alipay_trade_close_response":${raw},"sign":"${signRsa2(raw, alipay.privateKey)}"}`,
    );
  };
  const client = (fetch: Fetch) =>
    createAlipayPayClient({
      appId: '2021000000000001',
      privateKey: app.privateKey,
      alipayPublicKey: alipay.publicKey,
      gateway: 'https://openapi.alipay.com/gateway.do',
      browserGateway: 'https://openapi.alipay.com/gateway.do',
      notifyUrl: 'https://pay.example.org/api/pay/notify/alipay',
      fetch,
      now: testNow,
    });
  const business = (subCode: string) =>
    signedAnswer({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: '' });

  it('calls alipay.trade.close with the out_trade_no, RSA2-signed', async () => {
    const { fetch, sent } = fakeFetch(() =>
      signedAnswer({ code: '10000', msg: 'Success', out_trade_no: OUT_TRADE_NO }),
    );
    expect(await client(fetch).close(OUT_TRADE_NO)).toBe('closed');
    const [request] = sent;
    if (!request) throw new Error('nothing sent');
    expect(request).toMatchObject({ url: 'https://openapi.alipay.com/gateway.do', method: 'POST' });
    const params = Object.fromEntries(new URLSearchParams(request.body));
    expect(params).toMatchObject({
      app_id: '2021000000000001',
      method: 'alipay.trade.close',
      sign_type: 'RSA2',
    });
    expect(JSON.parse(params.biz_content ?? '')).toEqual({ out_trade_no: OUT_TRADE_NO });
    expect(verifyRsa2(signingString(params), params.sign ?? '', app.publicKey)).toBe(true);
  });

  it('counts a trade that does not exist as closed and a paid one as paid', async () => {
    expect(await client(fakeFetch(() => business('ACQ.TRADE_NOT_EXIST')).fetch).close('P1')).toBe(
      'closed',
    );
    expect(
      await client(fakeFetch(() => business('ACQ.TRADE_STATUS_ERROR')).fetch).close('P1'),
    ).toBe('paid');
    await expect(
      client(fakeFetch(() => business('ACQ.SYSTEM_ERROR')).fetch).close('P1'),
    ).rejects.toBeInstanceOf(HostApiError);
  });
});
