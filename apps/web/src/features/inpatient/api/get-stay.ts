import { inpatDetailEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { inpatientKeys } from './keys.ts';

/** One followed stay with its deposit, costs and balance (404 when not followed). */
export const getStayQueryOptions = (id: number) =>
  queryOptions({
    queryKey: inpatientKeys.stay(id),
    queryFn: async () =>
      unwrap(await callEndpoint(inpatDetailEndpoint, { params: { id } }, { loading: false })),
  });

export const useStay = (id: number) => useQuery(getStayQueryOptions(id));
