import { FIRST_VISIT_HOME_COOKIE, type Locale } from '@hospital/contract';
import { seniorMode } from '../features/senior-mode/senior-mode.ts';
import { hostLocale } from '../i18n/host-language.ts';
import { paths } from '../lib/paths.ts';
import { getServerSource } from '../platform/host.ts';
import { getAccessToken } from '../platform/storage.ts';
import type { AppRouter } from './app-router.tsx';

/** Set by the server on the root it drew the home into: the host it drew the home for. */
export const DRAWN_FOR_ATTRIBUTE = 'data-drawn-for';

/**
 * Whether the home the server drew into `root` is what this start draws, so React can take
 * that markup over (hydrate) rather than draw it anew. The server draws a first visit: at
 * the home, in the host's language, signed out, senior mode off, in the layout of the host
 * the browser named. A patient who differs gets the app drawn over it, in one step, with no
 * blank between.
 */
export function startsAsDrawn(root: HTMLElement, router: AppRouter, locale: Locale): boolean {
  return (
    root.getAttribute(DRAWN_FOR_ATTRIBUTE) === getServerSource() &&
    root.lang === locale &&
    router.state.location.pathname === paths.home &&
    looksAsFirstVisit(locale)
  );
}

/** Whether the app, in `locale`, shows the home as the server draws it for a first visit. */
const looksAsFirstVisit = (locale: Locale) =>
  locale === hostLocale() && !seniorMode.isOn() && getAccessToken() === '';

/**
 * Tells the server, for the next page it sends, whether to draw the first visit's home: for
 * a patient signed in, reading English or in senior mode it would show the wrong home until
 * the app draws the right one. Kept up to date at every move within the app and whenever the
 * page is hidden, since signing in, a language or senior mode can change in between.
 */
export function rememberFirstVisitLook(router: AppRouter, locale: () => Locale): void {
  const remember = () => {
    document.cookie =
      `${FIRST_VISIT_HOME_COOKIE}=${looksAsFirstVisit(locale()) ? 1 : 0}; ` +
      'path=/; max-age=31536000; samesite=lax';
  };
  remember();
  router.subscribe(remember);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') remember();
  });
}
