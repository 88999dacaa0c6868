import { afterEach, describe, expect, it } from 'vitest';
import { UA } from '../../test/render.tsx';
import { isValidAddressToken } from './address.ts';
import { detectServerSource, isMaskingHost } from './host.ts';
import { initPlatform } from './startup.ts';
import { getAccessToken, readFlag, StorageKey } from './storage.ts';

afterEach(() => {
  delete (window as { __wxjs_environment?: string }).__wxjs_environment;
  window.history.replaceState(null, '', '/');
});

describe('detectServerSource', () => {
  it('is WXXCX when the mini-program flag is set', () => {
    localStorage.setItem('isWXMINI', 'true');
    expect(detectServerSource(UA.wechatIos)).toBe('WXXCX');
  });

  it('is WXXCX in the mini-program web-view environment or UA', () => {
    expect(detectServerSource(UA.miniProgram)).toBe('WXXCX');
    (window as { __wxjs_environment?: string }).__wxjs_environment = 'miniprogram';
    expect(detectServerSource(UA.wechatAndroid)).toBe('WXXCX');
  });

  it('is WXGZH in WeChat, ZFBSHH in Alipay and WXAPP elsewhere', () => {
    expect(detectServerSource(UA.wechatAndroid)).toBe('WXGZH');
    expect(detectServerSource(UA.alipay)).toBe('ZFBSHH');
    expect(detectServerSource(UA.browser)).toBe('WXAPP');
  });
});

describe('zhifubaoToken in the address', () => {
  it('counts only when longer than 10 characters', () => {
    expect(isValidAddressToken('1234567890')).toBe(false);
    expect(isValidAddressToken('12345678901')).toBe(true);
    expect(isValidAddressToken(null)).toBe(false);
  });

  it('is stored as the session token at startup, with the payment-app flag', () => {
    window.history.replaceState(null, '', '/?zhifubaoToken=abcdefghijk');
    expect(initPlatform()).toBe(true);
    expect(getAccessToken()).toBe('abcdefghijk');
    expect(readFlag(StorageKey.isZfb)).toBe(true);
  });

  it('is ignored when too short', () => {
    window.history.replaceState(null, '', '/?zhifubaoToken=short');
    initPlatform();
    expect(getAccessToken()).toBe('');
    expect(readFlag(StorageKey.isZfb)).toBe(false);
  });
});

describe('initPlatform', () => {
  it('records serverSource in local storage', () => {
    initPlatform();
    expect(localStorage.getItem('serverSource')).toBe('WXAPP');
  });

  it('records loginDevice and the matching host flag', () => {
    window.history.replaceState(null, '', '/?loginDevice=ZFB');
    initPlatform();
    expect(localStorage.getItem('loginDevice')).toBe('ZFB');
    expect(readFlag(StorageKey.isZfb)).toBe(true);
  });

  it('masks only in the payment-app host', () => {
    localStorage.setItem('serverSource', 'ZFBSHH');
    expect(isMaskingHost()).toBe(true);
    localStorage.setItem('serverSource', 'WXGZH');
    expect(isMaskingHost()).toBe(false);
  });
});
