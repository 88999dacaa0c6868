import type { Locale } from '@hospital/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zhCN } from './zh-cn.ts';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof zhCN>;

export const DEFAULT_LOCALE: Locale = 'zh-CN';

export const i18n = i18next.createInstance();

// Chinese, the default, is in the main bundle; English arrives as chunks of its own, fetched
// only once someone reads the app in English.
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['zh-CN', 'en'],
  resources: { 'zh-CN': { translation: zhCN } },
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  initAsync: false,
  // Components re-render when a namespace's English lands after they first drew.
  react: { bindI18nStore: 'added' },
});

type Catalogue = Record<string, unknown>;

/** Each namespace's English, to fetch when English is chosen: the app's own and each feature's. */
const englishLoaders = new Map<string, () => Promise<Catalogue>>([
  ['translation', async () => (await import('./en.ts')).en],
]);

/**
 * A feature's namespace: its Chinese at once, its English loaded only when it is read.
 * A feature registers it when its page's chunk first runs.
 */
export function addNamespace(
  namespace: string,
  chinese: Catalogue,
  loadEnglish: () => Promise<Catalogue>,
): void {
  i18n.addResourceBundle('zh-CN', namespace, chinese);
  englishLoaders.set(namespace, loadEnglish);
  // A part drawn lazily within a page, outside the page's own load, fetches it at once.
  if (activeLocale() === 'en') localeReady().catch(() => undefined);
}

/** The locale being shown. */
export const activeLocale = (): Locale => (i18n.language === 'en' ? 'en' : DEFAULT_LOCALE);

/**
 * Fetches whatever the active locale still lacks: a page opened after English was chosen
 * brings a namespace of its own. Pages wait for it before they render.
 */
export async function localeReady(locale: Locale = activeLocale()): Promise<void> {
  if (locale !== 'en') return;
  await Promise.all(
    [...englishLoaders]
      .filter(([namespace]) => !i18n.hasResourceBundle('en', namespace))
      .map(async ([namespace, load]) => {
        i18n.addResourceBundle('en', namespace, await load());
      }),
  );
}

/** Shows the app in `locale`, once its messages are here; the page's language follows. */
export async function showLocale(locale: Locale): Promise<void> {
  await localeReady(locale);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
