import { appointmentInsuranceReturnEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

const POLL_MS = 2000;

/** The appointment's latest settlement, asked again while the insurer has not confirmed it. */
export const insuranceResultQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['medicalInsurance', 'result', id] as const,
    queryFn: async () =>
      unwrap(
        await callEndpoint(
          appointmentInsuranceReturnEndpoint,
          { params: { id } },
          { loading: false },
        ),
      ),
    refetchInterval: (query) =>
      query.state.data?.status === 'paying' || query.state.data?.status === 'reversing'
        ? POLL_MS
        : false,
  });

export const useInsuranceResult = (id: number) => useQuery(insuranceResultQueryOptions(id));
