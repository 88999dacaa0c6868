import { meEndpoint } from '@hospital/contract/console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const meKey = () => ['me'] as const;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meKey(),
    queryFn: () => callEndpoint(meEndpoint, {}),
    staleTime: 5 * 60_000,
  });

export const useMe = () => useQuery(meQueryOptions());
