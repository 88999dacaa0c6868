import type { SurveyDetail, SurveySummary } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  surveyAnswers,
  surveyOptions,
  surveyQuestions,
  surveyResponses,
  surveys,
} from '../../../src/db/schema/index.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let surveyId: number;
let single: { id: number; options: number[] };
let multiple: { id: number; options: number[] };
let text: number;

async function question(kind: 'single' | 'multiple' | 'text', sort: number, options: string[]) {
  const [row] = await t.db
    .insert(surveyQuestions)
    .values({ surveyId, kind, sort, title: `问题${sort + 1}`, required: kind !== 'text' })
    .returning({ id: surveyQuestions.id });
  const optionRows = options.length
    ? await t.db
        .insert(surveyOptions)
        .values(options.map((label, index) => ({ questionId: row!.id, label, sort: index })))
        .returning({ id: surveyOptions.id })
    : [];
  return { id: row!.id, options: optionRows.map(({ id }) => id) };
}

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO: '0' } });
  const [survey] = await t.db
    .insert(surveys)
    .values({ title: '满意度调查', description: '说明' })
    .returning({ id: surveys.id });
  surveyId = survey!.id;
  single = await question('single', 0, ['满意', '不满意']);
  multiple = await question('multiple', 1, ['挂号', '取药', '停车']);
  text = (await question('text', 2, [])).id;
});
afterAll(() => t.close());

const answer = (who: SignedIn | null, form: Record<string, string>, id = surveyId) =>
  t.app.inject({
    method: 'POST',
    url: `/xgwj/survey/${id}/answer`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...who?.headers },
    payload: new URLSearchParams(form).toString(),
  });
const responsesOf = async (id: number) =>
  t.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, id));

describe('GET /api/surveys and /api/surveys/:id', () => {
  it('lists surveys unanswered and gives the questions in order', async () => {
    const who = await signIn(t.app);
    const list = (await t.app.inject({ url: '/api/surveys', headers: who.headers })).json<
      SurveySummary[]
    >();
    expect(list).toEqual([
      {
        id: surveyId,
        title: '满意度调查',
        description: '说明',
        questionCount: 3,
        answeredAt: null,
      },
    ]);
    const detail = (
      await t.app.inject({ url: `/api/surveys/${surveyId}`, headers: who.headers })
    ).json<SurveyDetail>();
    expect(detail.questions.map(({ kind, required }) => [kind, required])).toEqual([
      ['single', true],
      ['multiple', true],
      ['text', false],
    ]);
    expect(detail.questions[1]!.options.map(({ label }) => label)).toEqual([
      '挂号',
      '取药',
      '停车',
    ]);
    const missing = await t.app.inject({ url: '/api/surveys/999999', headers: who.headers });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /xgwj/survey/:id/answer', () => {
  it('rejects a bad sheet with a 400 naming the question and stores nothing', async () => {
    const who = await signIn(t.app);
    const good = {
      [`q_${single.id}`]: String(single.options[0]),
      [`q_${multiple.id}`]: `${multiple.options[0]},${multiple.options[2]}`,
    };
    for (const [form, field] of [
      [{ [`q_${multiple.id}`]: String(multiple.options[0]) }, `q_${single.id}`],
      [{ ...good, [`q_${single.id}`]: String(multiple.options[0]) }, `q_${single.id}`],
      [
        { ...good, [`q_${single.id}`]: `${single.options[0]},${single.options[1]}` },
        `q_${single.id}`,
      ],
      [{ ...good, [`q_${multiple.id}`]: 'abc' }, `q_${multiple.id}`],
      [{ ...good, [`q_${text}`]: '字'.repeat(501) }, `q_${text}`],
      [{ ...good, q_999999: '1' }, 'q_999999'],
    ] as const) {
      const response = await answer(who, form);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
    const first = await answer(who, {});
    expect(first.json<{ message: string }>().message).toContain('第1题');
    expect(await responsesOf(surveyId)).toHaveLength(0);
  });

  it('stores one answer sheet per user, text as typed, and answers 409 to a second', async () => {
    const who = await signIn(t.app);
    const words = '<img src=x onerror=alert(1)> 停车难';
    const response = await answer(who, {
      [`q_${single.id}`]: String(single.options[1]),
      [`q_${multiple.id}`]: `${multiple.options[0]},${multiple.options[2]}`,
      [`q_${text}`]: words,
    });
    expect(response.statusCode).toBe(200);
    const stored = await t.db.select().from(surveyAnswers);
    expect(stored.map(({ optionId, text }) => optionId ?? text).sort()).toEqual(
      [single.options[1], multiple.options[0], multiple.options[2], words].sort(),
    );
    const again = await answer(who, {
      [`q_${single.id}`]: String(single.options[0]),
      [`q_${multiple.id}`]: String(multiple.options[1]),
    });
    expect(again.statusCode).toBe(409);
    expect(await t.db.select().from(surveyAnswers)).toHaveLength(4);
    const list = (await t.app.inject({ url: '/api/surveys', headers: who.headers })).json<
      SurveySummary[]
    >();
    expect(list[0]!.answeredAt).toEqual(expect.any(String));
  });

  it("keeps one user's answer from another: theirs is still open", async () => {
    const other = await signIn(t.app);
    const list = (await t.app.inject({ url: '/api/surveys', headers: other.headers })).json<
      SurveySummary[]
    >();
    expect(list[0]!.answeredAt).toBeNull();
  });

  it('answers 404 for an unknown survey and 401 without a token', async () => {
    const who = await signIn(t.app);
    expect((await answer(who, {}, 999999)).statusCode).toBe(404);
    expect((await answer(null, {})).statusCode).toBe(401);
  });
});
