import { inpatResultEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { inpatientKeys } from './keys.ts';

/** One of my top-ups (inhospitalResult): only the server's state says it is paid. */
export const getTopUpQueryOptions = (depositId: number) =>
  queryOptions({
    queryKey: inpatientKeys.topUp(depositId),
    queryFn: async () =>
      unwrap(await callEndpoint(inpatResultEndpoint, { query: { depositId } }, { loading: false })),
  });

/** Re-read every `pollMs` while unpaid, whatever the host or the cashier said. */
export const useTopUp = (depositId: number, pollMs: number) =>
  useQuery({
    ...getTopUpQueryOptions(depositId),
    refetchInterval: (query) => (query.state.data?.status === 'pending_payment' ? pollMs : false),
  });
