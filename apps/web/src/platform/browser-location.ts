/**
 * Full-page navigation, behind one object so tests can watch it (jsdom cannot leave the page)
 * and so the app layer can hand in the router for in-app replaces.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.href = url;
  },
  replace(url: string): void {
    window.location.replace(url);
  },
  reload(): void {
    window.location.reload();
  },
  /** In-app replace; the app layer swaps in the router's navigate. */
  replaceRoute(path: string): void {
    window.location.replace(path);
  },
};

export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/** The page address without `#` and what follows, as WeChat signs it. */
export function addressWithoutHash(): string {
  return window.location.href.split('#')[0] ?? window.location.href;
}
