import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_ALIPAY_APPID,
  SANDBOX_WECHAT_APPID,
} from '../../../src/providers/sandbox-hosts.ts';
import { createSandboxApp, type SandboxApp } from '../../providers/sandbox-app.ts';

const WECHAT = '/sandbox/wechat/connect/oauth2/authorize';
const ALIPAY = '/sandbox/alipay/oauth2/publicAppAuthorize.htm';
const INJECTED = '"><script>alert(1)</script><img src=x onerror=alert(2)>';

const wechatQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    appid: SANDBOX_WECHAT_APPID,
    redirect_uri: 'https://hospital.example/login',
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: 's',
    ...overrides,
  }).toString();
const alipayQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    app_id: SANDBOX_ALIPAY_APPID,
    redirect_uri: 'https://hospital.example/login',
    scope: 'auth_user',
    state: 's',
    ...overrides,
  }).toString();

let sandbox: SandboxApp;
beforeAll(async () => {
  sandbox = await createSandboxApp();
});
afterAll(() => sandbox.app.close());

describe('sandbox consent pages', () => {
  it.each([
    ['WeChat state', `${WECHAT}?${wechatQuery({ state: INJECTED })}`],
    [
      'WeChat redirect_uri',
      `${WECHAT}?${wechatQuery({ redirect_uri: `https://hospital.example/login?x=${INJECTED}` })}`,
    ],
    ['Alipay state', `${ALIPAY}?${alipayQuery({ state: INJECTED })}`],
    [
      'Alipay redirect_uri',
      `${ALIPAY}?${alipayQuery({ redirect_uri: `https://hospital.example/login?x=${INJECTED}` })}`,
    ],
  ])('escapes an injected %s', async (_, url) => {
    const response = await sandbox.app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
    expect(response.body).not.toContain('<img');
    // The value cannot close its attribute and start markup of its own.
    expect(response.body).not.toContain('"><');
  });

  it('shows an injected state as text', async () => {
    const response = await sandbox.app.inject(`${WECHAT}?${wechatQuery({ state: INJECTED })}`);
    expect(response.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('forbids scripts on the page itself', async () => {
    const response = await sandbox.app.inject(`${WECHAT}?${wechatQuery()}`);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).not.toContain('<script');
  });

  it.each([
    [
      'a javascript: redirect_uri',
      wechatQuery({ redirect_uri: 'javascript:alert(1)' }),
      'redirect_uri 参数错误',
    ],
    ['a relative redirect_uri', wechatQuery({ redirect_uri: '/login' }), 'redirect_uri 参数错误'],
    ['another appid', wechatQuery({ appid: 'wx-other' }), 'appid 参数错误'],
    ['an unknown scope', wechatQuery({ scope: 'snsapi_all' }), 'scope 参数错误'],
    ['a wrong response_type', wechatQuery({ response_type: 'token' }), 'response_type 参数错误'],
  ])('answers an error page for %s', async (_, query, message) => {
    const response = await sandbox.app.inject(`${WECHAT}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    expect(response.body).toContain('沙箱环境');
  });

  it('does not issue a code from a forged consent post with a bad redirect_uri', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: ALIPAY,
      payload: `${alipayQuery({ redirect_uri: 'data:text/html,hi' })}&user=lisi&decision=allow`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });
});

describe('sandbox switched off', () => {
  it('mounts no /sandbox routes and leaves the exchangers unconfigured', async () => {
    const off = await createSandboxApp({ SANDBOX: '0' });
    try {
      for (const url of [
        `${WECHAT}?${wechatQuery()}`,
        '/sandbox/wechat/cgi-bin/token',
        `${ALIPAY}?${alipayQuery()}`,
      ]) {
        expect((await off.app.inject(url)).statusCode).toBe(404);
      }
      expect(
        (await off.app.inject({ method: 'POST', url: '/sandbox/alipay/gateway.do' })).statusCode,
      ).toBe(404);
      await expect(off.providers.codeExchangers.WXGZH.exchangeCode('x')).rejects.toThrow('未配置');
      expect(off.providers.jsapi).toBeNull();
    } finally {
      await off.app.close();
    }
  });
});
