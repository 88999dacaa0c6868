import {
  getCustomerServicePhone,
  getFeedbackDetail,
  getFeedbackList,
  getUserFeedback,
  getUserQuestionCategory,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { hospitalSettings } from '../hospitals/index.ts';
import * as repo from './repo.ts';

/** When the customer service line is staffed. */
const SERVICE_HOURS = '周一至周日 8:00-17:30';

/** Feedback to the hospital and the user's own messages. */
export async function feedbackModule(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(app, getUserQuestionCategory, () => repo.listCategories(db));

  route(app, getCustomerServicePhone, async () => {
    const settings = await hospitalSettings({ db });
    return { phone: settings.servicePhone, serviceHours: SERVICE_HOURS };
  });

  route(app, getUserFeedback, async ({ body, user }) => {
    if (!(await repo.categoryExists(db, body.categoryId))) {
      throw badRequest('请选择反馈类型', 'categoryId');
    }
    const fileIds = body.imageFileIds;
    if (new Set(fileIds).size !== fileIds.length) {
      throw badRequest('同一张图片只能上传一次', 'imageFileIds');
    }
    if ((await repo.countOwnedFiles(db, user.id, fileIds)) !== fileIds.length) {
      throw badRequest('图片不存在，请重新上传', 'imageFileIds');
    }
    const id = await repo.insertFeedback(
      db,
      {
        userId: user.id,
        categoryId: body.categoryId,
        content: body.content,
        contactPhone: body.contactPhone || null,
      },
      fileIds,
    );
    const created = await repo.findMine(db, user.id, id);
    if (!created) throw new Error('feedback not found after insert');
    return created;
  });

  route(app, getFeedbackList, ({ user }) => repo.listMine(db, user.id));

  route(app, getFeedbackDetail, async ({ params, user }) => {
    const found = await repo.findMine(db, user.id, params.id);
    if (!found) throw notFound('反馈不存在');
    return found;
  });
}
