import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_WECHAT_APPID } from '../../../src/providers/sandbox-hosts.ts';
import { signJsapi } from '../../../src/providers/wechat/jsapi-signature.ts';
import { createSandboxApp, type SandboxApp } from '../sandbox-app.ts';

let sandbox: SandboxApp;
beforeEach(async () => {
  sandbox = await createSandboxApp();
});
afterEach(() => sandbox.app.close());

const count = (path: string) => sandbox.hostCalls.filter((call) => call === path).length;

describe('JS-SDK config', () => {
  it('signs the page address with the ticket from the sandbox', async () => {
    const config = await sandbox.providers.jsapi?.getConfig(
      'https://hospital.example/?from=menu#/personal',
    );
    const ticket = await sandbox.app.store.get(`wechat:jsapi-ticket:${SANDBOX_WECHAT_APPID}`);
    expect(config?.appId).toBe(SANDBOX_WECHAT_APPID);
    expect(config?.signature).toBe(
      signJsapi({
        jsapi_ticket: ticket ?? '',
        noncestr: config?.nonceStr ?? '',
        timestamp: config?.timestamp ?? 0,
        url: 'https://hospital.example/?from=menu',
      }),
    );
  });

  it('asks for the token and the ticket once, then serves them from the store', async () => {
    const jsapi = sandbox.providers.jsapi;
    await jsapi?.getConfig('https://hospital.example/a');
    await jsapi?.getConfig('https://hospital.example/b');
    expect(count('/sandbox/wechat/cgi-bin/token')).toBe(1);
    expect(count('/sandbox/wechat/cgi-bin/ticket/getticket')).toBe(1);
  });

  it('shares one call between concurrent first requests', async () => {
    const jsapi = sandbox.providers.jsapi;
    if (!jsapi) throw new Error('the sandbox official account is missing');
    await Promise.all([1, 2, 3].map((page) => jsapi.getConfig(`https://hospital.example/${page}`)));
    expect(count('/sandbox/wechat/cgi-bin/token')).toBe(1);
    expect(count('/sandbox/wechat/cgi-bin/ticket/getticket')).toBe(1);
  });

  it('fetches a new ticket shortly before the old one expires', async () => {
    await sandbox.providers.jsapi?.getConfig('https://hospital.example/');
    sandbox.advance(7200_000 - 299_000);
    await sandbox.providers.jsapi?.getConfig('https://hospital.example/');
    expect(count('/sandbox/wechat/cgi-bin/ticket/getticket')).toBe(2);
  });
});
