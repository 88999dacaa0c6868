import { consoleDepartmentsEndpoint } from '@hospital/contract/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../client.ts';

/**
 * The hospital's departments, read by the scheduling pages and picked from wherever staff
 * name a department (triage content, the visits of a day). Every cached search.
 */
export const allDepartmentsKey = ['departments'] as const;
const departmentsKey = (q: string) => [...allDepartmentsKey, q] as const;

export const departmentsQueryOptions = (q = '') =>
  queryOptions({
    queryKey: departmentsKey(q),
    queryFn: () => callEndpoint(consoleDepartmentsEndpoint, { query: { q: q || undefined } }),
    placeholderData: keepPreviousData,
  });

export const useDepartments = (q = '') => useQuery(departmentsQueryOptions(q));
