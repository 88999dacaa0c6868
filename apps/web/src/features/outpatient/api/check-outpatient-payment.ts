import { checkOutpatientPaymentEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

export const outpatientPaymentKey = (id: number) => ['outpatient', 'payment', id] as const;

export const checkOutpatientPaymentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: outpatientPaymentKey(id),
    queryFn: async () =>
      unwrap(
        await callEndpoint(checkOutpatientPaymentEndpoint, { params: { id } }, { loading: false }),
      ),
  });

/**
 * The payment as the server has it, re-read every `pollMs` while pending: only the server's
 * state counts, whatever the host or the cashier said.
 */
export const useOutpatientPayment = (id: number, pollMs: number) =>
  useQuery({
    ...checkOutpatientPaymentQueryOptions(id),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? pollMs : false),
  });
