import type {
  HealthKind,
  HealthRecordDetail,
  Questionnaire,
  QuestionnaireAnswers,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '../../helpers/auth.ts';

export const questionnaireOf = async (
  app: FastifyInstance,
  who: SignedIn,
  kind: HealthKind,
): Promise<Questionnaire> => {
  const response = await app.inject({
    url: '/api/health/dictItemData',
    query: { kind },
    headers: who.headers,
  });
  if (response.statusCode !== 200) throw new Error(`no questionnaire: ${response.body}`);
  return response.json<Questionnaire>();
};

/**
 * A sheet answering every question its conditions show: no risk option, a normal
 * temperature, short words; `risky` names questions to answer with their first risk option.
 */
export function answersFor(
  questionnaire: Questionnaire,
  risky: readonly string[] = [],
): QuestionnaireAnswers {
  const answers: QuestionnaireAnswers = {};
  for (const question of questionnaire.questions) {
    if (question.showIf) {
      const parent = answers[question.showIf.question];
      const chosen = typeof parent === 'string' ? [parent] : Array.isArray(parent) ? parent : [];
      if (!chosen.some((value) => question.showIf!.values.includes(value))) continue;
    }
    const wantsRisk = risky.includes(question.id);
    if (question.kind === 'temperature') {
      answers[question.id] = wantsRisk ? 38.2 : 36.5;
    } else if (question.kind === 'text') {
      answers[question.id] = '无';
    } else {
      const option = question.options.find((candidate) => candidate.risk === wantsRisk);
      if (!option) continue;
      answers[question.id] = question.kind === 'multi' ? [option.value] : option.value;
    }
  }
  return answers;
}

export const save = (app: FastifyInstance, who: SignedIn | null, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/health/save',
    headers: { ...who?.headers },
    payload,
  });

export async function saved(
  app: FastifyInstance,
  who: SignedIn,
  payload: object,
): Promise<HealthRecordDetail> {
  const response = await save(app, who, payload);
  if (response.statusCode !== 200) throw new Error(`save refused: ${response.body}`);
  return response.json<HealthRecordDetail>();
}
