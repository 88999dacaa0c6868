import { meEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint.ts';
import { unwrap } from '../result.ts';

/** The signed-in account, one cache entry for every feature, so an edit shows everywhere. */
export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: async () => unwrap(await callEndpoint(meEndpoint, {}, { loading: false })),
  });

export const useMe = () => useQuery(getMeQueryOptions());
