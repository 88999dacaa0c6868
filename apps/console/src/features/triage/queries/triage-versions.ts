import { triageVersionEndpoint, triageVersionsEndpoint } from '@hospital/contract/console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** Every triage version query, so a save or publish refreshes the list and the details. */
export const triageVersionsKey = ['triage', 'versions'] as const;

export const triageVersionsQueryOptions = () =>
  queryOptions({
    queryKey: [...triageVersionsKey, 'list'] as const,
    queryFn: () => callEndpoint(triageVersionsEndpoint, {}),
  });

export const useTriageVersions = () => useQuery(triageVersionsQueryOptions());

export const triageVersionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...triageVersionsKey, 'detail', id] as const,
    queryFn: () => callEndpoint(triageVersionEndpoint, { params: { id } }),
  });

/** One version with its content; idle until there is an id to read. */
export const useTriageVersion = (id: number | undefined) =>
  useQuery({ ...triageVersionQueryOptions(id ?? 0), enabled: id !== undefined });
