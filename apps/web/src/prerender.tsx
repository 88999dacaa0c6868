// First: the modules below read web storage as they load.
import './prerender/first-visit-storage.ts';
import { LOCALES, type IndexInit, type Locale, type ServerSource } from '@hospital/contract';
import { renderToString } from 'react-dom/server';
import { getIndexInitQueryOptions } from './api/queries/get-index-init.ts';
import { createQueryClient } from './api/query-client.ts';
import { AppRoot } from './app/app-root.tsx';
import { createMemoryAppRouter } from './app/app-router.tsx';
import { DRAWN_FOR_ATTRIBUTE } from './app/prerendered-home.ts';
import { routes } from './app/router.tsx';
import { i18n, localeReady } from './i18n/index.ts';
import { hostLocale } from './i18n/host-language.ts';
import { paths } from './lib/paths.ts';
import { detectServerSource } from './platform/host.ts';
import { StorageKey, writeValue } from './platform/storage.ts';

// Every catalogue the drawn home may read, in every locale: a drawing cannot wait.
await Promise.all(LOCALES.map((locale) => localeReady(locale)));

/** The last drawing for each host and language: the home's data seldom changes between requests. */
const lastDrawn = new Map<`${ServerSource} ${Locale}`, { data: string; root: string }>();

/**
 * The home page as a first visit in the browser naming `userAgent` and asking for
 * `acceptLanguage` draws it, with `home` as the data the page carries: the app's root element,
 * markup and all, in the language the app starts in there. The server puts it in the page it
 * sends, so the home shows before the app's script has arrived.
 */
export function renderHome(home: IndexInit, userAgent: string, acceptLanguage = ''): string {
  const host = detectServerSource(userAgent);
  const locale = hostLocale(userAgent, acceptLanguage.split(/[,;]/)[0]?.trim());
  const data = JSON.stringify(home);
  const last = lastDrawn.get(`${host} ${locale}`);
  if (last?.data === data) return last.root;
  const root = `<div id="root" ${DRAWN_FOR_ATTRIBUTE}="${host}" lang="${locale}">${draw(home, host, locale)}</div>`;
  lastDrawn.set(`${host} ${locale}`, { data, root });
  return root;
}

function draw(home: IndexInit, host: ServerSource, locale: Locale): string {
  writeValue(StorageKey.serverSource, host);
  // Its catalogues are all here, so the language changes before the drawing starts.
  void i18n.changeLanguage(locale);
  const queryClient = createQueryClient();
  queryClient.setQueryData(getIndexInitQueryOptions().queryKey, home);
  const router = createMemoryAppRouter(routes, paths.home);
  try {
    return renderToString(<AppRoot router={router} queryClient={queryClient} />);
  } finally {
    queryClient.clear();
    localStorage.clear();
  }
}
