import { afterEach, describe, expect, it } from 'vitest';
import { localeReady, showLocale } from '../../../i18n/index.ts';
import { nationLabel } from './document-labels.ts';

afterEach(() => showLocale('zh-CN'));

describe('nationLabel', () => {
  it("keeps the register's Chinese name in Chinese", () => {
    expect(nationLabel('05', '维吾尔族')).toBe('维吾尔族');
  });

  it('names a GB/T 3304 nation in English by its code', async () => {
    await showLocale('en');
    await localeReady();
    expect(nationLabel('01', '汉族')).toBe('Han');
    expect(nationLabel('46', '德昂族')).toBe("De'ang");
  });

  it("falls back to the register's name for a code outside the standard's 56", async () => {
    await showLocale('en');
    await localeReady();
    expect(nationLabel('97', '其他')).toBe('其他');
  });
});
