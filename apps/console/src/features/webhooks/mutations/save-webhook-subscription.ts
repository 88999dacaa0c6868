import type { BodyOf } from '@hospital/contract';
import {
  createWebhookSubscriptionEndpoint,
  updateWebhookSubscriptionEndpoint,
} from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { webhookSubscriptionsKey } from '../queries/list-webhook-subscriptions.ts';

/** What the form sends: every field, `active` included. */
export type SubscriptionBody = BodyOf<typeof updateWebhookSubscriptionEndpoint>;

export function useCreateWebhookSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscriptionBody) =>
      callEndpoint(createWebhookSubscriptionEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookSubscriptionsKey() }),
  });
}

export function useUpdateWebhookSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SubscriptionBody }) =>
      callEndpoint(updateWebhookSubscriptionEndpoint, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookSubscriptionsKey() }),
  });
}
