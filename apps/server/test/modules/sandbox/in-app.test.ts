import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSandboxCode } from '../../../src/modules/sandbox/index.ts';
import {
  SANDBOX_ALIPAY_APPID,
  SANDBOX_WECHAT_APPID,
} from '../../../src/providers/sandbox-hosts.ts';
import { passwordGrant, requestToken } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function consent(url: string, form: Record<string, string>) {
  const page = await testApp.app.inject(`${url}?${new URLSearchParams(form).toString()}`);
  expect(page.statusCode).toBe(200);
  // The page's own policy lets its form lead back to the app on another origin.
  expect(page.headers['content-security-policy']).toContain('form-action');
  expect(page.headers['content-security-policy']).not.toContain('script-src');
  const back = await testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form, user: 'wangfang', decision: 'allow' }).toString(),
  });
  expect(back.statusCode).toBe(302);
  return new URL(back.headers.location as string);
}

async function me(code: string, host: 'WXGZH' | 'ZFBSHH') {
  const token = await requestToken(testApp.app, passwordGrant(host, code));
  expect(token.statusCode).toBe(200);
  const response = await testApp.app.inject({
    url: '/api/me',
    headers: { authorization: `Bearer ${token.json<{ access_token: string }>().access_token}` },
  });
  return response.json<{ id: number; nickname?: string | null }>();
}

describe('sandbox sign-in through the whole app', () => {
  it('takes a WeChat consent to a signed-in patient named by the profile', async () => {
    const back = await consent('/sandbox/wechat/connect/oauth2/authorize', {
      appid: SANDBOX_WECHAT_APPID,
      redirect_uri: 'http://localhost:8080/login',
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state: 'wx',
    });
    const profile = await me(back.searchParams.get('code') ?? '', 'WXGZH');
    expect(profile.nickname).toBe('王芳');
  });

  it('takes an Alipay consent to a signed-in patient', async () => {
    const back = await consent('/sandbox/alipay/oauth2/publicAppAuthorize.htm', {
      app_id: SANDBOX_ALIPAY_APPID,
      redirect_uri: 'http://localhost:8080/login',
      scope: 'auth_user',
      state: 'zfb',
    });
    expect((await me(back.searchParams.get('auth_code') ?? '', 'ZFBSHH')).id).toBeGreaterThan(0);
  });
});

describe('sandbox host APIs under the per-address rate limit', () => {
  it('serve a burst of in-process sign-ins beyond the limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      for (let round = 0; round < 3; round += 1) {
        const code = await issueSandboxCode(limited.app, 'WXGZH', 'lisi');
        await expect(
          limited.app.providers.codeExchangers.WXGZH.exchangeCode(code),
        ).resolves.toMatchObject({
          nickname: '李四',
        });
      }
    } finally {
      await limited.close();
    }
  });
});
