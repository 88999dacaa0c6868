import type { FastifyInstance } from 'fastify';
import {
  createWebhookSubscriptionEndpoint,
  listWebhooksEndpoint,
  listWebhookSubscriptionsEndpoint,
  replayWebhookEndpoint,
  rotateWebhookSecretEndpoint,
  updateWebhookSubscriptionEndpoint,
} from '@hospital/contract/console';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { toDeliveryView, toSubscriptionView, withSecret } from './present.ts';
import { findDeliveryListItem, listDeliveries, listSubscriptions } from './repository.ts';
import { changeSubscription, createSubscription, replayDelivery } from './service.ts';

const by = (staff: { id: number }, request: { id: string }) => ({
  actor: `staff:${staff.id}`,
  requestId: request.id,
});

/** The console's webhook history and the administrators' subscriptions. */
export function webhookRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);
  const noSubscription = () => notFound('订阅不存在');

  route(app, listWebhooksEndpoint, async ({ query }) => {
    const rows = await listDeliveries(app.db, {
      ...query,
      since: query.since === undefined ? undefined : new Date(query.since),
      until: query.until === undefined ? undefined : new Date(query.until),
    });
    return {
      items: rows.map(toDeliveryView),
      nextBeforeId: rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null,
    };
  });

  route(app, replayWebhookEndpoint, async ({ staff, request, params }) => {
    if (!(await replayDelivery(deps, by(staff, request), params.id)))
      throw notFound('投递记录不存在');
    const row = await findDeliveryListItem(app.db, params.id);
    if (!row) throw notFound('投递记录不存在');
    return toDeliveryView(row);
  });

  route(app, listWebhookSubscriptionsEndpoint, async () =>
    (await listSubscriptions(app.db)).map(toSubscriptionView),
  );

  route(app, createWebhookSubscriptionEndpoint, async ({ staff, request, body }) =>
    withSecret(await createSubscription(deps, by(staff, request), body)),
  );

  route(app, updateWebhookSubscriptionEndpoint, async ({ staff, request, params, body }) => {
    const row = await changeSubscription(deps, by(staff, request), params.id, body);
    if (!row) throw noSubscription();
    return toSubscriptionView(row);
  });

  route(app, rotateWebhookSecretEndpoint, async ({ staff, request, params }) => {
    const row = await changeSubscription(deps, by(staff, request), params.id, {
      rotateSecret: true,
    });
    if (!row) throw noSubscription();
    return withSecret(row);
  });
}
