import { answerSurvey, getSurvey, getSurveys } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { readAnswers } from './answers.ts';
import { findSurvey, insertResponse, listSurveys } from './repo.ts';

const NOT_FOUND = '问卷不存在';

/** Satisfaction surveys: listed under /api, answered form-encoded under /xgwj. */
export async function surveysModule(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(app, getSurveys, ({ user }) => listSurveys(db, user.id));

  route(app, getSurvey, async ({ params, user }) => {
    const survey = await findSurvey(db, user.id, params.id);
    if (!survey) throw notFound(NOT_FOUND);
    return survey;
  });

  route(app, answerSurvey, async ({ params, body, user }) => {
    const survey = await findSurvey(db, user.id, params.id);
    if (!survey) throw notFound(NOT_FOUND);
    if (survey.answeredAt) throw conflict('您已参与过该问卷', 'ALREADY_ANSWERED');
    const answers = readAnswers(survey.questions, body);
    const answeredAt = await insertResponse(db, survey.id, user.id, answers);
    return { surveyId: survey.id, answeredAt: answeredAt.toISOString() };
  });
}
