import {
  customerServicePhoneEndpoint,
  feedbackDetailEndpoint,
  feedbackListEndpoint,
  markFeedbackReadEndpoint,
  userFeedbackEndpoint,
  userQuestionCategoryEndpoint,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { feedbackConsoleRoutes } from './console-routes.ts';
import { countUnread, findMine, listCategories, listMine, markRead } from './repository.ts';
import { customerService, submitFeedback } from './service.ts';

/** Feedback to the hospital and the user's own messages. */
export async function feedbackModule(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);

  route(app, userQuestionCategoryEndpoint, () => listCategories(deps.db));

  route(app, customerServicePhoneEndpoint, () => customerService(deps));

  route(app, userFeedbackEndpoint, ({ body, user }) => submitFeedback(deps, user.id, body));

  route(app, feedbackListEndpoint, ({ user }) => listMine(deps.db, user.id));

  route(app, feedbackDetailEndpoint, async ({ params, user }) => {
    const found = await findMine(deps.db, user.id, params.id);
    if (!found) throw notFound('反馈不存在');
    return found;
  });

  route(app, markFeedbackReadEndpoint, async ({ params, user }) => {
    if (!(await markRead(deps.db, user.id, params.id))) throw notFound('反馈不存在');
    return { unread: await countUnread(deps.db, user.id) };
  });

  feedbackConsoleRoutes(app);
}
