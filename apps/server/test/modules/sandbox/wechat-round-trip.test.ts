import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issueSandboxCode } from '../../../src/modules/sandbox/index.ts';
import { SANDBOX_WECHAT_APPID } from '../../../src/providers/sandbox-hosts.ts';
import { InvalidCodeError } from '../../../src/providers/types.ts';
import { createSandboxApp, type SandboxApp } from '../../providers/sandbox-app.ts';

const AUTHORIZE = '/sandbox/wechat/connect/oauth2/authorize';
const REDIRECT = 'https://hospital.example/login?path=%2Fpersonal';

const authorizeQuery = (scope: string) =>
  new URLSearchParams({
    appid: SANDBOX_WECHAT_APPID,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope,
    state: 'st-1',
  });

let sandbox: SandboxApp;
beforeEach(async () => {
  sandbox = await createSandboxApp();
});
afterEach(() => sandbox.app.close());

async function consent(user: string, decision = 'allow') {
  const response = await sandbox.app.inject({
    method: 'POST',
    url: AUTHORIZE,
    payload: `${authorizeQuery('snsapi_userinfo').toString()}&user=${user}&decision=${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string);
}

describe('sandbox WeChat web OAuth', () => {
  it('shows a consent page that says it is a sandbox', async () => {
    const response = await sandbox.app.inject(
      `${AUTHORIZE}?${authorizeQuery('snsapi_userinfo').toString()}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('沙箱环境 · 模拟微信授权');
    expect(response.body).toContain('data-testid="sandbox-confirm"');
    for (const name of ['张三', '李四', '王芳', '新用户']) expect(response.body).toContain(name);
  });

  it('gives a code that the real client exchanges for the chosen user, profile included', async () => {
    const back = await consent('lisi');
    expect(`${back.origin}${back.pathname}`).toBe('https://hospital.example/login');
    expect(back.searchParams.get('path')).toBe('/personal');
    expect(back.searchParams.get('state')).toBe('st-1');
    const identity = await sandbox.providers.codeExchangers.WXGZH.exchangeCode(
      back.searchParams.get('code') ?? '',
    );
    expect(identity).toMatchObject({ provider: 'wechat_oa', nickname: '李四' });
    expect(identity.subject).toMatch(/^o/);
    expect(identity.unionid).toMatch(/^u/);
    expect(sandbox.hostCalls).toEqual([
      '/sandbox/wechat/sns/oauth2/access_token',
      '/sandbox/wechat/sns/userinfo',
    ]);
  });

  it('gives the same openid to the same user every time', async () => {
    const first = await sandbox.providers.codeExchangers.WXGZH.exchangeCode(
      (await consent('wangfang')).searchParams.get('code') ?? '',
    );
    const second = await sandbox.providers.codeExchangers.WXGZH.exchangeCode(
      await issueSandboxCode(sandbox.app, 'WXGZH', 'wangfang'),
    );
    expect(second.subject).toBe(first.subject);
  });

  it('makes a new user a different person', async () => {
    const zhang = await sandbox.providers.codeExchangers.WXGZH.exchangeCode(
      await issueSandboxCode(sandbox.app, 'WXGZH'),
    );
    const fresh = await sandbox.providers.codeExchangers.WXGZH.exchangeCode(
      (await consent('new')).searchParams.get('code') ?? '',
    );
    expect(fresh.subject).not.toBe(zhang.subject);
    expect(fresh.nickname).toMatch(/^新用户/);
  });

  it('returns only the state when the user refuses', async () => {
    const back = await consent('zhangsan', 'deny');
    expect(back.searchParams.get('state')).toBe('st-1');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('redirects at once for snsapi_base and yields only the openid', async () => {
    const response = await sandbox.app.inject(
      `${AUTHORIZE}?${authorizeQuery('snsapi_base').toString()}`,
    );
    expect(response.statusCode).toBe(302);
    const code = new URL(response.headers.location as string).searchParams.get('code') ?? '';
    const identity = await sandbox.providers.codeExchangers.WXGZH.exchangeCode(code);
    expect(identity.nickname).toBeUndefined();
    expect(sandbox.hostCalls).toEqual(['/sandbox/wechat/sns/oauth2/access_token']);
  });

  it('keeps a mini-program code away from the official account', async () => {
    const code = await issueSandboxCode(sandbox.app, 'WXXCX');
    await expect(sandbox.providers.codeExchangers.WXGZH.exchangeCode(code)).rejects.toBeInstanceOf(
      InvalidCodeError,
    );
  });
});

describe('sandbox mini-program login', () => {
  it('hands out a js_code that jscode2session turns into an openid', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/wechat/mini/login',
      payload: { user: 'lisi' },
    });
    expect(response.statusCode).toBe(200);
    const { code } = response.json<{ code: string }>();
    const identity = await sandbox.providers.codeExchangers.WXXCX.exchangeCode(code);
    expect(identity.provider).toBe('wechat_mini');
    expect(sandbox.hostCalls).toEqual(['/sandbox/wechat/sns/jscode2session']);
  });

  it('shares the unionid between the official account and the mini-program', async () => {
    const oa = await sandbox.providers.codeExchangers.WXGZH.exchangeCode(
      await issueSandboxCode(sandbox.app, 'WXGZH', 'lisi'),
    );
    const mini = await sandbox.providers.codeExchangers.WXXCX.exchangeCode(
      await issueSandboxCode(sandbox.app, 'WXXCX', 'lisi'),
    );
    expect(mini.unionid).toBe(oa.unionid);
    expect(mini.subject).not.toBe(oa.subject);
  });

  it('rejects an unknown user', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/wechat/mini/login',
      payload: { user: 'nobody' },
    });
    expect(response.statusCode).toBe(400);
  });
});
