import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../../../api/result.ts';
import { examKeys } from './keys.ts';

/** Any change to a booking moves seats and statuses: every exam query is read again. */
export function useExamMutation<I, T>(call: (input: I) => Promise<ApiResult<T>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: examKeys.all }),
  });
}
