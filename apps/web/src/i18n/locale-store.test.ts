import { describe, expect, it } from 'vitest';
import { setUserAgent } from '../../test/render.tsx';
import { setAccessToken } from '../platform/storage.ts';
import { accountLocale, rememberLocale, startupLocale } from './locale-store.ts';

const wechatIn = (language: string) =>
  `Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47 Language/${language}`;

describe('the remembered language', () => {
  it("starts a signed-in visit in the language the device's last account chose", () => {
    setUserAgent(wechatIn('zh_CN'));
    setAccessToken('a-session-token');
    rememberLocale(7, 'en');
    expect(startupLocale()).toBe('en');
  });

  it('keeps each account its own choice on a shared phone', () => {
    setUserAgent(wechatIn('zh_CN'));
    setAccessToken('a-session-token');
    rememberLocale(7, 'en');
    rememberLocale(8, 'zh-CN');
    expect(startupLocale()).toBe('zh-CN');
    rememberLocale(7, 'en');
    expect(startupLocale()).toBe('en');
  });

  it("starts in the host's language for an account that has not chosen, or nobody signed in", () => {
    setUserAgent(wechatIn('en'));
    expect(startupLocale()).toBe('en');
    setUserAgent(wechatIn('zh_CN'));
    rememberLocale(7, 'en');
    expect(startupLocale()).toBe('zh-CN');
    setAccessToken('a-session-token');
    rememberLocale(7, null);
    expect(startupLocale()).toBe('zh-CN');
  });

  it('ignores what it cannot read', () => {
    setUserAgent(wechatIn('zh_CN'));
    setAccessToken('a-session-token');
    localStorage.setItem('localeUser', 'someone');
    expect(startupLocale()).toBe('zh-CN');
    localStorage.setItem('localeUser', '7');
    localStorage.setItem('locale:7', 'fr');
    expect(startupLocale()).toBe('zh-CN');
  });
});

describe('accountLocale', () => {
  it("is the account's choice, else the host's", () => {
    setUserAgent(wechatIn('en'));
    expect(accountLocale('zh-CN')).toBe('zh-CN');
    expect(accountLocale(null)).toBe('en');
  });
});
