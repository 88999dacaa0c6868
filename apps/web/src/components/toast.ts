import { Toast } from 'antd-mobile';
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

/** Toasts are short (2000 ms) unless asked to be long (3500 ms), and read out as they show. */
export function showToast(content: string, length: 'short' | 'long' = 'short'): void {
  Toast.show({
    content,
    duration: length === 'long' ? TOAST_LONG_MS : TOAST_SHORT_MS,
    getContainer: toastContainer,
  });
}
