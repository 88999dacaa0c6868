import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server.ts';
import { browserLocation } from './browser-location.ts';
import { startRelogin } from './relogin.ts';
import { getAccessToken, readFlag, setAccessToken, setFlag, StorageKey } from './storage.ts';

const OA_CONFIG = {
  appid: 'wx123',
  authorizeUrl: 'https://open.example/connect/oauth2/authorize',
  alipayAppId: '2021000',
  alipayAuthorizeUrl: 'https://auth.example/oauth2/publicAppAuthorize.htm',
};
const ORIGIN = window.location.origin;

function serveOaConfig() {
  const calls = { count: 0 };
  server.use(
    mock.get('*/api/wx-api/oa-config', () => {
      calls.count += 1;
      return HttpResponse.json(OA_CONFIG);
    }),
  );
  return calls;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/regHistory/regHistory?tab=2');
  setAccessToken('expired');
});

afterEach(() => {
  delete window.wx;
  delete window.my;
  window.history.replaceState(null, '', '/');
});

describe('the 401 flow', () => {
  it('clears the token and saves the return path and address', async () => {
    localStorage.setItem('serverSource', 'WXAPP');
    vi.spyOn(browserLocation, 'replaceRoute').mockImplementation(() => undefined);
    await startRelogin();
    expect(getAccessToken()).toBe('');
    expect(localStorage.getItem('appRouterUrl')).toBe('/regHistory/regHistory?tab=2');
    expect(localStorage.getItem('url')).toBe(`${ORIGIN}/regHistory/regHistory?tab=2`);
  });

  it('stores a valid zhifubaoToken from the address and sets the payment-app flag', async () => {
    window.history.replaceState(null, '', '/?zhifubaoToken=abcdefghijkl');
    await startRelogin();
    expect(getAccessToken()).toBe('abcdefghijkl');
    expect(readFlag(StorageKey.isZfb)).toBe(true);
  });

  it('posts the current path to the payment-app shell in payment-app mode', async () => {
    setFlag(StorageKey.isZfb, true);
    const postMessage = vi.fn();
    window.my = { postMessage };
    await startRelogin();
    expect(postMessage).toHaveBeenCalledWith({
      type: 'auth',
      path: '/regHistory/regHistory?tab=2',
    });
  });

  it('sends the mini-program to the sign-in screen, which hands over to the shell', async () => {
    localStorage.setItem('serverSource', 'WXXCX');
    const replaceRoute = vi
      .spyOn(browserLocation, 'replaceRoute')
      .mockImplementation(() => undefined);
    await startRelogin();
    expect(replaceRoute).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem('url')).toBe(`${ORIGIN}/regHistory/regHistory?tab=2`);
  });

  it('redirects to WeChat OAuth with scope snsapi_userinfo in WeChat', async () => {
    localStorage.setItem('serverSource', 'WXGZH');
    serveOaConfig();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    await startRelogin();
    expect(sessionStorage.getItem('access_token')).toBe('');
    expect(assign).toHaveBeenCalledWith(
      `${OA_CONFIG.authorizeUrl}?appid=wx123&redirect_uri=${encodeURIComponent(`${ORIGIN}/login`)}` +
        '&response_type=code&scope=snsapi_userinfo&state=login#wechat_redirect',
    );
  });

  it('redirects to Alipay auth with scope auth_user in Alipay', async () => {
    localStorage.setItem('serverSource', 'ZFBSHH');
    serveOaConfig();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    await startRelogin();
    expect(assign).toHaveBeenCalledWith(
      `${OA_CONFIG.alipayAuthorizeUrl}?app_id=2021000&scope=auth_user` +
        `&redirect_uri=${encodeURIComponent(`${ORIGIN}/login`)}&state=login`,
    );
  });

  it('replaces to /appLogin/appLogin elsewhere', async () => {
    localStorage.setItem('serverSource', 'WXAPP');
    const replaceRoute = vi
      .spyOn(browserLocation, 'replaceRoute')
      .mockImplementation(() => undefined);
    await startRelogin();
    expect(replaceRoute).toHaveBeenCalledWith('/appLogin/appLogin');
  });

  it('runs only one re-login at a time', async () => {
    localStorage.setItem('serverSource', 'WXGZH');
    const calls = serveOaConfig();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    await Promise.all([startRelogin(), startRelogin(), startRelogin()]);
    expect(calls.count).toBe(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('never leaves the diversion page, whose emergency advice must stay on screen', async () => {
    window.history.replaceState(null, '', '/preDiagnosis/preDiagnosisBlack');
    localStorage.setItem('serverSource', 'WXAPP');
    const replaceRoute = vi
      .spyOn(browserLocation, 'replaceRoute')
      .mockImplementation(() => undefined);
    await startRelogin();
    expect(replaceRoute).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('expired');
  });
});
