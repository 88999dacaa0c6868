import { Toast } from 'antd-mobile';
import { TOAST_LONG_MS, TOAST_SHORT_MS } from '../lib/constants.ts';

let liveRegion: HTMLElement | undefined;

/**
 * antd-mobile draws its toast without a live region, so a screen reader never hears it. This
 * one, visually hidden, speaks each toast. Readers announce a change of text: it is emptied
 * first and filled a moment later, so the same message twice is heard twice.
 */
function announce(content: string): void {
  if (!liveRegion) {
    liveRegion = document.createElement('div');
    liveRegion.setAttribute('role', 'status');
    liveRegion.setAttribute('aria-live', 'polite');
    liveRegion.style.cssText =
      'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
    document.body.append(liveRegion);
  }
  const region = liveRegion;
  region.textContent = '';
  window.setTimeout(() => {
    region.textContent = content;
  }, 50);
}

/** Toasts are short (2000 ms) unless asked to be long (3500 ms). */
export function showToast(content: string, length: 'short' | 'long' = 'short'): void {
  Toast.show({ content, duration: length === 'long' ? TOAST_LONG_MS : TOAST_SHORT_MS });
  announce(content);
}
