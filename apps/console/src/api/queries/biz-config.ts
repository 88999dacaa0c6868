import { bizConfigEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../client.ts';

/** The hospital's public settings; the console shows its name on every page. */
export const bizConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['biz-config'] as const,
    queryFn: () => callEndpoint(bizConfigEndpoint, {}),
    staleTime: 10 * 60_000,
  });

/** The hospital's name, or a neutral title until it has loaded. */
export const useHospitalName = (): string =>
  useQuery(bizConfigQueryOptions()).data?.hospitalName ?? '医院管理后台';
