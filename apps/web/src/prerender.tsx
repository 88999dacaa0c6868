// First: the modules below read web storage as they load.
import './prerender/first-visit-storage.ts';
import type { IndexInit, ServerSource } from '@hospital/contract';
import { renderToString } from 'react-dom/server';
import { getIndexInitQueryOptions } from './api/queries/get-index-init.ts';
import { createQueryClient } from './api/query-client.ts';
import { AppRoot } from './app/app-root.tsx';
import { createMemoryAppRouter } from './app/app-router.tsx';
import { DRAWN_FOR_ATTRIBUTE } from './app/prerendered-home.ts';
import { routes } from './app/router.tsx';
import { paths } from './lib/paths.ts';
import { detectServerSource } from './platform/host.ts';
import { StorageKey, writeValue } from './platform/storage.ts';

/** The last drawing for each host: the home's data seldom changes between requests. */
const lastDrawn = new Map<ServerSource, { data: string; root: string }>();

/**
 * The home page as a first visit in the browser naming `userAgent` draws it, with `home` as
 * the data the page carries: the app's root element, markup and all. The server puts it in
 * the page it sends, so the home shows before the app's script has arrived.
 */
export function renderHome(home: IndexInit, userAgent: string): string {
  const host = detectServerSource(userAgent);
  const data = JSON.stringify(home);
  const last = lastDrawn.get(host);
  if (last?.data === data) return last.root;
  const root = `<div id="root" ${DRAWN_FOR_ATTRIBUTE}="${host}">${draw(home, host)}</div>`;
  lastDrawn.set(host, { data, root });
  return root;
}

function draw(home: IndexInit, host: ServerSource): string {
  writeValue(StorageKey.serverSource, host);
  const queryClient = createQueryClient();
  queryClient.setQueryData(getIndexInitQueryOptions().queryKey, home);
  const router = createMemoryAppRouter(routes, paths.home);
  try {
    return renderToString(<AppRoot router={router} queryClient={queryClient} />);
  } finally {
    queryClient.clear();
    localStorage.clear();
  }
}
