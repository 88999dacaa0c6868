import { savePrecheckEndpoint, type PrecheckForm, type SavePrecheck } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../api/call-endpoint.ts';
import { precheckKeys } from './keys.ts';

/** Resolves with the request layer's result, so the form can put a 400 on its question. */
export const savePrecheck = (body: SavePrecheck) => callEndpoint(savePrecheckEndpoint, { body });

export function useSavePrecheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrecheck,
    onSuccess: (result, { appointmentId }) => {
      if (result.ok) {
        // The result page reads the saved record at once, with no second round trip.
        queryClient.setQueryData<PrecheckForm>(
          precheckKeys.form(appointmentId),
          (form) => form && { ...form, version: result.data.version, record: result.data },
        );
      }
      void queryClient.invalidateQueries({ queryKey: precheckKeys.all });
    },
  });
}
