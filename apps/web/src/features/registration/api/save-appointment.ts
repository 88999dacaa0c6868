import { saveAppointmentEndpoint, type SaveAppointmentInput } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';

/** Resolves with the request layer's result, so the page can show the server's reason. */
export const saveAppointment = (body: SaveAppointmentInput) =>
  callEndpoint(saveAppointmentEndpoint, { body });

export function useSaveAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAppointment,
    // Slots left changed, whichever way the booking went.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['hospitals'] }),
  });
}
