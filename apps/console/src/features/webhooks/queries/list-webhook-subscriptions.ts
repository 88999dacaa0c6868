import { listWebhookSubscriptionsEndpoint } from '@hospital/contract/console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const webhookSubscriptionsKey = () => ['webhook-subscriptions'] as const;

export const webhookSubscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: webhookSubscriptionsKey(),
    queryFn: () => callEndpoint(listWebhookSubscriptionsEndpoint, {}),
  });

export const useWebhookSubscriptions = () => useQuery(webhookSubscriptionsQueryOptions());
