import { refundPaymentOrderEndpoint, type RefundInput } from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { paymentOrdersKey } from '../queries/payment-orders.ts';
import { refundRequestsKey } from '../queries/refund-requests.ts';

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RefundInput }) =>
      callEndpoint(refundPaymentOrderEndpoint, { params: { id }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: paymentOrdersKey() });
      await queryClient.invalidateQueries({ queryKey: refundRequestsKey() });
    },
  });
}
