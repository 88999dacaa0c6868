import { rotateWebhookSecretEndpoint } from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { webhookSubscriptionsKey } from '../queries/list-webhook-subscriptions.ts';

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(rotateWebhookSecretEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookSubscriptionsKey() }),
  });
}
