import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createProviders } from '../../src/providers/index.ts';
import { InvalidCodeError, type Fetch } from '../../src/providers/types.ts';
import { createMemoryStore } from '../../src/stores/index.ts';
import { testNow } from '../helpers/test-clock.ts';

const recordingFetch = () => {
  const urls: string[] = [];
  const fetch: Fetch = (url) => {
    urls.push(url);
    return Promise.resolve(new Response(JSON.stringify({ openid: 'o', scope: 'snsapi_base' })));
  };
  return { fetch, urls };
};

describe('createProviders', () => {
  it('uses the real WeChat host when its credentials are configured, even with SANDBOX on', async () => {
    const real = recordingFetch();
    const sandbox = recordingFetch();
    const config = loadConfig({ SANDBOX: '1', WECHAT_APPID: 'wxreal', WECHAT_SECRET: 's' });
    const providers = createProviders(config, {
      store: createMemoryStore({ now: testNow }),
      now: testNow,
      fetch: real.fetch,
      sandboxFetch: sandbox.fetch,
    });
    await providers.codeExchangers.WXGZH.exchangeCode('c');
    expect(real.urls[0]).toMatch(
      /^https:\/\/api\.weixin\.qq\.com\/sns\/oauth2\/access_token\?appid=wxreal&/,
    );
    expect(sandbox.urls).toEqual([]);
    expect(providers.oaConfig).toMatchObject({
      appid: 'wxreal',
      authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
      alipayAuthorizeUrl: '/sandbox/alipay/oauth2/publicAppAuthorize.htm',
    });
  });

  it('points the web app at the sandbox pages when nothing real is configured', () => {
    const providers = createProviders(loadConfig({ SANDBOX: '1' }), {
      store: createMemoryStore({ now: testNow }),
      now: testNow,
      sandboxFetch: recordingFetch().fetch,
    });
    expect(providers.oaConfig).toEqual({
      appid: 'wxsandbox0a000001',
      authorizeUrl: '/sandbox/wechat/connect/oauth2/authorize',
      alipayAppId: '9021000000000001',
      alipayAuthorizeUrl: '/sandbox/alipay/oauth2/publicAppAuthorize.htm',
    });
  });

  it('refuses every code with 未配置 when neither real hosts nor the sandbox are set up', async () => {
    const providers = createProviders(loadConfig({ SANDBOX: '0' }), {
      store: createMemoryStore({ now: testNow }),
      now: testNow,
    });
    for (const host of ['WXGZH', 'WXXCX', 'ZFBSHH'] as const) {
      await expect(providers.codeExchangers[host].exchangeCode('c')).rejects.toEqual(
        new InvalidCodeError('未配置'),
      );
    }
    expect(providers.oaConfig.appid).toBeNull();
    expect(providers.sandbox).toBeNull();
  });
});
