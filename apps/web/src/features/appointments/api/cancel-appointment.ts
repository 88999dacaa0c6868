import { cancelAppointmentEndpoint } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { appointmentKeys } from './keys.ts';

/** Resolves with the request layer's result, so the page can say why a cancel was refused. */
export const cancelAppointment = (id: number) =>
  callEndpoint(cancelAppointmentEndpoint, { params: { id } });

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
        queryClient.invalidateQueries({ queryKey: ['hospitals'] }),
      ]),
  });
}
