import type { ReportSummary } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addPatient } from '../patients/fixtures.ts';
import { chinaDay, insertInspection, insertTestReport } from './fixtures.ts';

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let patientId: number;
let reportIds: number[];

beforeAll(async () => {
  // Reports here come from the fixtures alone, not from the demo hospital.
  t = await createTestApp({ env: { DEMO: '0' } });
  [owner, stranger] = await Promise.all([signIn(t.app), signIn(t.app)]);
  patientId = (await addPatient(t.app, owner)).id;
  reportIds = [
    await insertTestReport(t.db, patientId, {
      reportedAt: chinaDay(3),
      items: [{ code: 'WBC', value: '12.1', low: 3.5, high: 9.5 }],
    }),
    await insertTestReport(t.db, patientId, {
      title: '肝功能',
      category: '生化',
      reportedAt: chinaDay(10),
      items: [
        { code: 'ALT', value: '30', low: 9, high: 50 },
        { code: 'TBIL', value: '2', low: 3, high: 23 },
      ],
    }),
    await insertTestReport(t.db, patientId, {
      reportedAt: chinaDay(20),
      items: [{ code: 'WBC', value: '6.1', low: 3.5, high: 9.5 }],
    }),
  ];
  await insertInspection(t.db, patientId, { reportedAt: chinaDay(5), withPdf: true });
});
afterAll(() => t.close());

const list = (path: string, query: Record<string, string | number>, who = owner) =>
  t.app.inject({
    url: `/api/report/${path}`,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: who.headers,
  });

describe('GET /api/report/checks', () => {
  it("lists the patient's test reports newest first with their abnormal counts", async () => {
    const response = await list('checks', { patientId });
    expect(response.statusCode).toBe(200);
    const reports = response.json<ReportSummary[]>();
    expect(reports.map(({ id }) => id)).toEqual([...reportIds].reverse());
    expect(reports.map(({ abnormalCount }) => abnormalCount)).toEqual([0, 1, 1]);
    expect(reports[0]).toMatchObject({ kind: 'test', hasAttachment: false, commented: false });
  });

  it('narrows by category and by report dates, both ends included', async () => {
    const byType = (await list('checks', { patientId, type: '生化' })).json<ReportSummary[]>();
    expect(byType.map(({ id }) => id)).toEqual([reportIds[1]]);
    const byDate = await list('checks', { patientId, from: '2025-01-03', to: '2025-01-10' });
    expect(byDate.json<ReportSummary[]>().map(({ id }) => id)).toEqual([
      reportIds[1],
      reportIds[0],
    ]);
  });

  it('answers 400 naming the field for bad filters', async () => {
    const reversed = await list('checks', { patientId, from: '2025-01-10', to: '2025-01-03' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ field: 'to' });
    expect((await list('checks', { patientId, from: '2025/01/01' })).statusCode).toBe(400);
    expect((await list('checks', {})).statusCode).toBe(400);
  });

  it("answers 404 for another account's patient and 401 without a token", async () => {
    const response = await list('checks', { patientId }, stranger);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('WBC');
    const anonymous = await t.app.inject({ url: '/api/report/checks', query: { patientId: '1' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/report/inspects', () => {
  it('lists only inspection reports, marking those with a PDF', async () => {
    const reports = (await list('inspects', { patientId })).json<ReportSummary[]>();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ kind: 'inspection', hasAttachment: true, abnormalCount: 0 });
  });

  it("answers 404 for another account's patient", async () => {
    expect((await list('inspects', { patientId }, stranger)).statusCode).toBe(404);
  });
});
