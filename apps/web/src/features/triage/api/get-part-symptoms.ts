import { partSymptomEndpoint, type TriageFigure } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { guidanceKeys } from './guidance-keys.ts';

export const getPartSymptoms = async (part: string, figure: TriageFigure) =>
  unwrap(
    await callEndpoint(
      partSymptomEndpoint,
      { params: { id: part }, query: { figure } },
      { loading: false },
    ),
  );

export const getPartSymptomsQueryOptions = (part: string, figure: TriageFigure) =>
  queryOptions({
    queryKey: guidanceKeys.symptoms(part, figure),
    queryFn: () => getPartSymptoms(part, figure),
    staleTime: Infinity,
  });

export const usePartSymptoms = (part: string, figure: TriageFigure) =>
  useQuery(getPartSymptomsQueryOptions(part, figure));
