import { userFeedbackEndpoint, type BodyOf } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { feedbackKeys } from './keys.ts';

/** Resolves with the request layer's result, so the form can show a field's message. */
export const createFeedback = (body: BodyOf<typeof userFeedbackEndpoint>) =>
  callEndpoint(userFeedbackEndpoint, { body });

export function useCreateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeedback,
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries({ queryKey: feedbackKeys.list() });
    },
  });
}
