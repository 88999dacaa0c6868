import type { QueryOf } from '@hospital/contract';
import { listRefundRequestsEndpoint } from '@hospital/contract/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export type RefundRequestQuery = QueryOf<typeof listRefundRequestsEndpoint>;

export const refundRequestsKey = () => ['finance', 'refund-requests'] as const;

export const refundRequestsQueryOptions = (query: RefundRequestQuery) =>
  queryOptions({
    queryKey: [...refundRequestsKey(), query] as const,
    queryFn: () => callEndpoint(listRefundRequestsEndpoint, { query }),
    placeholderData: keepPreviousData,
  });

export const useRefundRequests = (query: RefundRequestQuery) =>
  useQuery(refundRequestsQueryOptions(query));
