import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerProblemsError,
  currentQuestionnaire,
  judgeAnswers,
} from '../../../src/modules/questionnaires/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { calmFeverAnswers as calm } from '../fever/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { JOBS: '0' } });
});
afterAll(() => t.close());

describe('judging answers against the current questionnaire', () => {
  it('reads every seeded questionnaire at version 1', async () => {
    for (const key of ['fever', 'health-visitor', 'health-carer', 'nat-epidemiology'] as const) {
      const questionnaire = await currentQuestionnaire({ db: t.db }, key);
      expect(questionnaire).toMatchObject({ key, version: 1 });
    }
  });

  it('returns the snapshot to store, exactly as shown and answered, with no risk', async () => {
    const judged = await judgeAnswers({ db: t.db }, 'fever', calm, 1);
    const questionnaire = await currentQuestionnaire({ db: t.db }, 'fever');
    expect(judged).toEqual({
      ok: true,
      snapshot: { ...questionnaire, answers: calm },
      risk: false,
      reasons: [],
    });
  });

  it('names the answers that make the risk', async () => {
    const answers = {
      ...calm,
      temperature: 38.2,
      symptoms: ['fever', 'cough'],
      'fever-days': 'days-1-3',
    };
    expect(await judgeAnswers({ db: t.db }, 'fever', answers)).toMatchObject({
      ok: true,
      risk: true,
      reasons: ['temperature', 'symptoms'],
    });
  });

  it('lists the problems of a wrong sheet, the first one as a 400 naming its question', async () => {
    const { travel: _left, ...unanswered } = calm;
    const judged = await judgeAnswers({ db: t.db }, 'fever', { ...unanswered, temperature: 45 });
    expect(judged.ok).toBe(false);
    if (judged.ok) return;
    expect(judged.problems.map((problem) => [problem.questionId, problem.code])).toEqual([
      ['temperature', 'out-of-range'],
      ['travel', 'missing'],
    ]);
    const error = answerProblemsError(judged.problems);
    expect(error).toMatchObject({ statusCode: 400, field: 'temperature', code: 'ANSWER_PROBLEMS' });
    expect(error.message).toContain('35.0～42.0');
  });

  it('refuses a sheet answered on an older version with 409', async () => {
    await expect(judgeAnswers({ db: t.db }, 'fever', calm, 2)).rejects.toMatchObject({
      statusCode: 409,
      code: 'QUESTIONNAIRE_CHANGED',
    });
  });
});
