import type { Toast } from './antd-toast.ts';
import { TOAST_LONG_MS, TOAST_SHORT_MS } from '../lib/constants.ts';
import { politeLiveRegion } from './live-region.ts';

let liveRegion: HTMLElement | undefined;

/**
 * Where toasts are drawn: a polite live region, so a screen reader reads each one out as it
 * appears. antd-mobile draws its toast straight into the page, where nobody would hear it, and
 * inside a mask marked aria-hidden (the mask is a dialog's backdrop elsewhere), which would
 * silence the region too: the mark is taken off as soon as a toast is put in.
 */
export function toastContainer(): HTMLElement {
  if (liveRegion) return liveRegion;
  const region = politeLiveRegion();
  new MutationObserver(() => {
    for (const hidden of region.querySelectorAll('.adm-mask[aria-hidden]')) {
      hidden.removeAttribute('aria-hidden');
    }
  }).observe(region, { childList: true, subtree: true, attributeFilter: ['aria-hidden'] });
  liveRegion = region;
  return region;
}

type AntdToast = typeof Toast;
let loaded: AntdToast | undefined;

/** Fetches antd-mobile's toast; the first page's bundle goes without it. */
export const loadToast = () => import('./antd-toast.ts').then((module) => (loaded = module.Toast));

/**
 * Runs `show` with the toast: at once when it is loaded, else when it comes, in the order
 * asked for.
 */
export function withToast(show: (toast: AntdToast) => void): void {
  if (loaded) show(loaded);
  else void loadToast().then(show);
}

/** Toasts are short (2000 ms) unless asked to be long (3500 ms), and read out as they show. */
export function showToast(content: string, length: 'short' | 'long' = 'short'): void {
  withToast((toast) =>
    toast.show({
      content,
      duration: length === 'long' ? TOAST_LONG_MS : TOAST_SHORT_MS,
      getContainer: toastContainer,
    }),
  );
}
