import { inpatDepositRecordEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { inpatientKeys } from './keys.ts';

/** The paid deposits of a stay, newest first. */
export const getDepositsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: inpatientKeys.deposits(id),
    queryFn: async () =>
      unwrap(await callEndpoint(inpatDepositRecordEndpoint, { query: { id } }, { loading: false })),
  });

export const useDeposits = (id: number) => useQuery(getDepositsQueryOptions(id));
