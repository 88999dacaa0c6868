import { consoleDepartmentsEndpoint } from '@hospital/contract/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const departmentsKey = (q = '') => ['scheduling', 'departments', q] as const;

export const departmentsQueryOptions = (q = '') =>
  queryOptions({
    queryKey: departmentsKey(q),
    queryFn: () => callEndpoint(consoleDepartmentsEndpoint, { query: { q: q || undefined } }),
    placeholderData: keepPreviousData,
  });

export const useDepartments = (q = '') => useQuery(departmentsQueryOptions(q));
