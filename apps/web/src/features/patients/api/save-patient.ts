import { savePatientEndpoint, type SavePatientInput } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { patientKeys } from './keys.ts';

/** Resolves with the request layer's result, so a form can place a field error beside its field. */
export const savePatient = (body: SavePatientInput) => callEndpoint(savePatientEndpoint, { body });

export function useSavePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePatient,
    onSuccess: async (result) => {
      if (result.ok) await queryClient.invalidateQueries({ queryKey: patientKeys.all });
    },
  });
}
