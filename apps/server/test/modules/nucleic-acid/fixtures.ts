import {
  buildPath,
  visibleQuestions,
  type NatPreRecord,
  type Questionnaire,
  type QuestionnaireAnswers,
} from '@hospital/contract';
import { batchUpsertHisNatItems } from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '../../helpers/auth.ts';
import { hisHeaders } from '../his/his-client.ts';
import { get, post } from '../patients/fixtures.ts';

export const singleItem = {
  hisId: 'NAT-1',
  name: '新冠核酸检测（单管）',
  sampleKind: 'single',
  poolSize: 1,
  priceFen: 1600,
  place: '门诊楼一楼核酸采样点',
  hours: '08:00-17:30',
};

export const pooledItem = {
  ...singleItem,
  hisId: 'NAT-10',
  name: '新冠核酸检测（10合1混检）',
  sampleKind: 'pooled',
  poolSize: 10,
  priceFen: 350,
  sortOrder: 2,
};

export const emergencyItem = {
  ...singleItem,
  hisId: 'NAT-ER',
  name: '急诊核酸检测',
  place: '急诊楼一楼',
  hours: '24小时',
  emergency: true,
};

export const withdrawnItem = { ...singleItem, hisId: 'NAT-OLD', name: '停用项目', active: false };

/** The items the HIS sends, through the HIS API as the hospital's system would. */
export async function feedNatItems(
  app: FastifyInstance,
  items: object[] = [singleItem, pooledItem, emergencyItem, withdrawnItem],
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: buildPath(batchUpsertHisNatItems.path),
    headers: await hisHeaders(app, ['his:exams']),
    payload: { items },
  });
  if (response.statusCode !== 200) throw new Error(`nat items feed failed: ${response.body}`);
}

/**
 * Answers every question the way a patient without risk would: the first harmless option,
 * "none" in words, a normal temperature; questions shown only after a risk stay hidden.
 */
export function calmAnswers(questionnaire: Questionnaire): QuestionnaireAnswers {
  const answers: QuestionnaireAnswers = {};
  for (const question of questionnaire.questions) {
    if (!visibleQuestions(questionnaire.questions, answers).includes(question)) continue;
    const harmless = question.options.find((option) => !option.risk)?.value ?? '';
    if (question.kind === 'single') answers[question.id] = harmless;
    else if (question.kind === 'multi') answers[question.id] = [harmless];
    else if (question.kind === 'text') answers[question.id] = '无';
    else answers[question.id] = 36.5;
  }
  return answers;
}

/** The calm answers with the first question's risk option instead. */
export function riskyAnswers(questionnaire: Questionnaire): QuestionnaireAnswers {
  const answers = calmAnswers(questionnaire);
  const question = questionnaire.questions.find((one) => one.options.some((option) => option.risk));
  const risk = question?.options.find((option) => option.risk);
  if (!question || !risk) throw new Error('the questionnaire has no risk option');
  answers[question.id] = question.kind === 'multi' ? [risk.value] : risk.value;
  return answers;
}

export async function natQuestionnaire(app: FastifyInstance, who: SignedIn) {
  return (await get(app, who, '/api/preorder/questionnaire')).json<Questionnaire>();
}

/** A saved pre-record of the patient's, calm unless `risky`. */
export async function preRecord(
  app: FastifyInstance,
  who: SignedIn,
  patientId: number,
  risky = false,
): Promise<NatPreRecord> {
  const questionnaire = await natQuestionnaire(app, who);
  const answers = risky ? riskyAnswers(questionnaire) : calmAnswers(questionnaire);
  const response = await post(app, who, '/api/preorder/preRecordSave', {
    patientId,
    version: questionnaire.version,
    answers,
  });
  if (response.statusCode !== 200)
    throw new Error(`pre-record failed ${response.statusCode}: ${response.body}`);
  return response.json<NatPreRecord>();
}
