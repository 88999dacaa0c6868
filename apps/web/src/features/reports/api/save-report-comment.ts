import { saveReportCommentEndpoint, type BodyOf } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { reportKeys } from './keys.ts';

/** Resolves with the request layer's result, so the form can show a field's message. */
export const postReportComment = (body: BodyOf<typeof saveReportCommentEndpoint>) =>
  callEndpoint(saveReportCommentEndpoint, { body });

export function useSaveReportComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReportComment,
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    },
  });
}
