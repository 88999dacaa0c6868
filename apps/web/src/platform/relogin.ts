import { fetchOaConfig } from '../api/wx-api.ts';
import { addressZhifubaoToken } from './address.ts';
import { loadWx } from './bridges.ts';
import { browserLocation, currentPath } from './browser-location.ts';
import { getServerSource } from './host.ts';
import {
  clearAccessToken,
  readFlag,
  readValue,
  setAccessToken,
  setFlag,
  StorageKey,
  writeValue,
} from './storage.ts';
import { paths } from '../lib/paths.ts';

const OAUTH_STATE = 'login';

const loginRedirectUri = () => encodeURIComponent(`${window.location.origin}${paths.login}`);

/**
 * The mini-program signs in through its own shell: it is told the address to come back to
 * and takes over. Posted messages reach it only once the page goes back (see the protocol
 * notes), so the page goes back at once.
 */
export async function handOverToMiniProgram(): Promise<void> {
  const wx = await loadWx();
  const url = readValue(StorageKey.url) || window.location.href;
  wx.miniProgram.postMessage({ data: { type: 'auth', url } });
  wx.miniProgram.navigateBack();
}

async function startHostOAuth(): Promise<void> {
  const source = getServerSource();
  if (source === 'WXAPP') {
    browserLocation.replaceRoute(paths.appLogin);
    return;
  }
  if (source === 'WXXCX') {
    // The sign-in screen fetches the host configuration, retrying, and shows when it cannot.
    browserLocation.replaceRoute(paths.login);
    return;
  }
  const result = await fetchOaConfig();
  if (!result.ok) {
    console.warn('re-login: OA config unavailable', result.status);
    return;
  }
  const oa = result.data;
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

/**
 * Pages a 401 never leaves: while signing in, a failed call must not overwrite the return path;
 * the diversion page's emergency advice must stay on screen whatever a stray call answers.
 */
const NO_RELOGIN_PATHS = new Set<string>([paths.login, paths.appLogin, paths.preDiagnosisBlack]);

async function relogin(): Promise<void> {
  if (NO_RELOGIN_PATHS.has(window.location.pathname)) return;
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

/**
 * On a 401: drop the token, remember where to return, and sign in again the host's way.
 * Only one runs at a time.
 */
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
