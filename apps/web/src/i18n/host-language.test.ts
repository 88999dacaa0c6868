import { describe, expect, it } from 'vitest';
import { hostLocale } from './host-language.ts';

const wechat = (language: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/${language}`;
const alipay = (language: string) =>
  `Mozilla/5.0 (Linux; U; Android 13; zh-CN) AppleWebKit/537.36 Chrome/116.0.0.0 Mobile Safari/537.36 AlipayClient/10.5.76.8000 Language/${language}`;
const browser = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) Chrome/120.0.0.0 Mobile Safari/537.36';

describe('hostLocale', () => {
  it("follows WeChat's and Alipay's own language over the browser's", () => {
    expect(hostLocale(wechat('en'), 'zh-CN')).toBe('en');
    expect(hostLocale(wechat('en_US'), 'zh-CN')).toBe('en');
    expect(hostLocale(wechat('zh_CN'), 'en-US')).toBe('zh-CN');
    expect(hostLocale(alipay('en'), 'zh-CN')).toBe('en');
    expect(hostLocale(alipay('zh-Hans'), 'en-GB')).toBe('zh-CN');
  });

  it('reads Chinese for every language the app is not written in, traditional Chinese too', () => {
    expect(hostLocale(wechat('zh_TW'), 'en')).toBe('zh-CN');
    expect(hostLocale(wechat('ja'), 'en')).toBe('zh-CN');
    expect(hostLocale(browser, 'fr-FR')).toBe('zh-CN');
  });

  it("uses the browser's language outside the two hosts, or when a host does not say", () => {
    expect(hostLocale(browser, 'en-GB')).toBe('en');
    expect(hostLocale(browser, 'zh-CN')).toBe('zh-CN');
    expect(hostLocale(wechat('').replace(' Language/', ''), 'en-US')).toBe('en');
    // Only the hosts name their language this way; a page's own text is not read.
    expect(hostLocale(`${browser} Language/en`, 'zh-CN')).toBe('zh-CN');
  });

  it('starts in Chinese when nothing says', () => {
    expect(hostLocale(browser, '')).toBe('zh-CN');
  });
});
