import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { addNamespace, localeReady, type Catalogues } from '../../i18n/index.ts';

/**
 * A page whose code could not be downloaded (offline, or a deployment replaced the chunk).
 * The router keeps the outcome of a route's load for the rest of the visit, so only a
 * reload can fetch it again; a page that crashed while rendering can simply render again.
 */
export class PageLoadError extends Error {
  override name = 'PageLoadError';
}

/**
 * The `lazy` of a route whose page is its own chunk, loaded when the route is first opened.
 * A failed download becomes a page that throws, for the route's error boundary to show: a
 * route whose `lazy` rejects is treated as still loading and renders nothing at all.
 * The page renders once the active locale's messages for it are here too; those of the
 * `catalogues` it names are fetched alongside its code.
 */
export const loadPage =
  (
    load: () => Promise<ComponentType>,
    catalogues: Catalogues[] = [],
  ): (() => Promise<{ Component: ComponentType }>) =>
  async () => {
    try {
      addNamespace(...catalogues);
      const Component = await load();
      await localeReady();
      return { Component };
    } catch (cause) {
      const error = new PageLoadError('page chunk failed to load', { cause });
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };

export const lazyPage = (
  path: string,
  load: () => Promise<ComponentType>,
  catalogues: Catalogues[] = [],
): RouteObject => ({ path, lazy: loadPage(load, catalogues) });

/**
 * A page the keep-alive layout renders itself, outside its route's `lazy`: the same chunk
 * loading, so a failed download reaches the error boundary as a PageLoadError too.
 */
export const lazyComponent = (load: () => Promise<ComponentType>, catalogues: Catalogues[] = []) =>
  lazy(async () => ({ default: (await loadPage(load, catalogues)()).Component }));
