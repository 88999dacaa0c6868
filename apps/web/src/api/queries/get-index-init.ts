import { INDEX_INIT_ELEMENT_ID, indexInitEndpoint, type IndexInit } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint.ts';
import { unwrap } from '../result.ts';

/** The home page shows its own skeleton, so the global loading indicator stays off. */
export const getIndexInit = async () =>
  unwrap(await callEndpoint(indexInitEndpoint, {}, { loading: false }));

/**
 * The home page's content and the areas the hospital has switched on, which the home grid
 * and the router's module gate both read: one entry, so the grid and the pages agree.
 */
export const getIndexInitQueryOptions = () =>
  queryOptions({
    queryKey: ['index', 'init'],
    queryFn: getIndexInit,
    initialData: embeddedIndexInit,
  });

/**
 * The same answer as the server put it in the page it served, so the first page draws
 * without asking. Taken once: read again later, it would be older than a fetch.
 */
function embeddedIndexInit(): IndexInit | undefined {
  const element = document.getElementById(INDEX_INIT_ELEMENT_ID);
  element?.remove();
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as IndexInit) : undefined;
  } catch {
    return undefined;
  }
}

export const useIndexInit = () => useQuery(getIndexInitQueryOptions());
