import { outpatientCreditPayEndpoint } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';

/**
 * Puts the payment on the patient's credit line. Resolves with the request layer's result,
 * so the page can show the server's reason; either way the payment is read again.
 */
export function useCreditPay(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(outpatientCreditPayEndpoint, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['outpatient'] }),
  });
}
