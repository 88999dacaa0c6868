import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { addNamespace, localeReady, type Catalogues } from '../../i18n/index.ts';

/**
 * A page whose code could not be downloaded (offline, or a deployment replaced the chunk).
 * A lazy component keeps the outcome of its load for the rest of the visit, so only a
 * reload can fetch it again; a page that crashed while rendering can simply render again.
 */
export class PageLoadError extends Error {
  override name = 'PageLoadError';
}

/**
 * A page that is its own chunk, loaded when it is first drawn. A failed download becomes a
 * page that throws, for the route's error boundary to show. The page renders once the active
 * locale's messages for it are here too; those of the `catalogues` it names are fetched
 * alongside its code.
 */
export const lazyComponent = (load: () => Promise<ComponentType>, catalogues: Catalogues[] = []) =>
  lazy(async () => {
    try {
      addNamespace(...catalogues);
      const Component = await load();
      await localeReady();
      return { default: Component };
    } catch (cause) {
      const error = new PageLoadError('page chunk failed to load', { cause });
      return {
        default: () => {
          throw error;
        },
      };
    }
  });

/** The route of a page that is its own chunk (see `lazyComponent`). */
export const lazyPage = (
  path: string,
  load: () => Promise<ComponentType>,
  catalogues: Catalogues[] = [],
): RouteObject => ({ path, Component: lazyComponent(load, catalogues) });
