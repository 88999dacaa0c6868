import { creditPayEndpoint } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { appointmentKeys } from './keys.ts';

/** Pay later on hospital credit; the server refuses where the hospital does not allow it. */
export const creditPay = (id: number) => callEndpoint(creditPayEndpoint, { params: { id } });

export function useCreditPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: creditPay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
