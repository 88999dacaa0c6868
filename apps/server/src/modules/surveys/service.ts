import type { answerSurveyEndpoint, ResponseOf, SurveyAnswerForm } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { readAnswers } from './answers.ts';
import { findSurvey, insertResponse } from './repository.ts';

export const SURVEY_NOT_FOUND = '问卷不存在';

/** One answer per account: a second one is refused, not merged. */
export async function answerSurveyOnce(
  deps: Pick<ServerDeps, 'db'>,
  userId: number,
  surveyId: number,
  body: SurveyAnswerForm,
): Promise<ResponseOf<typeof answerSurveyEndpoint>> {
  const survey = await findSurvey(deps.db, userId, surveyId);
  if (!survey) throw notFound(SURVEY_NOT_FOUND);
  if (survey.answeredAt) throw conflict('您已参与过该问卷', 'ALREADY_ANSWERED');
  const answers = readAnswers(survey.questions, body);
  const answeredAt = await insertResponse(deps.db, survey.id, userId, answers);
  return { surveyId: survey.id, answeredAt: answeredAt.toISOString() };
}
