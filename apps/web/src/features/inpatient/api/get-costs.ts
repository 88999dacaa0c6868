import { inpatCostDetailEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { inpatientKeys } from './keys.ts';

/** What a stay cost so far, by fee category. */
export const getCostsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: inpatientKeys.costs(id),
    queryFn: async () =>
      unwrap(await callEndpoint(inpatCostDetailEndpoint, { query: { id } }, { loading: false })),
  });

export const useCosts = (id: number) => useQuery(getCostsQueryOptions(id));
