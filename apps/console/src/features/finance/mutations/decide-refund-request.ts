import {
  approveRefundRequestEndpoint,
  rejectRefundRequestEndpoint,
} from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { paymentOrdersKey } from '../queries/payment-orders.ts';
import { refundRequestsKey } from '../queries/refund-requests.ts';

export type RefundDecision =
  { id: number; approve: true } | { id: number; approve: false; note: string };

export function useDecideRefundRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: RefundDecision) =>
      decision.approve
        ? callEndpoint(approveRefundRequestEndpoint, { params: { id: decision.id } })
        : callEndpoint(rejectRefundRequestEndpoint, {
            params: { id: decision.id },
            body: { note: decision.note },
          }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: refundRequestsKey() });
      await queryClient.invalidateQueries({ queryKey: paymentOrdersKey() });
    },
  });
}
