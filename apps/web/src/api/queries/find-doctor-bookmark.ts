import { findDoctorBookmarkEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint.ts';
import { unwrap } from '../result.ts';

/** The booking pages follow doctors and the followed-doctors page lists them: one key for both. */
export const followsKey = () => ['doctors', 'follows'] as const;

export const getFollowsQueryOptions = () =>
  queryOptions({
    queryKey: followsKey(),
    queryFn: async () =>
      unwrap(await callEndpoint(findDoctorBookmarkEndpoint, {}, { loading: false })),
  });

export const useFollows = () => useQuery(getFollowsQueryOptions());
