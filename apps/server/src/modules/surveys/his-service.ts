import { isDeepStrictEqual } from 'node:util';
import type { HisSurvey, HisUpsertResult } from '@hospital/contract/his';
import type { ServerDeps } from '../../deps.ts';
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
 */
export function upsertHisSurvey(
  deps: Pick<ServerDeps, 'db'>,
  hisId: string,
  survey: HisSurvey,
): Promise<HisUpsertResult> {
  const { questions, ...header } = survey;
  return deps.db.transaction(async (tx) => {
    let existing = await lockHisSurvey(tx, hisId);
    if (!existing) {
      const id = await insertHisSurvey(tx, hisId, header);
      if (id !== null) {
        await replaceQuestions(tx, id, questions);
        return { hisId, status: 'created' };
      }
      // The same upsert arrived twice at once and the other one committed first.
      existing = await lockHisSurvey(tx, hisId);
      if (!existing) throw new Error(`survey ${hisId} neither inserted nor found`);
    }
    const sameQuestions = isDeepStrictEqual(await listQuestionsAsSent(tx, existing.id), questions);
    const sameHeader = isDeepStrictEqual(
      { title: existing.title, description: existing.description, sort: existing.sort },
      header,
    );
    if (sameQuestions && sameHeader) return { hisId, status: 'unchanged' };
    if (!sameQuestions) {
      if (await hasResponses(tx, existing.id)) {
        return {
          hisId,
          status: 'refused',
          reason: '问卷已有答卷，题目不能再修改',
        };
      }
      await replaceQuestions(tx, existing.id, questions);
    }
    if (!sameHeader) await updateSurveyHeader(tx, existing.id, header);
    return { hisId, status: 'updated' };
  });
}
