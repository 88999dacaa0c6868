import type { QueryOf } from '@hospital/contract';
import { consoleVisitPrecheckEndpoint, consoleVisitsEndpoint } from '@hospital/contract/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export type VisitsQuery = QueryOf<typeof consoleVisitsEndpoint>;

export const visitsQueryOptions = (query: VisitsQuery) =>
  queryOptions({
    queryKey: ['visits', 'list', query] as const,
    queryFn: () => callEndpoint(consoleVisitsEndpoint, { query }),
    placeholderData: keepPreviousData,
  });

export const useVisits = (query: VisitsQuery) => useQuery(visitsQueryOptions(query));

/** A visit's pre-diagnosis; each read is audited, so it is fetched when the drawer opens. */
export const visitPrecheckQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['visits', 'precheck', id] as const,
    queryFn: () => callEndpoint(consoleVisitPrecheckEndpoint, { params: { id } }),
  });

export const useVisitPrecheck = (id: number) => useQuery(visitPrecheckQueryOptions(id));
