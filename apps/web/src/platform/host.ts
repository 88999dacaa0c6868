import type { ServerSource } from '@hospital/contract';
import { readFlag, StorageKey } from './storage.ts';

export function isMiniProgram(userAgent = navigator.userAgent): boolean {
  return (
    readFlag(StorageKey.isWxMini) ||
    (window.__wxjs_environment as unknown) === 'miniprogram' ||
    /miniProgram/i.test(userAgent)
  );
}

/**
 * Which host the app runs in, told by the user agent; WXAPP (native shell or plain browser)
 * is the fallback.
 */
export function detectServerSource(userAgent = navigator.userAgent): ServerSource {
  if (isMiniProgram(userAgent)) return 'WXXCX';
  if (/MicroMessenger/i.test(userAgent)) return 'WXGZH';
  if (/AlipayClient/i.test(userAgent)) return 'ZFBSHH';
  return 'WXAPP';
}

/** The source detected at startup, kept in local storage as `serverSource`. */
export function getServerSource(): ServerSource {
  const stored = localStorage.getItem(StorageKey.serverSource);
  return stored === 'WXGZH' || stored === 'WXXCX' || stored === 'ZFBSHH' || stored === 'WXAPP'
    ? stored
    : detectServerSource();
}

/** WXAPP selects the native-app layout (the messages tab, no keep-alive). */
export const isNativeLayout = (): boolean => getServerSource() === 'WXAPP';

/** Names, ID numbers and phones are masked only in the payment-app host. */
export const isMaskingHost = (): boolean => getServerSource() === 'ZFBSHH';

export const isIos = (userAgent = navigator.userAgent): boolean =>
  /iPhone|iPad|iPod/i.test(userAgent);
export const isAndroid = (userAgent = navigator.userAgent): boolean => /Android/i.test(userAgent);
