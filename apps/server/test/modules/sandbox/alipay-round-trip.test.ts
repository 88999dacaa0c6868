import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_ALIPAY_APPID } from '../../../src/providers/sandbox-hosts.ts';
import { createSandboxApp, type SandboxApp } from '../../providers/sandbox-app.ts';

const AUTHORIZE = '/sandbox/alipay/oauth2/publicAppAuthorize.htm';
const REDIRECT = 'http://localhost:5173/login';

const authorizeQuery = (scope: string) =>
  new URLSearchParams({
    app_id: SANDBOX_ALIPAY_APPID,
    scope,
    redirect_uri: REDIRECT,
    state: 'zfb',
  });

let sandbox: SandboxApp;
beforeEach(async () => {
  sandbox = await createSandboxApp();
});
afterEach(() => sandbox.app.close());

async function consent(decision: string) {
  const response = await sandbox.app.inject({
    method: 'POST',
    url: AUTHORIZE,
    payload: `${authorizeQuery('auth_user').toString()}&user=wangfang&decision=${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string);
}

describe('sandbox Alipay web auth', () => {
  it('shows an Alipay-looking consent page that says it is a sandbox', async () => {
    const response = await sandbox.app.inject(
      `${AUTHORIZE}?${authorizeQuery('auth_user').toString()}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('沙箱环境 · 模拟支付宝授权');
    expect(response.body).toContain('id="sandbox-confirm"');
  });

  it('gives an auth_code that the real client exchanges through the signed gateway', async () => {
    const back = await consent('allow');
    expect(back.searchParams.get('app_id')).toBe(SANDBOX_ALIPAY_APPID);
    expect(back.searchParams.get('scope')).toBe('auth_user');
    expect(back.searchParams.get('state')).toBe('zfb');
    const identity = await sandbox.providers.codeExchangers.ZFBSHH.exchangeCode(
      back.searchParams.get('auth_code') ?? '',
    );
    expect(identity.provider).toBe('alipay');
    expect(identity.subject).toMatch(/^2088\d{12}$/);
    expect(sandbox.hostCalls).toEqual(['/sandbox/alipay/gateway.do']);
  });

  it('returns without an auth_code when the user cancels', async () => {
    const back = await consent('deny');
    expect(back.searchParams.has('auth_code')).toBe(false);
    expect(back.searchParams.get('state')).toBe('zfb');
  });

  it('redirects at once for auth_base', async () => {
    const response = await sandbox.app.inject(
      `${AUTHORIZE}?${authorizeQuery('auth_base').toString()}`,
    );
    expect(response.statusCode).toBe(302);
    expect(new URL(response.headers.location as string).searchParams.get('auth_code')).toMatch(
      /^[0-9a-f]{32}$/,
    );
  });
});

describe('sandbox Alipay gateway', () => {
  it('refuses a request whose signature does not verify', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/alipay/gateway.do',
      payload: new URLSearchParams({
        app_id: SANDBOX_ALIPAY_APPID,
        method: 'alipay.system.oauth.token',
        sign_type: 'RSA2',
        grant_type: 'authorization_code',
        code: '0123456789abcdef0123456789abcdef',
        sign: 'bm90IGEgc2lnbmF0dXJl',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.json()).toMatchObject({
      error_response: { code: '40002', sub_code: 'isv.invalid-signature' },
    });
  });
});
