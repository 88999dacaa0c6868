/**
 * A polite live region appended to the page: a screen reader reads out what is put in it.
 * No `status` role on it: the page's own status cards (empty lists) keep that role to
 * themselves, and `aria-live` alone makes the region speak.
 */
export function politeLiveRegion(style?: string): HTMLElement {
  const region = document.createElement('div');
  region.setAttribute('aria-live', 'polite');
  if (style) region.style.cssText = style;
  document.body.append(region);
  return region;
}
