import { deletePatientEndpoint, type PatientSummary } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { patientKeys } from './keys.ts';

export const deletePatient = async (id: number) =>
  unwrap(await callEndpoint(deletePatientEndpoint, { params: { id } }));

export function useDeletePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePatient,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: patientKeys.detail(id) });
      // The list shows at once without the deleted patient while it refetches.
      queryClient.setQueryData(patientKeys.list(), (list: PatientSummary[] | undefined) =>
        list?.filter((patient) => patient.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: patientKeys.all });
    },
  });
}
