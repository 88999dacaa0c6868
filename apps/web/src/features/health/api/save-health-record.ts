import { saveHealthRecordEndpoint, type BodyOf } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { healthKeys } from './keys.ts';

/** Resolves with the request layer's result, so the form can show a question's message. */
export const saveHealthRecord = (body: BodyOf<typeof saveHealthRecordEndpoint>) =>
  callEndpoint(saveHealthRecordEndpoint, { body });

export function useSaveHealthRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHealthRecord,
    onSuccess: (result) => {
      if (!result.ok) return;
      queryClient.setQueryData(healthKeys.detail(result.data.id), result.data);
      void queryClient.invalidateQueries({ queryKey: healthKeys.list() });
      void queryClient.invalidateQueries({ queryKey: healthKeys.inpatients() });
    },
  });
}
