import { creditLineEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

export const creditLineKey = (patientCode: string) =>
  ['outpatient', 'creditLine', patientCode] as const;

export const getCreditLineQueryOptions = (patientCode: string) =>
  queryOptions({
    queryKey: creditLineKey(patientCode),
    queryFn: async () =>
      unwrap(
        await callEndpoint(creditLineEndpoint, { query: { patientCode } }, { loading: false }),
      ),
  });

/** A patient's credit line and the bills on it; nothing is asked before the card is known. */
export const useCreditLine = (patientCode: string | undefined) =>
  useQuery({
    ...getCreditLineQueryOptions(patientCode ?? ''),
    enabled: patientCode !== undefined,
  });
