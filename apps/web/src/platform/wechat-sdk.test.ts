import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUserAgent, UA } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import type { WxSdk } from './bridges.ts';
import { JS_API_LIST, OPEN_TAG_LIST, signOnFirstVisit } from './wechat-sdk.ts';

const SIGNATURE = {
  appId: 'wx123',
  timestamp: 1414587457,
  nonceStr: 'Wm3WZYTPz0wzccnW',
  signature: 'abc',
};

afterEach(() => {
  delete window.wx;
  setUserAgent(UA.browser);
  window.history.replaceState(null, '', '/');
});

describe('signOnFirstVisit', () => {
  it('signs the address without # and configures wx on iOS WeChat at the root', async () => {
    setUserAgent(UA.wechatIos);
    localStorage.setItem('serverSource', 'WXGZH');
    window.history.replaceState(null, '', '/?from=menu#top');
    let signedUrl = '';
    server.use(
      mock.get('*/api/wx-api/jsapi-config', ({ request }) => {
        signedUrl = new URL(request.url).searchParams.get('url') ?? '';
        return HttpResponse.json(SIGNATURE);
      }),
    );
    const config = vi.fn();
    window.wx = { config } as unknown as WxSdk;
    expect(await signOnFirstVisit()).toBe(true);
    expect(signedUrl).toBe(`${window.location.origin}/?from=menu`);
    expect(config).toHaveBeenCalledWith({
      debug: false,
      ...SIGNATURE,
      jsApiList: JS_API_LIST,
      openTagList: OPEN_TAG_LIST,
    });
    expect(JS_API_LIST).toEqual(
      expect.arrayContaining([
        'closeWindow',
        'getLocation',
        'openLocation',
        'scanQRCode',
        'chooseImage',
        'getLocalImgData',
      ]),
    );
    expect(OPEN_TAG_LIST).toEqual(['wx-open-launch-weapp']);
  });

  it('asks nothing on Android, away from the root or outside WeChat', async () => {
    localStorage.setItem('serverSource', 'WXGZH');
    setUserAgent(UA.wechatAndroid);
    expect(await signOnFirstVisit()).toBe(false);
    setUserAgent(UA.wechatIos);
    window.history.replaceState(null, '', '/personal');
    expect(await signOnFirstVisit()).toBe(false);
    localStorage.setItem('serverSource', 'ZFBSHH');
    window.history.replaceState(null, '', '/');
    expect(await signOnFirstVisit()).toBe(false);
  });
});
