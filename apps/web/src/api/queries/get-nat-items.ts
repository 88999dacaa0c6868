import { natItemListEndpoint, type NatItemListQuerySchema } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../call-endpoint.ts';
import { unwrap } from '../result.ts';

export type NatItemFilter = z.output<typeof NatItemListQuerySchema>;

/** The tests on offer: the HIS's list, the same for every patient. */
export const getNatItemsQueryOptions = (query: NatItemFilter) =>
  queryOptions({
    queryKey: ['nucleicAcid', 'items', query] as const,
    queryFn: async () =>
      unwrap(await callEndpoint(natItemListEndpoint, { query }, { loading: false })),
  });

export const useNatItems = (query: NatItemFilter) => useQuery(getNatItemsQueryOptions(query));
