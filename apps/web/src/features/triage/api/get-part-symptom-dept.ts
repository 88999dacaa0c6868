import { partSymptomDeptEndpoint, type TriageFigure } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { guidanceKeys } from './guidance-keys.ts';

export interface DepartmentsQuery {
  part: string;
  figure: TriageFigure;
  symptoms: string[];
  ageMonths?: number;
}

export const getPartSymptomDept = async ({ part, figure, symptoms, ageMonths }: DepartmentsQuery) =>
  unwrap(
    await callEndpoint(
      partSymptomDeptEndpoint,
      {
        params: { id: part },
        // The request layer writes an array as its comma-joined string: the form the endpoint reads.
        query: { figure, symptoms, ageMonths },
      },
      { loading: false },
    ),
  );

/** Doctors' open half-days change as others book: kept fresh for a minute, not the visit. */
export const getPartSymptomDeptQueryOptions = (query: DepartmentsQuery) =>
  queryOptions({
    queryKey: guidanceKeys.departments(query),
    queryFn: () => getPartSymptomDept(query),
    staleTime: 60_000,
  });

export const usePartSymptomDept = (query: DepartmentsQuery) =>
  useQuery(getPartSymptomDeptQueryOptions(query));
