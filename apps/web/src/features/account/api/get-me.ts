import { getMe as meEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

/** The same cache entry as the personal center's, so an edit shows on both. */
export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: async () => unwrap(await callEndpoint(meEndpoint, {}, { loading: false })),
  });

export const useMe = () => useQuery(getMeQueryOptions());
