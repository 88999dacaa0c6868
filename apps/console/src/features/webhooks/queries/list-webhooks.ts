import type { QueryOf } from '@hospital/contract';
import { listWebhooksEndpoint } from '@hospital/contract/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export type DeliveryQuery = NonNullable<QueryOf<typeof listWebhooksEndpoint>>;

export const webhookDeliveriesKey = () => ['webhook-deliveries'] as const;

export const webhookDeliveriesQueryOptions = (query: DeliveryQuery) =>
  queryOptions({
    queryKey: [...webhookDeliveriesKey(), query] as const,
    queryFn: () => callEndpoint(listWebhooksEndpoint, { query }),
    // Paging and filtering keep the last rows on screen until the next arrive.
    placeholderData: keepPreviousData,
  });

export const useWebhookDeliveries = (query: DeliveryQuery) =>
  useQuery(webhookDeliveriesQueryOptions(query));
