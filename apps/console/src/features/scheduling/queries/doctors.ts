import type { QueryOf } from '@hospital/contract';
import { consoleDoctorsEndpoint } from '@hospital/contract/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const doctorsKey = (query?: QueryOf<typeof consoleDoctorsEndpoint>) =>
  query ? (['scheduling', 'doctors', query] as const) : (['scheduling', 'doctors'] as const);

export const doctorsQueryOptions = (query: QueryOf<typeof consoleDoctorsEndpoint>) =>
  queryOptions({
    queryKey: doctorsKey(query),
    queryFn: () => callEndpoint(consoleDoctorsEndpoint, { query }),
    placeholderData: keepPreviousData,
  });

export const useDoctors = (query: QueryOf<typeof consoleDoctorsEndpoint>) =>
  useQuery(doctorsQueryOptions(query));
