import { randomBytes, randomUUID } from 'node:crypto';
import type { WebhookData, WebhookEventType } from '@hospital/contract/his';
import type { Database } from '../../db/client.ts';
import type { ServerDeps } from '../../deps.ts';
import { badRequest, conflict } from '../../http/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import {
  eventWrites,
  eventsParameter,
  placeheldEventWrites,
  findDelivery,
  insertSubscription,
  lockSubscription,
  requeueDelivery,
  updateSubscription,
  type EventRow,
  type EventsAdapted,
  type SubscriptionValues,
  type WebhookDelivery,
  type WebhookSubscription,
} from './repository.ts';

const newEventId = () => `evt_${randomUUID()}`;

/**
 * The writes of events of `type` (each event and a delivery per subscription that wants
 * it) as parts of the statement that makes the change, not yet run; their rows are the
 * statement's parameter `events` (`webhookParams`), so it is prepared once for any number
 * of events. `adapted` rewrites a payload inside that statement or leaves an event out,
 * from its place among them.
 */
export const webhookWrites = (type: WebhookEventType, adapted?: EventsAdapted) =>
  placeheldEventWrites(type, adapted);

/** One event of `type` for `webhookParams`. */
export const webhookValues = <T extends WebhookEventType>(
  _type: T,
  data: WebhookData[T],
): EventRow => ({
  id: newEventId(),
  payload: data,
  occurredAt: new Date(data.at),
});

/** The parameters of `webhookWrites` for these events. */
export const webhookParams = (events: readonly EventRow[]) => ({ events: eventsParameter(events) });

/**
 * Tells the HIS of a change, in the transaction `tx` that makes the change: the event and a
 * delivery per subscription that wants it commit with the change or not at all. Nothing
 * is sent here; the delivery job does that after the commit. Returns the event id.
 */
export async function emitWebhook<T extends WebhookEventType>(
  tx: Database,
  type: T,
  data: WebhookData[T],
): Promise<string> {
  const event = webhookValues(type, data);
  const writes = eventWrites(type, eventsParameter([event]));
  await tx.execute(writes.event);
  await tx.execute(writes.deliveries);
  return event.id;
}

/** Who changes webhooks from the console, for the audit log. */
export interface WebhookActor {
  /** `staff:<id>`. */
  actor: string;
  requestId?: string;
}

type ConsoleDeps = Pick<ServerDeps, 'db' | 'config' | 'clock'>;

/**
 * Sends a delivery again, whatever its state: due at once, with a fresh count of attempts.
 * The event keeps its id, so a receiver that already applied it ignores it. Null when there
 * is no such delivery.
 */
export function replayDelivery(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  by: WebhookActor,
  id: number,
): Promise<WebhookDelivery | null> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await findDelivery(tx, id);
    if (!before) return null;
    const after = await requeueDelivery(tx, id, now);
    await recordAudit(tx, {
      ...by,
      action: 'webhook.replay',
      entityType: 'webhook_delivery',
      entityId: id,
      before: deliveryView(before),
      after: after && deliveryView(after),
      at: now,
    });
    return after;
  });
}

const deliveryView = (row: WebhookDelivery) => ({
  eventId: row.eventId,
  status: row.status,
  attempts: row.attempts,
});

/** A subscription as the audit log keeps it: never its secret. */
const subscriptionView = ({ secret: _secret, ...rest }: WebhookSubscription) => rest;

/** A secret long enough that guessing it is hopeless. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** Plain HTTP only outside production: a production HIS receives over TLS. */
function checkUrl(config: ServerDeps['config'], url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest('url: not a URL', 'url');
  }
  const allowed = config.production ? ['https:'] : ['https:', 'http:'];
  if (!allowed.includes(parsed.protocol))
    throw badRequest(
      config.production ? 'url: must be https' : 'url: must be http or https',
      'url',
    );
  return parsed.toString();
}

const nameTaken = () => conflict('该名称已被使用', 'NAME_TAKEN');

export interface NewSubscription {
  name: string;
  url: string;
  eventTypes: WebhookEventType[];
  active?: boolean;
}

/** A new subscription with a secret made here; the caller shows the secret to the HIS once. */
export async function createSubscription(
  deps: ConsoleDeps,
  by: WebhookActor,
  input: NewSubscription,
): Promise<WebhookSubscription> {
  const url = checkUrl(deps.config, input.url);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const created = await insertSubscription(tx, {
      name: input.name,
      url,
      secret: newSecret(),
      eventTypes: [...new Set(input.eventTypes)],
      active: input.active ?? true,
      createdAt: now,
    });
    if (!created) throw nameTaken();
    await recordAudit(tx, {
      ...by,
      action: 'webhook_subscription.create',
      entityType: 'webhook_subscription',
      entityId: created.id,
      after: subscriptionView(created),
      at: now,
    });
    return created;
  });
}

export type SubscriptionChange = Partial<NewSubscription> & { rotateSecret?: boolean };

/** Changes what was given; `rotateSecret` replaces the secret. Null when there is no such row. */
export async function changeSubscription(
  deps: ConsoleDeps,
  by: WebhookActor,
  id: number,
  change: SubscriptionChange,
): Promise<WebhookSubscription | null> {
  const values: Partial<SubscriptionValues> = {
    ...(change.name !== undefined && { name: change.name }),
    ...(change.url !== undefined && { url: checkUrl(deps.config, change.url) }),
    ...(change.eventTypes !== undefined && { eventTypes: [...new Set(change.eventTypes)] }),
    ...(change.active !== undefined && { active: change.active }),
    ...(change.rotateSecret === true && { secret: newSecret() }),
  };
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockSubscription(tx, id);
    if (!before) return null;
    const after = await updateSubscription(tx, id, values);
    if (after === 'name_taken') throw nameTaken();
    if (!after) return null;
    await recordAudit(tx, {
      ...by,
      action: change.rotateSecret
        ? 'webhook_subscription.rotate_secret'
        : 'webhook_subscription.update',
      entityType: 'webhook_subscription',
      entityId: id,
      before: subscriptionView(before),
      after: subscriptionView(after),
      at: now,
    });
    return after;
  });
}
