import type {
  WebhookDelivery as DeliveryView,
  WebhookSubscription as SubscriptionView,
} from '@hospital/contract/console';
import type { WebhookEventType } from '@hospital/contract/his';
import type { DeliveryListItem, WebhookSubscription } from './repository.ts';

export const toDeliveryView = (row: DeliveryListItem): DeliveryView => ({
  id: row.id,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  lastStatus: row.lastStatus,
  lastError: row.lastError,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  subscription: row.subscription,
  event: {
    id: row.event.id,
    type: row.event.type as WebhookEventType,
    createdAt: row.event.occurredAt.toISOString(),
    data: row.event.payload,
  },
});

export const toSubscriptionView = (row: WebhookSubscription): SubscriptionView => ({
  id: row.id,
  name: row.name,
  url: row.url,
  eventTypes: row.eventTypes as WebhookEventType[],
  active: row.active,
  secretHint: `…${row.secret.slice(-4)}`,
  createdAt: row.createdAt.toISOString(),
});

export const withSecret = (row: WebhookSubscription) => ({
  ...toSubscriptionView(row),
  secret: row.secret,
});
