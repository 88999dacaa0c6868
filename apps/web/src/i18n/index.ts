import type { Locale } from '@hospital/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zhCN } from './zh-cn.ts';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof zhCN>;

export const DEFAULT_LOCALE: Locale = 'zh-CN';

export const i18n = i18next.createInstance();

// The app-wide Chinese paints the first page, so it is in the main bundle; every other
// catalogue is a chunk of its own, fetched in the locale being shown and no other.
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['zh-CN', 'en'],
  resources: { 'zh-CN': { translation: zhCN } },
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  initAsync: false,
  // Components re-render when a namespace's messages land after they first drew.
  react: { bindI18nStore: 'added' },
});

type Catalogue = Record<string, unknown>;

/** A namespace and, per locale, how to fetch its messages. */
export interface Catalogues {
  namespace: string;
  load: Record<Locale, () => Promise<Catalogue>>;
}

const registered = new Map<string, Catalogues>([
  [
    'translation',
    {
      namespace: 'translation',
      load: { 'zh-CN': () => Promise.resolve(zhCN), en: async () => (await import('./en.ts')).en },
    },
  ],
]);
const fetching = new Map<string, Promise<void>>();

function fetchCatalogue({ namespace, load }: Catalogues, locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, namespace)) return Promise.resolve();
  const key = `${locale}:${namespace}`;
  let pending = fetching.get(key);
  if (!pending) {
    pending = load[locale]()
      .then((messages) => void i18n.addResourceBundle(locale, namespace, messages))
      .finally(() => fetching.delete(key));
    fetching.set(key, pending);
  }
  return pending;
}

/** The locale being shown. */
export const activeLocale = (): Locale => (i18n.language === 'en' ? 'en' : DEFAULT_LOCALE);

// The locale messages are fetched in: the one about to be shown while it loads, since the
// first page's code starts downloading before the remembered language has been applied.
// Until the app has said which locale it starts in, namespaces are only noted, and the
// first `showLocale` fetches them in that locale.
let requestedLocale: Locale | undefined;

/**
 * Makes namespaces known and starts fetching their messages in the locale shown, or about
 * to be: a feature registers its own when its code first runs, and a route names the ones
 * its page reads so that they arrive alongside the page's code rather than after it.
 */
export function addNamespace(...catalogues: Catalogues[]): void {
  for (const catalogue of catalogues) {
    registered.set(catalogue.namespace, catalogue);
    // A failed fetch is tried again, and reported, by the page's own wait for its locale.
    if (requestedLocale) fetchCatalogue(catalogue, requestedLocale).catch(() => undefined);
  }
}

/**
 * Fetches whatever `locale` still lacks among the namespaces known so far. Pages wait for
 * it before they render.
 */
export async function localeReady(
  locale: Locale = requestedLocale ?? activeLocale(),
): Promise<void> {
  await Promise.all([...registered.values()].map((catalogue) => fetchCatalogue(catalogue, locale)));
}

/** Shows the app in `locale`, once its messages are here; the page's language follows. */
export async function showLocale(locale: Locale): Promise<void> {
  requestedLocale = locale;
  try {
    await localeReady(locale);
  } catch (error) {
    requestedLocale = activeLocale();
    throw error;
  }
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
