import type { BodyOf } from '@hospital/contract';
import type { ConsoleFeedbackDetail, replyToFeedbackEndpoint } from '@hospital/contract/console';
import type { ServerDeps } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import { readOwnedUpload } from '../patients/index.ts';
import type { StaffActor } from '../staff/index.ts';
import { findFeedback, imageOwner, insertReply } from './console-repository.ts';

/**
 * The patient sees the reply at once, marked unread until they open it. The reply and its
 * audit row commit together.
 */
export async function replyToFeedback(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  by: StaffActor,
  id: number,
  input: BodyOf<typeof replyToFeedbackEndpoint>,
): Promise<ConsoleFeedbackDetail> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await findFeedback(tx, id);
    if (!before) throw notFound('反馈不存在');
    await insertReply(tx, {
      feedbackId: id,
      staffId: by.staffId,
      content: input.content,
      createdAt: now,
    });
    const after = await findFeedback(tx, id);
    if (!after) throw new Error('feedback vanished inside its transaction');
    await recordAudit(tx, {
      actor: `staff:${by.staffId}`,
      action: 'feedback.reply',
      entityType: 'feedback',
      entityId: id,
      before,
      after,
      requestId: by.requestId,
      at: now,
    });
    return after;
  });
}

/** An image of a feedback message, read from its sender's uploads; null when not attached. */
export async function feedbackImage(
  deps: Pick<ServerDeps, 'db' | 'uploads'>,
  id: number,
  fileId: string,
) {
  const owner = await imageOwner(deps.db, id, fileId);
  return owner === null ? null : readOwnedUpload(deps, owner, fileId);
}
