import type { QueryOf } from '@hospital/contract';
import { consoleEvaluationsEndpoint } from '@hospital/contract/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export type EvaluationQuery = QueryOf<typeof consoleEvaluationsEndpoint>;

export const doctorEvaluationsQueryOptions = (query: EvaluationQuery) =>
  queryOptions({
    queryKey: ['doctor-evaluations', query] as const,
    queryFn: () => callEndpoint(consoleEvaluationsEndpoint, { query }),
    placeholderData: keepPreviousData,
  });

export const useDoctorEvaluations = (query: EvaluationQuery) =>
  useQuery(doctorEvaluationsQueryOptions(query));
