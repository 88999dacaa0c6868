import type { ReportComment } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportComments } from '../../../src/db/schema/index.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addPatient } from '../patients/fixtures.ts';
import { chinaDay, insertTestReport } from './fixtures.ts';

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let reportId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO: '0' } });
  [owner, stranger] = await Promise.all([signIn(t.app), signIn(t.app)]);
  const patientId = (await addPatient(t.app, owner)).id;
  reportId = await insertTestReport(t.db, patientId, {
    reportedAt: chinaDay(3),
    items: [{ code: 'WBC', value: '5', low: 3.5, high: 9.5 }],
  });
});
afterAll(() => t.close());

const detail = (who: SignedIn) =>
  t.app.inject({
    url: '/api/report/reportCommentDetail',
    query: { reportId: String(reportId) },
    headers: who.headers,
  });
const comment = (who: SignedIn, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/report/reportComment', headers: who.headers, payload });
const storedCount = async () => (await t.db.select().from(reportComments)).length;

describe('POST /api/report/reportComment and GET reportCommentDetail', () => {
  it('rejects bad input with a 400 naming the field and stores nothing', async () => {
    for (const [payload, field] of [
      [{ reportId, rating: 0 }, 'rating'],
      [{ reportId, rating: 6 }, 'rating'],
      [{ reportId, rating: 4, text: '好'.repeat(501) }, 'text'],
      [{ rating: 4 }, 'reportId'],
    ] as const) {
      const response = await comment(owner, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
    expect(await storedCount()).toBe(0);
  });

  it("answers 404 for another account's report and keeps nothing", async () => {
    expect((await comment(stranger, { reportId, rating: 1, text: '差' })).statusCode).toBe(404);
    expect((await detail(stranger)).statusCode).toBe(404);
    expect(await storedCount()).toBe(0);
  });

  it('stores one rating with its text as typed and refuses a second', async () => {
    expect((await detail(owner)).json()).toEqual({ comment: null });
    const text = '<b>报告出得很快</b>';
    const saved = await comment(owner, { reportId, rating: 5, text });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ReportComment>()).toMatchObject({ reportId, rating: 5, text });
    const second = await comment(owner, { reportId, rating: 1, text: '改主意了' });
    expect(second.statusCode).toBe(409);
    expect((await detail(owner)).json<{ comment: ReportComment }>().comment).toMatchObject({
      rating: 5,
      text,
    });
    expect(await storedCount()).toBe(1);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/report/reportComment',
      payload: { reportId, rating: 5 },
    });
    expect(response.statusCode).toBe(401);
  });
});
