import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../../db/client.ts';
import { inProcessFetch } from '../../../../providers/in-process-fetch.ts';
import {
  claimDueNotifies,
  insertNotify,
  recordAttempt,
  type NotifyRow,
  type OutgoingNotify,
} from './notify-repository.ts';

/** WeChat's published re-send intervals after a failed notify, in seconds (about 24 h). */
export const RETRY_DELAYS_S = [
  15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600,
];
/** A claimed notify is left alone this long, so two instances never send it at once. */
const LEASE_MS = 60_000;
const BATCH = 20;

async function send(app: FastifyInstance, notify: OutgoingNotify): Promise<boolean> {
  try {
    const response = await inProcessFetch(app)(notify.url, {
      method: 'POST',
      headers: notify.headers,
      body: notify.body,
    });
    const text = await response.text();
    if (notify.ack === 'text_success') return text.trim() === 'success';
    return response.status >= 200 && response.status < 300;
  } catch (error) {
    app.log.warn({ err: error }, 'sandbox notify could not be sent');
    return false;
  }
}

async function attempt(app: FastifyInstance, row: NotifyRow, now: Date): Promise<boolean> {
  const delivered = await send(app, row);
  const attempts = row.attempts + 1;
  const delay = RETRY_DELAYS_S[Math.min(attempts, RETRY_DELAYS_S.length) - 1] ?? 0;
  await recordAttempt(
    app.db,
    row.id,
    delivered
      ? { attempts, deliveredAt: now }
      : { attempts, nextAttemptAt: new Date(now.getTime() + delay * 1000) },
  );
  return delivered;
}

/**
 * Runs `write` in one transaction with the notifies it queues, as a provider records a
 * trade change and the notify it owes together; after the commit each is sent at once,
 * and the re-sender takes over when that fails (or the process dies first).
 */
export async function withNotifies<T>(
  app: FastifyInstance,
  write: (tx: Database, queue: (notify: OutgoingNotify) => Promise<void>) => Promise<T>,
): Promise<T> {
  const now = app.clock.now();
  const queued: NotifyRow[] = [];
  const result = await app.db.transaction((tx) =>
    write(tx, async (notify) => {
      queued.push(await insertNotify(tx, notify, new Date(now.getTime() + LEASE_MS)));
    }),
  );
  for (const row of queued) await attempt(app, row, now);
  return result;
}

/** Sends every notify that is due and not yet acknowledged, each claimed with a lease. */
export async function resendDueNotifies(app: FastifyInstance, now: Date): Promise<number> {
  const claimed = await claimDueNotifies(app.db, {
    now,
    leaseUntil: new Date(now.getTime() + LEASE_MS),
    maxAttempts: RETRY_DELAYS_S.length + 1,
    batch: BATCH,
  });
  let delivered = 0;
  for (const row of claimed) if (await attempt(app, row, now)) delivered += 1;
  return delivered;
}
