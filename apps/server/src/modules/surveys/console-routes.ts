import {
  consoleSurveyEndpoint,
  consoleSurveysEndpoint,
  createSurveyEndpoint,
  surveyResultsEndpoint,
  updateSurveyEndpoint,
} from '@hospital/contract/console';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { findSurveySummary, listSurveysForConsole, surveyResults } from './console-repository.ts';
import { createSurvey, findConsoleSurvey, updateSurvey } from './console-service.ts';

/** The content desk's side of surveys: writing them and reading their results. */
export function surveysConsoleRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);

  route(app, consoleSurveysEndpoint, () => listSurveysForConsole(deps.db));

  route(app, consoleSurveyEndpoint, async ({ params }) => {
    const survey = await findConsoleSurvey(deps.db, params.id);
    if (!survey) throw notFound('问卷不存在');
    return survey;
  });

  route(app, createSurveyEndpoint, ({ body, staff, request }) =>
    createSurvey(deps, { staffId: staff.id, requestId: request.id }, body),
  );

  route(app, updateSurveyEndpoint, ({ params, body, staff, request }) =>
    updateSurvey(deps, { staffId: staff.id, requestId: request.id }, params.id, body),
  );

  route(app, surveyResultsEndpoint, async ({ params }) => {
    const survey = await findSurveySummary(deps.db, params.id);
    if (!survey) throw notFound('问卷不存在');
    return surveyResults(deps.db, survey);
  });
}
