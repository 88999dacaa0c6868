import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryTransient } from '../../../api/query-client.ts';
import { unwrap } from '../../../api/result.ts';
import { fetchOaConfig } from '../../../api/wx-api.ts';

/** Tries after the first failure before the sign-in screen says the host cannot be reached. */
export const OA_CONFIG_RETRIES = 3;

export const getOaConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['oa-config'],
    queryFn: async () => unwrap(await fetchOaConfig()),
    retry: retryTransient(OA_CONFIG_RETRIES),
    staleTime: Infinity,
  });

export const useOaConfig = (enabled: boolean) =>
  useQuery({ ...getOaConfigQueryOptions(), enabled });
