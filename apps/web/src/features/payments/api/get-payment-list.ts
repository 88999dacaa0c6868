import { paymentListEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

/** The page shows its own skeleton, so the global loading indicator stays off. */
export const getPaymentList = async () =>
  unwrap(await callEndpoint(paymentListEndpoint, {}, { loading: false }));

export const getPaymentListQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'list'], queryFn: getPaymentList });

export const usePaymentList = () => useQuery(getPaymentListQueryOptions());
