import { replayWebhookEndpoint } from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { webhookDeliveriesKey } from '../queries/list-webhooks.ts';

export function useReplayWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(replayWebhookEndpoint, { params: { id } }),
    // Not awaited: the replay is done when the server says so, not when the list has reloaded.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookDeliveriesKey() }),
  });
}
