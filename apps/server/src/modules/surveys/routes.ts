import { answerSurveyEndpoint, surveyEndpoint, surveysEndpoint } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { surveysConsoleRoutes } from './console-routes.ts';
import { findSurvey, listSurveys } from './repository.ts';
import { answerSurveyOnce, SURVEY_NOT_FOUND } from './service.ts';

/** Satisfaction surveys: listed under /api, answered form-encoded under /xgwj. */
export async function surveysModule(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);

  route(app, surveysEndpoint, ({ user }) => listSurveys(deps.db, user.id));

  route(app, surveyEndpoint, async ({ params, user }) => {
    const survey = await findSurvey(deps.db, user.id, params.id);
    if (!survey) throw notFound(SURVEY_NOT_FOUND);
    return survey;
  });

  route(app, answerSurveyEndpoint, ({ params, body, user }) =>
    answerSurveyOnce(deps, user.id, params.id, body),
  );

  surveysConsoleRoutes(app);
}
