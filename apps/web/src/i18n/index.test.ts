import { afterEach, describe, expect, it, vi } from 'vitest';
import { addNamespace, i18n, localeReady, showLocale, type Catalogues } from './index.ts';

afterEach(() => showLocale('zh-CN'));

const catalogues = (namespace: string, chinese: object, english: object) => {
  const load = {
    'zh-CN': vi.fn(() => Promise.resolve({ ...chinese })),
    en: vi.fn(() => Promise.resolve({ ...english })),
  };
  return { namespace, load } satisfies Catalogues;
};

describe('the active locale', () => {
  // First: nothing has said yet which locale the app starts in.
  it('starts in Chinese, fetching nothing until the starting locale is known', async () => {
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('common.back')).toBe('返回');
    const early = catalogues('early', { word: '早' }, { word: 'Early' });
    addNamespace(early);
    expect(early.load['zh-CN']).not.toHaveBeenCalled();

    await showLocale('zh-CN');
    expect(early.load['zh-CN']).toHaveBeenCalledOnce();
    expect(early.load.en).not.toHaveBeenCalled();
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(i18n.t('word', { ns: 'early' })).toBe('早');
  });

  it("fetches a feature's Chinese only, until English is shown", async () => {
    const greeting = catalogues('greeting', { hello: '你好' }, { hello: 'Hello' });
    addNamespace(greeting);
    await localeReady();
    expect(greeting.load['zh-CN']).toHaveBeenCalledOnce();
    expect(greeting.load.en).not.toHaveBeenCalled();
    expect(i18n.t('hello', { ns: 'greeting' })).toBe('你好');

    await showLocale('en');
    expect(greeting.load.en).toHaveBeenCalledOnce();
    expect(i18n.t('hello', { ns: 'greeting' })).toBe('Hello');
    expect(i18n.t('common.back')).toBe('Back');
    expect(document.documentElement.lang).toBe('en');
  });

  it('fetches only the English of a feature that arrives after English was chosen', async () => {
    await showLocale('en');
    const later = catalogues('later', { word: '稍后' }, { word: 'Later' });
    addNamespace(later);
    await localeReady();
    expect(i18n.t('word', { ns: 'later' })).toBe('Later');
    expect(later.load['zh-CN']).not.toHaveBeenCalled();
  });

  it('starts fetching at once, so a page and its messages download side by side', async () => {
    await showLocale('en');
    const part = catalogues('part', { word: '部件' }, { word: 'Part' });
    addNamespace(part);
    expect(part.load.en).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(i18n.t('word', { ns: 'part' })).toBe('Part'));
  });

  it('fetches a catalogue once however many ask for it at the same time', async () => {
    const shared = catalogues('shared', { word: '共用' }, { word: 'Shared' });
    addNamespace(shared);
    addNamespace(shared);
    await Promise.all([localeReady(), localeReady()]);
    expect(shared.load['zh-CN']).toHaveBeenCalledOnce();
  });

  it('does not remember a failed fetch: the next wait for the locale tries again', async () => {
    const flaky = catalogues('flaky', { word: '重试' }, { word: 'Retry' });
    flaky.load['zh-CN'].mockRejectedValueOnce(new Error('offline'));
    addNamespace(flaky);
    await expect(localeReady()).rejects.toThrow('offline');
    await localeReady();
    expect(flaky.load['zh-CN']).toHaveBeenCalledTimes(2);
    expect(i18n.t('word', { ns: 'flaky' })).toBe('重试');
  });

  it('goes back to Chinese, fetching the Chinese of what was opened in English', async () => {
    await showLocale('en');
    const english = catalogues('englishFirst', { word: '先英文' }, { word: 'English first' });
    addNamespace(english);
    await showLocale('zh-CN');
    expect(english.load['zh-CN']).toHaveBeenCalledOnce();
    expect(i18n.t('word', { ns: 'englishFirst' })).toBe('先英文');
    expect(i18n.t('common.back')).toBe('返回');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
