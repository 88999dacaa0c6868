import type { Database } from '../../db/client.ts';
import { depsOf, type ServerDeps } from '../../deps.ts';
import { enqueueSideEffect, onSideEffect } from '../../side-effects/index.ts';
import { hostSubjectOf } from '../auth/index.ts';

const HOST_MESSAGE_SIDE_EFFECT = 'clinic-stop-host-message';
/** Longer than the worker's longest back-off, so a retry always finds a message already sent. */
const SENT_TTL_SECONDS = 7 * 24 * 3600;

/** The stop notice as the official account's template shows it. */
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
 * Sends the stop notice as a WeChat template message to a holder who signed in through the
 * official account; nothing where no template is configured or the holder has no openid.
 * The sent mark keeps a retry after a lost answer from sending it twice.
 */
async function sendHostMessage(
  deps: Pick<ServerDeps, 'config' | 'db' | 'providers' | 'store'>,
  payload: Record<string, unknown>,
): Promise<'done'> {
  const notice = payload as unknown as HostStopNotice;
  if (typeof notice.appointmentId !== 'number' || typeof notice.userId !== 'number')
    throw new Error('clinic-stop host message without appointmentId or userId');
  const messenger = deps.providers.templateMessages;
  if (!messenger || (await deps.store.get(sentKey(notice.appointmentId)))) return 'done';
  const openid = await hostSubjectOf(deps.db, notice.userId, 'wechat_oa');
  if (!openid) return 'done';
  const origin = deps.config.publicUrl?.replace(/\/+$/, '');
  await messenger.send({
    touser: openid,
    template_id: messenger.clinicStopTemplateId,
    // The appointment's page, with the refund and the rebook; WeChat opens only full URLs.
    ...(origin && { url: `${origin}/regHistory/regDetail?id=${notice.appointmentId}` }),
    data: {
      first: { value: notice.title },
      keyword1: { value: notice.doctor },
      keyword2: { value: notice.halfDay },
      keyword3: { value: notice.refund },
      remark: { value: notice.remark },
    },
  });
  await deps.store.set(sentKey(notice.appointmentId), '1', SENT_TTL_SECONDS);
  return 'done';
}

/** Puts the stop notices' host messages on the side-effect worker; called once at start. */
export function sendHostMessagesFromOutbox(): void {
  onSideEffect(HOST_MESSAGE_SIDE_EFFECT, (app, payload) => sendHostMessage(depsOf(app), payload));
}
