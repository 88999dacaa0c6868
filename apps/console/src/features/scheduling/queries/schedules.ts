import type { QueryOf } from '@hospital/contract';
import { consoleSchedulesEndpoint } from '@hospital/contract/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const schedulesKey = (query?: QueryOf<typeof consoleSchedulesEndpoint>) =>
  query ? (['scheduling', 'schedules', query] as const) : (['scheduling', 'schedules'] as const);

export const schedulesQueryOptions = (query: QueryOf<typeof consoleSchedulesEndpoint>) =>
  queryOptions({
    queryKey: schedulesKey(query),
    queryFn: () => callEndpoint(consoleSchedulesEndpoint, { query }),
    placeholderData: keepPreviousData,
  });

export const useSchedules = (query: QueryOf<typeof consoleSchedulesEndpoint>) =>
  useQuery(schedulesQueryOptions(query));
