import { describe, expect, it } from 'vitest';
import { HostApiError, InvalidCodeError, type Fetch } from '../../../src/providers/types.ts';
import { createWechatMiniClient } from '../../../src/providers/wechat/mini-client.ts';
import { createWechatOauthClient } from '../../../src/providers/wechat/oauth-client.ts';

/** A fake api.weixin.qq.com answering each path with a fixed body; records the calls. */
function fakeWechat(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: URL[] = [];
  const fetch: Fetch = (url) => {
    const target = new URL(url);
    calls.push(target);
    const answer = answers[target.pathname] ?? { status: 404, body: {} };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 }),
    );
  };
  return { fetch, calls };
}

const credentials = { appid: 'wx1', secret: 's3cret', apiBase: 'https://api.weixin.example' };

describe('WeChat web OAuth client', () => {
  it('exchanges the code and reads the profile for snsapi_userinfo', async () => {
    const wechat = fakeWechat({
      '/sns/oauth2/access_token': {
        body: { access_token: 'at', openid: 'o1', scope: 'snsapi_userinfo', expires_in: 7200 },
      },
      '/sns/userinfo': {
        body: { openid: 'o1', nickname: '张三', headimgurl: 'https://img/1', unionid: 'u1' },
      },
    });
    const identity = await createWechatOauthClient({
      ...credentials,
      fetch: wechat.fetch,
    }).exchangeCode('c1');
    expect(identity).toEqual({
      provider: 'wechat_oa',
      subject: 'o1',
      unionid: 'u1',
      nickname: '张三',
      avatarUrl: 'https://img/1',
    });
    expect(Object.fromEntries(wechat.calls[0]?.searchParams ?? [])).toEqual({
      appid: 'wx1',
      secret: 's3cret',
      code: 'c1',
      grant_type: 'authorization_code',
    });
    expect(Object.fromEntries(wechat.calls[1]?.searchParams ?? [])).toEqual({
      access_token: 'at',
      openid: 'o1',
      lang: 'zh_CN',
    });
  });

  it('throws InvalidCodeError for errcode 40029 and 40163', async () => {
    for (const errcode of [40029, 40163]) {
      const wechat = fakeWechat({
        '/sns/oauth2/access_token': { body: { errcode, errmsg: 'invalid code' } },
      });
      await expect(
        createWechatOauthClient({ ...credentials, fetch: wechat.fetch }).exchangeCode('c'),
      ).rejects.toBeInstanceOf(InvalidCodeError);
    }
  });

  it('throws HostApiError for a wrong secret, an HTTP failure or garbage', async () => {
    for (const answer of [
      { body: { errcode: 40125, errmsg: 'invalid appsecret' } },
      { status: 502, body: {} },
      { body: 'not json' },
      { body: { scope: 'snsapi_base' } },
    ]) {
      const wechat = fakeWechat({ '/sns/oauth2/access_token': answer });
      await expect(
        createWechatOauthClient({ ...credentials, fetch: wechat.fetch }).exchangeCode('c'),
      ).rejects.toBeInstanceOf(HostApiError);
    }
  });

  it('throws HostApiError when WeChat cannot be reached', async () => {
    const fetch: Fetch = () => Promise.reject(new TypeError('fetch failed'));
    await expect(
      createWechatOauthClient({ ...credentials, fetch }).exchangeCode('c'),
    ).rejects.toBeInstanceOf(HostApiError);
  });
});

describe('WeChat mini-program client', () => {
  it('turns a js_code into the openid and unionid', async () => {
    const wechat = fakeWechat({
      '/sns/jscode2session': { body: { openid: 'om', session_key: 'k', unionid: 'u1' } },
    });
    const identity = await createWechatMiniClient({
      ...credentials,
      fetch: wechat.fetch,
    }).exchangeCode('jc');
    expect(identity).toEqual({ provider: 'wechat_mini', subject: 'om', unionid: 'u1' });
    expect(wechat.calls[0]?.searchParams.get('js_code')).toBe('jc');
  });

  it('throws InvalidCodeError for errcode 40029', async () => {
    const wechat = fakeWechat({
      '/sns/jscode2session': { body: { errcode: 40029, errmsg: 'invalid code' } },
    });
    await expect(
      createWechatMiniClient({ ...credentials, fetch: wechat.fetch }).exchangeCode('c'),
    ).rejects.toBeInstanceOf(InvalidCodeError);
  });
});
