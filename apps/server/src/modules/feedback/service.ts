import {
  RULE_MESSAGES,
  type BodyOf,
  type CustomerService,
  type FeedbackDetail,
  type userFeedbackEndpoint,
} from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { badRequest } from '../../http/http-error.ts';
import { hospitalSettings } from '../hospitals/index.ts';
import { categoryExists, countOwnedFiles, findMine, insertFeedback } from './repository.ts';

/** When the customer service line is staffed. */
const SERVICE_HOURS = '周一至周日 8:00-17:30';

type FeedbackDeps = Pick<ServerDeps, 'db'>;

export async function customerService(deps: FeedbackDeps): Promise<CustomerService> {
  const settings = await hospitalSettings(deps);
  return { phone: settings.servicePhone, serviceHours: SERVICE_HOURS };
}

/** Only the account's own uploads, each once, may be attached. */
export async function submitFeedback(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  userId: number,
  body: BodyOf<typeof userFeedbackEndpoint>,
): Promise<FeedbackDetail> {
  const { db } = deps;
  if (!(await categoryExists(db, body.categoryId))) {
    throw badRequest(RULE_MESSAGES.feedbackCategory, 'categoryId');
  }
  const fileIds = body.imageFileIds;
  if (new Set(fileIds).size !== fileIds.length) {
    throw badRequest('同一张图片只能上传一次', 'imageFileIds');
  }
  if ((await countOwnedFiles(db, userId, fileIds)) !== fileIds.length) {
    throw badRequest('图片不存在，请重新上传', 'imageFileIds');
  }
  const id = await insertFeedback(
    db,
    {
      userId,
      categoryId: body.categoryId,
      content: body.content,
      contactPhone: body.contactPhone || null,
      createdAt: deps.clock.now(),
    },
    fileIds,
  );
  const created = await findMine(db, userId, id);
  if (!created) throw new Error('feedback not found after insert');
  return created;
}
