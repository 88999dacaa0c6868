import { admissionDepositEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { admissionKeys } from './keys.ts';

export const getAdmissionDepositQueryOptions = (id: number) =>
  queryOptions({
    queryKey: admissionKeys.deposit(id),
    queryFn: async () =>
      unwrap(await callEndpoint(admissionDepositEndpoint, { params: { id } }, { loading: false })),
  });

/**
 * Re-read every `pollMs` while unpaid: only the server's state counts, whatever the host or
 * the cashier said.
 */
export const useAdmissionDeposit = (id: number | undefined, pollMs: number) =>
  useQuery({
    ...getAdmissionDepositQueryOptions(id ?? 0),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'pending_payment' ? pollMs : false),
  });
