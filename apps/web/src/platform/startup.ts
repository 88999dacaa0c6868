import { addressZhifubaoToken, queryParam } from './address.ts';
import { browserLocation } from './browser-location.ts';
import { detectServerSource } from './host.ts';
import { setAccessToken, setFlag, StorageKey, writeValue } from './storage.ts';

/**
 * Startup: record the host as `serverSource` and take what the address carries. Returns false when
 * the page is about to leave for `path`.
 */
export function initPlatform(): boolean {
  // The shell that opened us says which mini-program host it is.
  const loginDevice = queryParam('loginDevice');
  if (loginDevice === 'ZFB' || loginDevice === 'WX') {
    writeValue(StorageKey.loginDevice, loginDevice);
    setFlag(loginDevice === 'ZFB' ? StorageKey.isZfb : StorageKey.isWxMini, true);
  }
  const source = detectServerSource();
  writeValue(StorageKey.serverSource, source);
  if (source === 'WXXCX') setFlag(StorageKey.isWxMini, true);

  const zhifubaoToken = addressZhifubaoToken();
  if (zhifubaoToken) {
    setAccessToken(zhifubaoToken);
    setFlag(StorageKey.isZfb, true);
  }

  const path = queryParam('path');
  if (path && path.startsWith('/')) {
    browserLocation.replace(window.location.origin + path);
    return false;
  }
  return true;
}
