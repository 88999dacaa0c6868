import { inpatDailyEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { inpatientKeys } from './keys.ts';

/** A stay's spend day by day, newest first. */
export const getDaysQueryOptions = (id: number) =>
  queryOptions({
    queryKey: inpatientKeys.days(id),
    queryFn: async () =>
      unwrap(await callEndpoint(inpatDailyEndpoint, { query: { id } }, { loading: false })),
  });

export const useDays = (id: number) => useQuery(getDaysQueryOptions(id));
