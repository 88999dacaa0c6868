import { JsapiConfigSchema, OaConfigSchema } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJsapi } from '../../../src/providers/wechat/jsapi-signature.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, testNow, type TestApp } from '../../helpers/test-app.ts';

let testApp: TestApp;
let user: SignedIn;
beforeAll(async () => {
  testApp = await createTestApp();
  user = await signIn(testApp.app);
});
afterAll(() => testApp.close());

const jsapiConfig = (query: string, headers: Record<string, string> = user.headers) =>
  testApp.app.inject({ url: `/api/wx-api/jsapi-config${query}`, headers });

describe('GET /api/wx-api/oa-config', () => {
  it('tells the web app where to sign in, without a bearer token', async () => {
    const response = await testApp.app.inject('/api/wx-api/oa-config');
    expect(response.statusCode).toBe(200);
    expect(OaConfigSchema.parse(response.json())).toEqual({
      appid: 'wxsandbox0a000001',
      authorizeUrl: '/sandbox/wechat/connect/oauth2/authorize',
      alipayAppId: '9021000000000001',
      alipayAuthorizeUrl: '/sandbox/alipay/oauth2/publicAppAuthorize.htm',
    });
  });

  it('names the real WeChat pages when an official account is configured', async () => {
    const real = await createTestApp({
      env: { WECHAT_APPID: 'wxreal', WECHAT_SECRET: 'secret', SANDBOX: '0' },
    });
    try {
      expect((await real.app.inject('/api/wx-api/oa-config')).json()).toMatchObject({
        appid: 'wxreal',
        authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
        alipayAppId: null,
      });
    } finally {
      await real.close();
    }
  });
});

describe('GET /api/wx-api/jsapi-config', () => {
  it('signs the page address by the JS-SDK algorithm', async () => {
    const url = 'https://hospital.example/registerPages/registerPage?dept=1#top';
    const response = await jsapiConfig(`?url=${encodeURIComponent(url)}`);
    expect(response.statusCode).toBe(200);
    const config = JsapiConfigSchema.parse(response.json());
    const ticket = (await testApp.app.store.get(`wechat:jsapi-ticket:${config.appId}`)) ?? '';
    expect(config.signature).toBe(
      signJsapi({
        jsapi_ticket: ticket,
        noncestr: config.nonceStr,
        timestamp: config.timestamp,
        url,
      }),
    );
    expect(config.timestamp).toBe(Math.floor(testNow() / 1000));
  });

  it('signs without a bearer token, as the home page needs it before sign-in', async () => {
    const response = await jsapiConfig('?url=https%3A%2F%2Fhospital.example%2F', {});
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['missing', ''],
    ['empty', '?url='],
    ['not an address', '?url=hello'],
    ['a javascript: address', '?url=javascript%3Aalert(1)'],
    ['an ftp address', '?url=ftp%3A%2F%2Fhospital.example%2F'],
  ])('rejects a url that is %s with 400 naming url', async (_, query) => {
    const response = await jsapiConfig(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'url' });
    expect(response.json<{ message: string }>().message).toContain('url');
  });

  it('answers 503 when no official account and no sandbox are configured', async () => {
    const bare = await createTestApp({ env: { SANDBOX: '0' } });
    try {
      const appUser = await signIn(bare.app, { host: 'WXAPP' });
      const response = await bare.app.inject({
        url: '/api/wx-api/jsapi-config?url=https%3A%2F%2Fhospital.example%2F',
        headers: appUser.headers,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: '未配置微信公众号' });
    } finally {
      await bare.close();
    }
  });
});
