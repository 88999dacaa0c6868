import type { QueryOf } from '@hospital/contract';
import { listPaymentOrdersEndpoint, paymentOrderDetailEndpoint } from '@hospital/contract/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { watchUnsettledRefunds } from './refund-watch.ts';

export type PaymentOrderQuery = QueryOf<typeof listPaymentOrdersEndpoint>;

export const paymentOrdersKey = () => ['finance', 'payment-orders'] as const;

export const paymentOrdersQueryOptions = (query: PaymentOrderQuery) =>
  queryOptions({
    queryKey: [...paymentOrdersKey(), query] as const,
    queryFn: () => callEndpoint(listPaymentOrdersEndpoint, { query }),
    placeholderData: keepPreviousData,
  });

export const usePaymentOrders = (query: PaymentOrderQuery) =>
  useQuery(paymentOrdersQueryOptions(query));

export const paymentOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...paymentOrdersKey(), 'detail', id] as const,
    queryFn: () => callEndpoint(paymentOrderDetailEndpoint, { params: { id } }),
    refetchInterval: (query) => watchUnsettledRefunds(query.state.data?.refunds ?? []),
  });

export const usePaymentOrder = (id: number | null) =>
  useQuery({ ...paymentOrderQueryOptions(id ?? 0), enabled: id !== null });
