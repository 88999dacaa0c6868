import type { Locale } from '@hospital/contract';

/**
 * Each language named in itself, whatever the app is shown in, so a patient who cannot read
 * the current one still finds their own; marked with its language for screen readers.
 */
export const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', en: 'English' };

export const LOCALES = Object.keys(LOCALE_NAMES) as Locale[];
