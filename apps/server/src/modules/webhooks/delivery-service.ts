import type { ServerDeps } from '../../deps.ts';
import type { Fetch } from '../../providers/types.ts';
import { claimDeliveries, finishAttempt, type ClaimedDelivery } from './repository.ts';
import { webhookHeaders } from './signature.ts';

/** How long a claimed delivery is left to its worker; past it, another worker sends it. */
export const DELIVERY_LEASE_MS = 2 * 60_000;
/** A receiver that has not answered by then counts as failed; well inside the lease. */
const REQUEST_TIMEOUT_MS = 15_000;
const FIRST_RETRY_MS = 10_000;
const MAX_RETRY_MS = 60 * 60_000;
/** 10 s doubling to an hour, then hourly: twenty attempts span about thirteen hours. */
export const MAX_ATTEMPTS = 20;
const BATCH = 20;
const ERROR_MAX = 500;

/** The wait after the `attempts`-th attempt failed: 10 s, 20 s, 40 s... at most an hour. */
export const webhookRetryDelayMs = (attempts: number): number =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

export type DeliveryDeps = Pick<ServerDeps, 'db' | 'log'> & { fetch: Fetch };

/** The body is built from the stored event alone, so every attempt sends the same bytes. */
export const envelopeOf = (event: ClaimedDelivery['event']): string =>
  JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.occurredAt.toISOString(),
    data: event.payload,
  });

/** One attempt: the receiver's status, or why there was none. */
async function post(
  fetch: Fetch,
  delivery: ClaimedDelivery,
  now: Date,
): Promise<{ status: number | null; error: string | null }> {
  const body = envelopeOf(delivery.event);
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: webhookHeaders(delivery.secret, delivery.event.id, body, now),
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.ok) {
      await response.body?.cancel();
      return { status: response.status, error: null };
    }
    const text = await response.text().catch(() => '');
    return { status: response.status, error: `HTTP ${response.status} ${text}`.trim() };
  } catch (error) {
    return { status: null, error: error instanceof Error ? error.message : String(error) };
  }
}

async function deliverOne(deps: DeliveryDeps, delivery: ClaimedDelivery, now: Date) {
  const { status, error } = await post(deps.fetch, delivery, now);
  if (error === null) {
    await finishAttempt(deps.db, delivery, {
      status: 'delivered',
      deliveredAt: now,
      lastStatus: status,
      lastError: null,
    });
    return true;
  }
  const givingUp = delivery.attempts >= MAX_ATTEMPTS;
  deps.log.warn(
    { deliveryId: delivery.id, eventId: delivery.event.id, attempts: delivery.attempts, error },
    givingUp ? 'webhook delivery failed; giving up' : 'webhook delivery failed; retrying later',
  );
  await finishAttempt(deps.db, delivery, {
    ...(givingUp
      ? { status: 'failed' as const }
      : { nextAttemptAt: new Date(now.getTime() + webhookRetryDelayMs(delivery.attempts)) }),
    lastStatus: status,
    lastError: error.slice(0, ERROR_MAX),
  });
  return false;
}

/**
 * Sends every delivery due at `now`, batch after batch, and returns how many the receivers
 * acknowledged with a 2xx. A failed one moves past `now`, so the loop ends. Safe on several
 * instances at once: each row is claimed by one of them.
 */
export async function deliverDueWebhooks(deps: DeliveryDeps, now: Date): Promise<number> {
  let delivered = 0;
  for (;;) {
    const claimed = await claimDeliveries(
      deps.db,
      now,
      new Date(now.getTime() + DELIVERY_LEASE_MS),
      BATCH,
    );
    if (claimed.length === 0) return delivered;
    const results = await Promise.all(claimed.map((delivery) => deliverOne(deps, delivery, now)));
    delivered += results.filter(Boolean).length;
  }
}
