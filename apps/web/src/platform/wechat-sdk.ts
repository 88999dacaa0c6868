import { fetchJsapiConfig } from '../api/wx-api.ts';
import { loadWx } from './bridges.ts';
import { addressWithoutHash } from './browser-location.ts';
import { getServerSource, isIos } from './host.ts';

export const JS_API_LIST = [
  'closeWindow',
  'getLocation',
  'openLocation',
  'scanQRCode',
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
  'chooseImage',
  'getLocalImgData',
];
export const OPEN_TAG_LIST = ['wx-open-launch-weapp'];

/** Signs the JS-SDK for the current address and configures it. */
export async function configureWechatSdk(): Promise<boolean> {
  const result = await fetchJsapiConfig(addressWithoutHash());
  if (!result.ok) return false;
  const wx = await loadWx();
  wx.config({ debug: false, ...result.data, jsApiList: JS_API_LIST, openTagList: OPEN_TAG_LIST });
  return true;
}

/**
 * iOS WeChat signs against the address the app was first opened at (see the protocol
 * notes), so the signature is requested on the first visit at the root path only.
 */
export function signOnFirstVisit(): Promise<boolean> {
  if (getServerSource() !== 'WXGZH' || !isIos() || window.location.pathname !== '/') {
    return Promise.resolve(false);
  }
  return configureWechatSdk();
}
