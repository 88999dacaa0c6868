import { evaluateDetailEndpoint, evaluateListEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { doctorKeys } from './keys.ts';

export const getEvaluations = async () =>
  unwrap(await callEndpoint(evaluateListEndpoint, {}, { loading: false }));

export const getEvaluationsQueryOptions = () =>
  queryOptions({ queryKey: doctorKeys.evaluations(), queryFn: getEvaluations });

export const useEvaluations = () => useQuery(getEvaluationsQueryOptions());

export const getEvaluation = async (id: number) =>
  unwrap(await callEndpoint(evaluateDetailEndpoint, { params: { id } }, { loading: false }));

export const getEvaluationQueryOptions = (id: number) =>
  queryOptions({ queryKey: doctorKeys.evaluation(id), queryFn: () => getEvaluation(id) });

export const useEvaluation = (id: number) => useQuery(getEvaluationQueryOptions(id));
