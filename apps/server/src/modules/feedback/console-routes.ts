import {
  CONSOLE_FEEDBACK_IMAGE_PATH,
  ConsoleFeedbackImageParamsSchema,
  consoleFeedbackCategoriesEndpoint,
  consoleFeedbackDetailEndpoint,
  consoleFeedbackListEndpoint,
  replyToFeedbackEndpoint,
} from '@hospital/contract/console';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { feedbackPage, findFeedback } from './console-repository.ts';
import { listCategories } from './repository.ts';
import { feedbackImage, replyToFeedback } from './console-service.ts';

/** The service desk's side of feedback: everyone's messages and the hospital's replies. */
export function feedbackConsoleRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);

  route(app, consoleFeedbackCategoriesEndpoint, () => listCategories(deps.db));

  route(app, consoleFeedbackListEndpoint, ({ query }) => feedbackPage(deps.db, query));

  route(app, consoleFeedbackDetailEndpoint, async ({ params }) => {
    const found = await findFeedback(deps.db, params.id);
    if (!found) throw notFound('反馈不存在');
    return found;
  });

  route(app, replyToFeedbackEndpoint, ({ params, body, staff, request }) =>
    replyToFeedback(deps, { staffId: staff.id, requestId: request.id }, params.id, body),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    CONSOLE_FEEDBACK_IMAGE_PATH,
    {
      schema: {
        summary: 'An image attached to a feedback message, to the service desk only',
        tags: ['console'],
        params: ConsoleFeedbackImageParamsSchema,
        security: [{ bearer: [] }],
      },
      preHandler: app.authenticateStaff(consoleFeedbackDetailEndpoint.auth.staff),
    },
    async (request, reply) => {
      const file = await feedbackImage(deps, request.params.id, request.params.fileId);
      if (!file) throw notFound('图片不存在');
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=86400')
        .send(file.bytes);
    },
  );
}
