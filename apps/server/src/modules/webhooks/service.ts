import { randomBytes, randomUUID } from 'node:crypto';
import type { WebhookData, WebhookEventType } from '@hospital/contract/his';
import type { Database } from '../../db/client.ts';
import type { ServerDeps } from '../../deps.ts';
import { badRequest } from '../../http/http-error.ts';
import {
  findSubscription,
  insertDeliveriesFor,
  insertEvent,
  insertSubscription,
  requeueDelivery,
  updateSubscription,
  type SubscriptionValues,
  type WebhookDelivery,
  type WebhookSubscription,
} from './repository.ts';

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
  const id = `evt_${randomUUID()}`;
  const occurredAt = new Date(data.at);
  await insertEvent(tx, { id, type, payload: { ...data }, occurredAt });
  await insertDeliveriesFor(tx, id, type, occurredAt);
  return id;
}

/**
 * Sends a delivery again, whatever its state: due at once, with a fresh count of attempts.
 * The event keeps its id, so a receiver that already applied it ignores it. Null when there
 * is no such delivery.
 */
export const replayDelivery = (
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  id: number,
): Promise<WebhookDelivery | null> => requeueDelivery(deps.db, id, deps.clock.now());

/** A secret long enough that guessing it is hopeless. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** Plain HTTP only outside production: a production HIS receives over TLS. */
function checkUrl(config: ServerDeps['config'], url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest('url: not a URL');
  }
  const allowed = config.production ? ['https:'] : ['https:', 'http:'];
  if (!allowed.includes(parsed.protocol))
    throw badRequest(config.production ? 'url: must be https' : 'url: must be http or https');
  return parsed.toString();
}

export interface NewSubscription {
  name: string;
  url: string;
  eventTypes: WebhookEventType[];
  active?: boolean;
}

/** A new subscription with a secret made here; the caller shows the secret to the HIS once. */
export async function createSubscription(
  deps: Pick<ServerDeps, 'db' | 'config'>,
  input: NewSubscription,
): Promise<WebhookSubscription> {
  return await insertSubscription(deps.db, {
    name: input.name,
    url: checkUrl(deps.config, input.url),
    secret: newSecret(),
    eventTypes: [...new Set(input.eventTypes)],
    active: input.active ?? true,
  });
}

export type SubscriptionChange = Partial<NewSubscription> & { rotateSecret?: boolean };

/** Changes what was given; `rotateSecret` replaces the secret. Null when there is no such row. */
export async function changeSubscription(
  deps: Pick<ServerDeps, 'db' | 'config'>,
  id: number,
  change: SubscriptionChange,
): Promise<{ before: WebhookSubscription; after: WebhookSubscription } | null> {
  const before = await findSubscription(deps.db, id);
  if (!before) return null;
  const values: Partial<SubscriptionValues> = {
    ...(change.name !== undefined && { name: change.name }),
    ...(change.url !== undefined && { url: checkUrl(deps.config, change.url) }),
    ...(change.eventTypes !== undefined && { eventTypes: [...new Set(change.eventTypes)] }),
    ...(change.active !== undefined && { active: change.active }),
    ...(change.rotateSecret === true && { secret: newSecret() }),
  };
  if (Object.keys(values).length === 0) return { before, after: before };
  const after = await updateSubscription(deps.db, id, values);
  return after ? { before, after } : null;
}
