import { natQuestionnaireEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint.ts';
import { unwrap } from '../result.ts';

/** The epidemiology questions as the hospital set them, asked before every order. */
export const getNatQuestionnaireQueryOptions = () =>
  queryOptions({
    queryKey: ['nucleicAcid', 'questionnaire'] as const,
    queryFn: async () =>
      unwrap(await callEndpoint(natQuestionnaireEndpoint, {}, { loading: false })),
  });

export const useNatQuestionnaire = () => useQuery(getNatQuestionnaireQueryOptions());
