import type { Locale } from '@hospital/contract';
import { seniorMode } from '../features/senior-mode/senior-mode.ts';
import { DEFAULT_LOCALE } from '../i18n/index.ts';
import { paths } from '../lib/paths.ts';
import { getServerSource } from '../platform/host.ts';
import { getAccessToken } from '../platform/storage.ts';
import type { AppRouter } from './router.tsx';

/** Set by the server on the root it drew the home into: the host it drew the home for. */
export const DRAWN_FOR_ATTRIBUTE = 'data-drawn-for';

/**
 * Whether the home the server drew into `root` is what this start draws, so React can take
 * that markup over (hydrate) rather than draw it anew. The server draws a first visit: at
 * the home, in Chinese, signed out, senior mode off, in the layout of the host the browser
 * named. A patient who differs gets the app drawn over it, in one step, with no blank between.
 */
export function startsAsDrawn(root: HTMLElement, router: AppRouter, locale: Locale): boolean {
  return (
    root.getAttribute(DRAWN_FOR_ATTRIBUTE) === getServerSource() &&
    router.state.location.pathname === paths.home &&
    locale === DEFAULT_LOCALE &&
    !seniorMode.isOn() &&
    getAccessToken() === ''
  );
}
