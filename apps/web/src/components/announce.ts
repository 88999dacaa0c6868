import { TOAST_LONG_MS } from '../lib/constants.ts';
import { politeLiveRegion } from './live-region.ts';

let liveRegion: HTMLElement | undefined;
let clearing: number | undefined;

/**
 * Speaks a short message to screen readers through a visually hidden live region, for what
 * antd-mobile shows without one (a form's field errors). Readers announce a change of text: the
 * region is emptied first and filled a moment later, so the same message twice is heard twice;
 * it is emptied again once read, so no hidden copy lingers in the page.
 */
export function announce(message: string): void {
  liveRegion ??= politeLiveRegion(
    'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap',
  );
  const region = liveRegion;
  region.textContent = '';
  window.clearTimeout(clearing);
  window.setTimeout(() => {
    region.textContent = message;
    clearing = window.setTimeout(() => {
      region.textContent = '';
    }, TOAST_LONG_MS);
  }, 50);
}
