import type { SurveyDetail, SurveySummary, ThirdPartyApp } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let who: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  who = await signIn(t.app);
});
afterAll(() => t.close());

const get = async <T>(url: string) => (await t.app.inject({ url, headers: who.headers })).json<T>();

describe('the demo hospital', () => {
  it('has two satisfaction surveys with single, multiple and text questions', async () => {
    const list = await get<SurveySummary[]>('/api/surveys');
    expect(list).toHaveLength(2);
    for (const survey of list) {
      const detail = await get<SurveyDetail>(`/api/surveys/${survey.id}`);
      expect(new Set(detail.questions.map(({ kind }) => kind))).toEqual(
        new Set(['single', 'multiple', 'text']),
      );
    }
  });

  it('has feedback categories and outside services to link to', async () => {
    expect((await get<unknown[]>('/api/feedback/userQuestionCategory')).length).toBeGreaterThan(0);
    expect((await get<ThirdPartyApp[]>('/api/thirdparty-apps')).length).toBeGreaterThan(0);
  });
});
