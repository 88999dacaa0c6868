import {
  consoleQuestionnaireEndpoint,
  consoleQuestionnairesEndpoint,
  saveQuestionnaireEndpoint,
} from '@hospital/contract/console';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import {
  questionnaireDetail,
  questionnaireSummaries,
  saveQuestionnaire,
} from './console-service.ts';

/** The content role's side: the questionnaires patients answer, each save a new version. */
export function questionnairesConsoleRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);

  route(app, consoleQuestionnairesEndpoint, () => questionnaireSummaries(deps));

  route(app, consoleQuestionnaireEndpoint, ({ params }) => questionnaireDetail(deps, params.key));

  route(app, saveQuestionnaireEndpoint, ({ params, body, staff, request }) =>
    saveQuestionnaire(deps, { staffId: staff.id, requestId: request.id }, params.key, body),
  );
}
