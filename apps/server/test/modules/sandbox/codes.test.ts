import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CODE_TTL_SECONDS, issueSandboxCode } from '../../../src/modules/sandbox/index.ts';
import { InvalidCodeError } from '../../../src/providers/types.ts';
import { createSandboxApp, type SandboxApp } from '../../providers/sandbox-app.ts';

let sandbox: SandboxApp;
beforeEach(async () => {
  sandbox = await createSandboxApp();
});
afterEach(() => sandbox.app.close());

async function accessTokenAnswer(code: string) {
  const { appid, secret } = sandbox.providers.sandbox?.wechat ?? { appid: '', secret: '' };
  const query = new URLSearchParams({ appid, secret, code, grant_type: 'authorization_code' });
  return (
    await sandbox.app.inject(`/sandbox/wechat/sns/oauth2/access_token?${query.toString()}`)
  ).json<{
    errcode?: number;
    openid?: string;
  }>();
}

describe('sandbox host codes', () => {
  it('works once, then answers 40163 (code been used)', async () => {
    const code = await issueSandboxCode(sandbox.app, 'WXGZH');
    expect((await accessTokenAnswer(code)).openid).toBeTruthy();
    expect((await accessTokenAnswer(code)).errcode).toBe(40163);
  });

  it('expires after five minutes with 40029 (invalid code)', async () => {
    const code = await issueSandboxCode(sandbox.app, 'WXGZH');
    sandbox.advance(CODE_TTL_SECONDS * 1000 + 1);
    expect((await accessTokenAnswer(code)).errcode).toBe(40029);
  });

  it('is still good just before five minutes', async () => {
    const code = await issueSandboxCode(sandbox.app, 'WXGZH');
    sandbox.advance(CODE_TTL_SECONDS * 1000 - 1000);
    expect((await accessTokenAnswer(code)).openid).toBeTruthy();
  });

  it('answers 40029 for a code never issued', async () => {
    expect((await accessTokenAnswer('0123456789abcdef0123456789abcdef')).errcode).toBe(40029);
    expect((await accessTokenAnswer('<script>')).errcode).toBe(40029);
  });

  it('makes the real clients throw InvalidCodeError for a reused code on every host', async () => {
    for (const host of ['WXGZH', 'WXXCX', 'ZFBSHH'] as const) {
      const code = await issueSandboxCode(sandbox.app, host);
      await sandbox.providers.codeExchangers[host].exchangeCode(code);
      await expect(
        sandbox.providers.codeExchangers[host].exchangeCode(code),
      ).rejects.toBeInstanceOf(InvalidCodeError);
    }
  });

  it('makes the real clients throw InvalidCodeError for an expired code on every host', async () => {
    const codes = await Promise.all(
      (['WXGZH', 'WXXCX', 'ZFBSHH'] as const).map((host) => issueSandboxCode(sandbox.app, host)),
    );
    sandbox.advance(CODE_TTL_SECONDS * 1000 + 1);
    const [oa = '', mini = '', alipay = ''] = codes;
    await expect(sandbox.providers.codeExchangers.WXGZH.exchangeCode(oa)).rejects.toBeInstanceOf(
      InvalidCodeError,
    );
    await expect(sandbox.providers.codeExchangers.WXXCX.exchangeCode(mini)).rejects.toBeInstanceOf(
      InvalidCodeError,
    );
    await expect(
      sandbox.providers.codeExchangers.ZFBSHH.exchangeCode(alipay),
    ).rejects.toBeInstanceOf(InvalidCodeError);
  });
});

describe('sandbox WeChat API credentials', () => {
  it('answers 40125 for a wrong secret and 40013 for an unknown appid', async () => {
    const code = await issueSandboxCode(sandbox.app, 'WXGZH');
    const appid = sandbox.providers.sandbox?.wechat.appid ?? '';
    const wrongSecret = new URLSearchParams({
      appid,
      secret: 'wrong',
      code,
      grant_type: 'authorization_code',
    });
    const wrongApp = new URLSearchParams({
      appid: 'wx0',
      secret: 'wrong',
      code,
      grant_type: 'authorization_code',
    });
    expect(
      (
        await sandbox.app.inject(
          `/sandbox/wechat/sns/oauth2/access_token?${wrongSecret.toString()}`,
        )
      ).json(),
    ).toMatchObject({ errcode: 40125 });
    expect(
      (
        await sandbox.app.inject(`/sandbox/wechat/sns/oauth2/access_token?${wrongApp.toString()}`)
      ).json(),
    ).toMatchObject({ errcode: 40013 });
  });
});
