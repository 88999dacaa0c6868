let liveRegion: HTMLElement | undefined;

/**
 * Speaks a short message to screen readers through one visually hidden live region: antd-mobile
 * draws its toasts and form errors without one, so they would go unheard. Readers announce a
 * change of text: the region is emptied first and filled a moment later, so the same message
 * twice is heard twice.
 */
export function announce(message: string): void {
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
    region.textContent = message;
  }, 50);
}
