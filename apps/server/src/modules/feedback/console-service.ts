import type { BodyOf } from '@hospital/contract';
import type { ConsoleFeedbackDetail, replyToFeedbackEndpoint } from '@hospital/contract/console';
import type { ServerDeps } from '../../deps.ts';
import type { StaffMember } from '../../http/guards.ts';
import { notFound } from '../../http/http-error.ts';
import { readOwnedUpload } from '../patients/index.ts';
import { findFeedback, imageOwner, insertReply } from './console-repository.ts';

/**
 * The patient sees the reply at once, marked unread until they open it. The reply and its
 * audit row commit together.
 */
export async function replyToFeedback(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  staff: StaffMember,
  id: number,
  input: BodyOf<typeof replyToFeedbackEndpoint>,
): Promise<ConsoleFeedbackDetail> {
  return deps.db.transaction(async (tx) => {
    const before = await findFeedback(tx, id);
    if (!before) throw notFound('反馈不存在');
    await insertReply(tx, {
      feedbackId: id,
      staffId: staff.id,
      content: input.content,
      createdAt: deps.clock.now(),
    });
    const after = await findFeedback(tx, id);
    if (!after) throw new Error('feedback vanished inside its transaction');
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
