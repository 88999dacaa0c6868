import { afterEach, describe, expect, it, vi } from 'vitest';
import { addNamespace, i18n, localeReady, showLocale } from './index.ts';

afterEach(() => showLocale('zh-CN'));

describe('the active locale', () => {
  it('starts in Chinese with no English fetched', () => {
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('common.back')).toBe('返回');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it("fetches a feature's English only once English is shown, then reads it", async () => {
    const english = vi.fn(() => Promise.resolve({ hello: 'Hello' }));
    addNamespace('greeting', { hello: '你好' }, english);
    await localeReady();
    expect(english).not.toHaveBeenCalled();
    expect(i18n.t('hello', { ns: 'greeting' })).toBe('你好');

    await showLocale('en');
    expect(english).toHaveBeenCalledOnce();
    expect(i18n.t('hello', { ns: 'greeting' })).toBe('Hello');
    expect(i18n.t('common.back')).toBe('Back');
    expect(document.documentElement.lang).toBe('en');
  });

  it('fetches the English of a feature that arrives after English was chosen', async () => {
    await showLocale('en');
    addNamespace('later', { word: '稍后' }, () => Promise.resolve({ word: 'Later' }));
    await localeReady();
    expect(i18n.t('word', { ns: 'later' })).toBe('Later');
  });

  it('fetches at once the English of a part drawn lazily while English is shown', async () => {
    await showLocale('en');
    const english = vi.fn(() => Promise.resolve({ word: 'Part' }));
    addNamespace('part', { word: '部件' }, english);
    expect(english).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(i18n.t('word', { ns: 'part' })).toBe('Part'));
  });

  it('goes back to Chinese without fetching anything', async () => {
    await showLocale('en');
    await showLocale('zh-CN');
    expect(i18n.t('common.back')).toBe('返回');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
