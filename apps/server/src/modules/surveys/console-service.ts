import { isDeepStrictEqual } from 'node:util';
import {
  HIS_OWNED_MESSAGE,
  type ConsoleSurvey,
  type SurveyInputSchema,
} from '@hospital/contract/console';
import type { z } from 'zod';
import type { ServerDeps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffActor } from '../staff/index.ts';
import { findSurveySummary, insertSurvey, lockSurvey } from './console-repository.ts';
import { listQuestionsAsSent, replaceQuestions, updateSurveyHeader } from './his-repository.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;
type Tx = ServerDeps['db'];
type SurveyInput = z.output<typeof SurveyInputSchema>;

export async function findConsoleSurvey(db: Tx, id: number): Promise<ConsoleSurvey | null> {
  const summary = await findSurveySummary(db, id);
  return summary && { ...summary, questions: await listQuestionsAsSent(db, id) };
}

async function mustFind(tx: Tx, id: number) {
  const survey = await findConsoleSurvey(tx, id);
  if (!survey) throw notFound('问卷不存在');
  return survey;
}

const audit = (tx: Tx, by: StaffActor, at: Date, action: string, id: number, change: object) =>
  recordAudit(tx, {
    actor: `staff:${by.staffId}`,
    action,
    entityType: 'survey',
    entityId: id,
    requestId: by.requestId,
    at,
    ...change,
  });

export function createSurvey(
  deps: Deps,
  by: StaffActor,
  { questions, ...header }: SurveyInput,
): Promise<ConsoleSurvey> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const id = await insertSurvey(tx, header);
    await replaceQuestions(tx, id, questions);
    const after = await mustFind(tx, id);
    await audit(tx, by, now, 'survey.create', id, { after });
    return after;
  });
}

/**
 * Answer sheets point at questions and options, so once a survey has answers only its
 * title, description and order may change; the HIS's surveys change only in the HIS.
 */
export function updateSurvey(
  deps: Deps,
  by: StaffActor,
  id: number,
  { questions, ...header }: SurveyInput,
): Promise<ConsoleSurvey> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (!(await lockSurvey(tx, id))) throw notFound('问卷不存在');
    const before = await mustFind(tx, id);
    if (before.hisId) throw conflict(HIS_OWNED_MESSAGE, 'HIS_OWNED');
    if (!isDeepStrictEqual(before.questions, questions)) {
      if (before.responseCount > 0) {
        throw conflict(
          `问卷已收到${before.responseCount}份答卷，题目和选项不能再修改（标题、说明和排序仍可修改）`,
          'SURVEY_ANSWERED',
        );
      }
      await replaceQuestions(tx, id, questions);
    }
    await updateSurveyHeader(tx, id, header);
    const after = await mustFind(tx, id);
    await audit(tx, by, now, 'survey.update', id, { before, after });
    return after;
  });
}
