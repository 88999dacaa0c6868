import { answerSurveyEndpoint, buildPath, type ResponseOf } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';
import { surveyKeys } from './keys.ts';

const SURVEY_PREFIX = '/xgwj';

/** The survey service takes a form-encoded post at /xgwj{path}. */
export function answerSurvey({ id, form }: { id: number; form: Record<string, string> }) {
  const path = buildPath(answerSurveyEndpoint.path, { id }).slice(SURVEY_PREFIX.length);
  return http.postSurvey<ResponseOf<typeof answerSurveyEndpoint>>(path, form);
}

export function useAnswerSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerSurvey,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}
