import { replyToFeedbackEndpoint } from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { feedbackDetailKey } from '../queries/feedback-detail.ts';
import { feedbackKey } from '../queries/feedback-list.ts';

export function useReplyToFeedback(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      callEndpoint(replyToFeedbackEndpoint, { params: { id }, body: { content } }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(feedbackDetailKey(id), detail);
      // The list's status column and the 待回复 filter change with the reply.
      await queryClient.invalidateQueries({ queryKey: feedbackKey() });
    },
  });
}
