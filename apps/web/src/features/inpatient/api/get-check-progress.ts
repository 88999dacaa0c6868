import { inpatCheckProgressEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { inpatientKeys } from './keys.ts';

/** The discharge-check steps as the HIS last reported them. */
export const getCheckProgressQueryOptions = (id: number) =>
  queryOptions({
    queryKey: inpatientKeys.progress(id),
    queryFn: async () =>
      unwrap(await callEndpoint(inpatCheckProgressEndpoint, { query: { id } }, { loading: false })),
  });

export const useCheckProgress = (id: number) => useQuery(getCheckProgressQueryOptions(id));
