import { outpatientBillsOfOrderEndpoint } from '@hospital/contract/console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { paymentOrdersKey } from './payment-orders.ts';
import { watchUnsettledRefunds } from './refund-watch.ts';

/** Under the orders' key: a refund of the order refreshes its bills too. */
export const outpatientBillsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...paymentOrdersKey(), 'outpatient-bills', orderId] as const,
    queryFn: () => callEndpoint(outpatientBillsOfOrderEndpoint, { params: { id: orderId } }),
    refetchInterval: (query) =>
      watchUnsettledRefunds(
        query.state.data?.bills.flatMap((bill) => bill.items.map((line) => line.refund)) ?? [],
      ),
  });

export const useOutpatientBills = (orderId: number) =>
  useQuery(outpatientBillsQueryOptions(orderId));
