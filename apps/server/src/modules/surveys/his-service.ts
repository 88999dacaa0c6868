import { isDeepStrictEqual } from 'node:util';
import type { HisSurvey } from '@hospital/contract/his';
import type { ServerDeps } from '../../deps.ts';
import { HisRefusal, type HisWrite } from '../../http/his-batch.ts';
import {
  hasResponses,
  insertHisSurvey,
  listQuestionsAsSent,
  lockHisSurvey,
  replaceQuestions,
  updateSurveyHeader,
} from './his-repository.ts';

/**
 * Creates or replaces the survey the HIS knows by `hisId`. Answers point at questions and
 * options, so once a survey has answers only its title, description and order may change.
 * Runs in the item's transaction (`applyHisItem`).
 */
export async function upsertHisSurvey(
  deps: Pick<ServerDeps, 'db'>,
  { hisId, questions, ...header }: HisSurvey & { hisId: string },
): Promise<HisWrite> {
  const { db } = deps;
  let existing = await lockHisSurvey(db, hisId);
  if (!existing) {
    const id = await insertHisSurvey(db, hisId, header);
    if (id !== null) {
      await replaceQuestions(db, id, questions);
      return 'created';
    }
    // The same upsert arrived twice at once and the other one committed first.
    existing = await lockHisSurvey(db, hisId);
    if (!existing) throw new Error(`survey ${hisId} neither inserted nor found`);
  }
  const sameQuestions = isDeepStrictEqual(await listQuestionsAsSent(db, existing.id), questions);
  const sameHeader = isDeepStrictEqual(
    { title: existing.title, description: existing.description, sort: existing.sort },
    header,
  );
  if (sameQuestions && sameHeader) return 'unchanged';
  if (!sameQuestions) {
    if (await hasResponses(db, existing.id)) {
      throw new HisRefusal('问卷已有答卷，题目不能再修改');
    }
    await replaceQuestions(db, existing.id, questions);
  }
  if (!sameHeader) await updateSurveyHeader(db, existing.id, header);
  return 'updated';
}
