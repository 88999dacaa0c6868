import { markFeedbackReadEndpoint, type FeedbackSummary } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { feedbackKeys } from './keys.ts';

export const markFeedbackRead = async (id: number) =>
  unwrap(await callEndpoint(markFeedbackReadEndpoint, { params: { id } }, { loading: false }));

/** Clears the unread mark in the list at once; the server has the last word on refetch. */
export function useMarkFeedbackRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markFeedbackRead,
    onSuccess: (_unread, id) => {
      queryClient.setQueryData<FeedbackSummary[]>(feedbackKeys.list(), (list) =>
        list?.map((feedback) => (feedback.id === id ? { ...feedback, unread: false } : feedback)),
      );
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.list() });
    },
  });
}
