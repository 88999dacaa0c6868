import type { BodyOf, QuestionnaireKey } from '@hospital/contract';
import {
  consoleQuestionnaireEndpoint,
  consoleQuestionnairesEndpoint,
  saveQuestionnaireEndpoint,
} from '@hospital/contract/console';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** Every questionnaire query, so a save refreshes the list and the one edited. */
export const questionnairesKey = ['questionnaires'] as const;

export const questionnairesQueryOptions = () =>
  queryOptions({
    queryKey: [...questionnairesKey, 'list'] as const,
    queryFn: () => callEndpoint(consoleQuestionnairesEndpoint, {}),
  });

export const useQuestionnaires = () => useQuery(questionnairesQueryOptions());

export const questionnaireQueryOptions = (key: QuestionnaireKey) =>
  queryOptions({
    queryKey: [...questionnairesKey, 'detail', key] as const,
    queryFn: () => callEndpoint(consoleQuestionnaireEndpoint, { params: { key } }),
  });

export const useQuestionnaire = (key: QuestionnaireKey) => useQuery(questionnaireQueryOptions(key));

export function useSaveQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      key,
      body,
    }: {
      key: QuestionnaireKey;
      body: BodyOf<typeof saveQuestionnaireEndpoint>;
    }) => callEndpoint(saveQuestionnaireEndpoint, { params: { key }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnairesKey }),
  });
}
