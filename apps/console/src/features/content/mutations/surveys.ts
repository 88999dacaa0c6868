import {
  createSurveyEndpoint,
  updateSurveyEndpoint,
  type SurveyInput,
} from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { surveysKey } from '../queries/surveys.ts';

/** Creates the survey when it has no id yet, saves it otherwise. */
export function useSaveSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SurveyInput }) =>
      id === null
        ? callEndpoint(createSurveyEndpoint, { body })
        : callEndpoint(updateSurveyEndpoint, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveysKey }),
  });
}
