import { refundBillLineEndpoint, type RefundBillLine } from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { paymentOrdersKey } from '../queries/payment-orders.ts';

export function useRefundBillLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      lineId,
      body,
    }: {
      orderId: number;
      lineId: number;
      body: RefundBillLine;
    }) => callEndpoint(refundBillLineEndpoint, { params: { id: orderId, lineId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentOrdersKey() }),
  });
}
