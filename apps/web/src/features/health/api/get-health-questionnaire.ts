import { healthQuestionnaireEndpoint, type HealthKind } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { healthKeys } from './keys.ts';

export const getHealthQuestionnaire = async (kind: HealthKind) =>
  unwrap(await callEndpoint(healthQuestionnaireEndpoint, { query: { kind } }, { loading: false }));

export const getHealthQuestionnaireQueryOptions = (kind: HealthKind) =>
  queryOptions({
    queryKey: healthKeys.questionnaire(kind),
    queryFn: () => getHealthQuestionnaire(kind),
  });

export const useHealthQuestionnaire = (kind: HealthKind) =>
  useQuery(getHealthQuestionnaireQueryOptions(kind));
