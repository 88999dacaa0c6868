import { updateDefaultPatientEndpoint } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { patientKeys } from './keys.ts';

/** A PUT sends its parameters, here the id, in the query string. */
export const setDefaultPatient = async (id: number) =>
  unwrap(await callEndpoint(updateDefaultPatientEndpoint, { query: { id } }));

export function useSetDefaultPatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultPatient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.all }),
  });
}
