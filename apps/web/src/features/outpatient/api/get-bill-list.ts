import { billListEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

export const billListKey = (patientCode: string) => ['outpatient', 'bills', patientCode] as const;

export const getBillListQueryOptions = (patientCode: string) =>
  queryOptions({
    queryKey: billListKey(patientCode),
    queryFn: async () =>
      unwrap(await callEndpoint(billListEndpoint, { query: { patientCode } }, { loading: false })),
  });

/** A patient's unpaid bills by visit; nothing is asked before a patient is chosen. */
export const useBillList = (patientCode: string | undefined) =>
  useQuery({ ...getBillListQueryOptions(patientCode ?? ''), enabled: patientCode !== undefined });
