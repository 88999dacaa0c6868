import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route whose page is its own chunk, loaded when the route is first opened. */
export const lazyPage = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});
