import { fetchOaConfig } from '../api/wx-api.ts';
import { addressZhifubaoToken } from './address.ts';
import { loadWx } from './bridges.ts';
import { browserLocation, currentPath } from './browser-location.ts';
import { getServerSource } from './host.ts';
import {
  clearAccessToken,
  readFlag,
  setAccessToken,
  setFlag,
  StorageKey,
  writeValue,
} from './storage.ts';

export const APP_LOGIN_PATH = '/appLogin/appLogin';
const OAUTH_STATE = 'login';

const loginRedirectUri = () => encodeURIComponent(`${window.location.origin}/login`);

async function startHostOAuth(): Promise<void> {
  const source = getServerSource();
  if (source === 'WXAPP') {
    browserLocation.replaceRoute(APP_LOGIN_PATH);
    return;
  }
  const result = await fetchOaConfig();
  if (!result.ok) {
    console.warn('re-login: OA config unavailable', result.status);
    return;
  }
  const oa = result.data;
  if (source === 'WXXCX') {
    const wx = await loadWx();
    wx.miniProgram.postMessage({ data: { type: 'auth', url: window.location.href } });
    wx.miniProgram.navigateBack();
    return;
  }
  const appId = source === 'WXGZH' ? oa.appid : oa.alipayAppId;
  if (!appId) {
    console.warn('re-login: host sign-in is not configured', source);
    return;
  }
  setAccessToken('');
  if (source === 'WXGZH') {
    browserLocation.assign(
      `${oa.authorizeUrl}?appid=${appId}&redirect_uri=${loginRedirectUri()}` +
        `&response_type=code&scope=snsapi_userinfo&state=${OAUTH_STATE}#wechat_redirect`,
    );
  } else {
    browserLocation.assign(
      `${oa.alipayAuthorizeUrl}?app_id=${appId}&scope=auth_user` +
        `&redirect_uri=${loginRedirectUri()}&state=${OAUTH_STATE}`,
    );
  }
}

/** Calls that fail while the user is already signing in must not overwrite the return path. */
const SIGN_IN_PATHS = new Set(['/login', APP_LOGIN_PATH]);

async function relogin(): Promise<void> {
  if (SIGN_IN_PATHS.has(window.location.pathname)) return;
  clearAccessToken();
  writeValue(StorageKey.appRouterUrl, currentPath());
  writeValue(StorageKey.url, window.location.href);
  const zhifubaoToken = addressZhifubaoToken();
  if (zhifubaoToken) {
    setAccessToken(zhifubaoToken);
    setFlag(StorageKey.isZfb, true);
    return;
  }
  if (readFlag(StorageKey.isZfb)) {
    window.my?.postMessage({ type: 'auth', path: currentPath() });
    return;
  }
  await startHostOAuth();
}

let running: Promise<void> | null = null;

/** The 401 flow of spec section 4, per host. Only one runs at a time. */
export function startRelogin(): Promise<void> {
  running ??= relogin()
    .catch((error: unknown) =>
      console.warn('re-login failed', error instanceof Error ? error.name : ''),
    )
    .finally(() => {
      running = null;
    });
  return running;
}
