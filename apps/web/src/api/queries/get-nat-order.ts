import { natOrderEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint.ts';
import { unwrap } from '../result.ts';

export const natOrderKey = (id: number) => ['nucleicAcid', 'order', id] as const;

export const getNatOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: natOrderKey(id),
    queryFn: async () =>
      unwrap(await callEndpoint(natOrderEndpoint, { params: { id } }, { loading: false })),
  });

/**
 * Re-read every `pollMs` while unpaid: only the server's state counts, whatever the host or
 * the cashier said.
 */
export const useNatOrder = (id: number, pollMs: number) =>
  useQuery({
    ...getNatOrderQueryOptions(id),
    refetchInterval: (query) => (query.state.data?.status === 'pending_payment' ? pollMs : false),
  });
