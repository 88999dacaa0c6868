import type { FastifyInstance } from 'fastify';
import { SANDBOX_ORIGIN } from '../../providers/sandbox-hosts.ts';
import { upsertSubscriptionByName } from './repository.ts';
import { webhookRoutes } from './routes.ts';

/** The demo HIS's subscription: one row, kept pointing where the config says. */
export const DEMO_HIS_SUBSCRIPTION = 'demo-his';
/** Where the demo HIS receives webhooks inside this server when no URL is configured. */
export const DEMO_HIS_WEBHOOK_PATH = '/demo-his/webhooks';

/**
 * Signed webhooks to the HIS: events written in the transaction of the change they tell
 * of, delivered after the commit by the `webhook-delivery` job. In demo mode the demo HIS
 * is subscribed at start. The console lists deliveries, replays them and manages the
 * subscriptions.
 */
export async function webhooksModule(app: FastifyInstance): Promise<void> {
  webhookRoutes(app);
  if (!app.config.demo) return;
  app.addHook('onReady', async () => {
    const { url, secret } = app.config.demoHisWebhook;
    await upsertSubscriptionByName(app.db, {
      name: DEMO_HIS_SUBSCRIPTION,
      url: url ?? SANDBOX_ORIGIN + DEMO_HIS_WEBHOOK_PATH,
      secret,
    });
  });
}

export { webhookFetch } from './receivers.ts';
export {
  emitWebhook,
  webhookParams,
  webhookValues,
  webhookWrites,
  replayDelivery,
  createSubscription,
  changeSubscription,
} from './service.ts';
export type { NewSubscription, SubscriptionChange, WebhookActor } from './service.ts';
export {
  deliverDueWebhooks,
  DELIVERY_LEASE_MS,
  MAX_ATTEMPTS,
  webhookRetryDelayMs,
  type DeliveryDeps,
} from './delivery-service.ts';
export {
  deleteDeliveredEventsBefore as deleteDeliveredWebhookEvents,
  listDeliveries as listWebhookDeliveries,
  listSubscriptions as listWebhookSubscriptions,
  type DeliveryFilter,
  type DeliveryListItem,
  type DeliveryStatus,
  type EventRow,
  type WebhookDelivery,
  type WebhookSubscription,
} from './repository.ts';
export { signWebhook, verifyWebhookSignature, SIGNATURE_TOLERANCE_SECONDS } from './signature.ts';
