import type { Database } from '../../db/client.ts';
import { depsOf, type ServerDeps } from '../../deps.ts';
import { enqueueSideEffect, onSideEffect } from '../../side-effects/index.ts';
import { hostSubjectOf, latestSignInHost } from '../auth/index.ts';
import { HOST_SENDERS } from './host-message-senders.ts';

const HOST_MESSAGE_SIDE_EFFECT = 'clinic-stop-host-message';
/** Longer than the worker's longest back-off, so a retry always finds a message already sent. */
const SENT_TTL_SECONDS = 7 * 24 * 3600;

/** The stop notice in the fields the hosts' templates show. */
export interface HostStopNotice {
  appointmentId: number;
  userId: number;
  title: string;
  doctor: string;
  halfDay: string;
  refund: string;
  remark: string;
}

/** Written in the stop's transaction: the template message goes out after it commits. */
export async function enqueueHostMessage(tx: Database, notice: HostStopNotice): Promise<void> {
  await enqueueSideEffect(tx, {
    kind: HOST_MESSAGE_SIDE_EFFECT,
    dedupeKey: `clinic-stop-message:${notice.appointmentId}`,
    payload: { ...notice },
  });
}

const sentKey = (appointmentId: number) => `clinic-stop:host-message-sent:${appointmentId}`;

/**
 * Sends the stop notice through the host the holder last signed in with: the official
 * account's template message, the mini-program's subscribe message or the Alipay life
 * account's template message. Nothing where that host has no template configured or the
 * holder no identity there (the native app and browsers: the messages tab only). The sent
 * mark keeps a retry after a lost answer from sending it twice.
 */
async function sendHostMessage(
  deps: Pick<ServerDeps, 'config' | 'db' | 'providers' | 'store'>,
  payload: Record<string, unknown>,
): Promise<'done'> {
  const notice = payload as unknown as HostStopNotice;
  if (typeof notice.appointmentId !== 'number' || typeof notice.userId !== 'number')
    throw new Error('clinic-stop host message without appointmentId or userId');
  if (await deps.store.get(sentKey(notice.appointmentId))) return 'done';
  const host = await latestSignInHost(deps.db, notice.userId);
  const sender = host === null ? undefined : HOST_SENDERS[host];
  if (!sender) return 'done';
  const to = await hostSubjectOf(deps.db, notice.userId, sender.provider);
  if (!to) return 'done';
  if (await sender.send(deps, to, notice))
    await deps.store.set(sentKey(notice.appointmentId), '1', SENT_TTL_SECONDS);
  return 'done';
}

/** Puts the stop notices' host messages on the side-effect worker; called once at start. */
export function sendHostMessagesFromOutbox(): void {
  onSideEffect(HOST_MESSAGE_SIDE_EFFECT, (app, payload) => sendHostMessage(depsOf(app), payload));
}
