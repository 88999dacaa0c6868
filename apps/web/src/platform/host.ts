import type { ServerSource } from '@hospital/contract';
import { readFlag, StorageKey } from './storage.ts';

export function isMiniProgram(userAgent = navigator.userAgent): boolean {
  return (
    readFlag(StorageKey.isWxMini) ||
    (typeof window !== 'undefined' && (window.__wxjs_environment as unknown) === 'miniprogram') ||
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

/**
 * Whether the host already goes back on a swipe from the left edge. On iOS every host the app
 * runs in does (WeChat and its mini-program web view, Alipay, Safari), and a native shell there
 * cannot be told from Safari by its user agent, so the edge is left to the host: a swipe-back of
 * ours would go back twice. Android hosts have none (where the system's back gesture is on, it
 * takes the edge before the page sees it), so there the page offers its own.
 */
export const hostSwipesBack = (userAgent = navigator.userAgent): boolean => isIos(userAgent);
