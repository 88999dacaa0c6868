import type { InspectionReportDetail, TestReportDetail } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addPatient, adult } from '../patients/fixtures.ts';
import { chinaDay, INSPECTION_PDF, insertInspection, insertTestReport } from './fixtures.ts';

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let latestId: number;
let inspection: { id: number; attachmentId: number | null };
let plainInspectionId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO: '0' } });
  [owner, stranger] = await Promise.all([signIn(t.app), signIn(t.app)]);
  const patientId = (await addPatient(t.app, owner)).id;
  const otherPatientId = (await addPatient(t.app, owner, adult(2))).id;
  await insertTestReport(t.db, patientId, {
    reportedAt: chinaDay(2),
    items: [{ code: 'WBC', value: '5.0', low: 3.5, high: 9.5 }],
  });
  await insertTestReport(t.db, otherPatientId, {
    reportedAt: chinaDay(4),
    items: [{ code: 'WBC', value: '8.8', low: 3.5, high: 9.5 }],
  });
  await insertTestReport(t.db, patientId, {
    reportedAt: chinaDay(6),
    items: [{ code: 'WBC', value: '7.2', low: 3.5, high: 9.5 }],
  });
  latestId = await insertTestReport(t.db, patientId, {
    reportedAt: chinaDay(9),
    items: [
      { code: 'WBC', value: '11.6', low: 3.5, high: 9.5 },
      { code: 'PRO', value: '阳性(+)', text: '阴性' },
      { code: 'HDL-C', value: '0.9', low: 1.04 },
    ],
  });
  await insertTestReport(t.db, patientId, {
    reportedAt: chinaDay(12),
    items: [{ code: 'WBC', value: '6.0', low: 3.5, high: 9.5 }],
  });
  inspection = await insertInspection(t.db, patientId, { reportedAt: chinaDay(5), withPdf: true });
  plainInspectionId = (await insertInspection(t.db, patientId, { reportedAt: chinaDay(6) })).id;
});
afterAll(() => t.close());

const get = (url: string, query: { id: number | string }, who = owner) =>
  t.app.inject({ url, query: { id: String(query.id) }, headers: who.headers });

describe('GET /api/report/checkReprotDetail', () => {
  it("gives each item's flag and the same patient's earlier values, oldest first", async () => {
    const response = await get('/api/report/checkReprotDetail', { id: latestId });
    expect(response.statusCode).toBe(200);
    const report = response.json<TestReportDetail>();
    expect(report.items.map(({ code, flag }) => [code, flag])).toEqual([
      ['WBC', 'H'],
      ['PRO', 'H'],
      ['HDL-C', 'L'],
    ]);
    expect(report.abnormalCount).toBe(3);
    expect(report.items[0]!.reference).toEqual({ low: 3.5, high: 9.5, text: null });
    expect(report.items[0]!.history).toEqual([
      { date: '2025-01-02', value: '5.0' },
      { date: '2025-01-06', value: '7.2' },
    ]);
    expect(report.items[1]!.history).toEqual([]);
  });

  it("answers 404 for another account's report, an inspection or an unknown id", async () => {
    const foreign = await get('/api/report/checkReprotDetail', { id: latestId }, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('11.6');
    expect((await get('/api/report/checkReprotDetail', { id: inspection.id })).statusCode).toBe(
      404,
    );
    expect((await get('/api/report/checkReprotDetail', { id: 999999 })).statusCode).toBe(404);
    expect((await get('/api/report/checkReprotDetail', { id: 'x' })).statusCode).toBe(400);
  });
});

describe('GET /api/report/inspectsReprotDetail', () => {
  it('gives findings, conclusion and the PDF address when there is one', async () => {
    const report = (
      await get('/api/report/inspectsReprotDetail', { id: inspection.id })
    ).json<InspectionReportDetail>();
    expect(report).toMatchObject({
      findings: '双肺纹理清晰。',
      conclusion: '未见明显异常。',
      examPart: '胸部',
      attachmentUrl: `/api/report/files/${inspection.attachmentId}`,
    });
    const plain = (
      await get('/api/report/inspectsReprotDetail', { id: plainInspectionId })
    ).json<InspectionReportDetail>();
    expect(plain.attachmentUrl).toBeNull();
  });

  it("answers 404 for another account's report and for a test report", async () => {
    expect(
      (await get('/api/report/inspectsReprotDetail', { id: inspection.id }, stranger)).statusCode,
    ).toBe(404);
    expect((await get('/api/report/inspectsReprotDetail', { id: latestId })).statusCode).toBe(404);
  });
});

describe('GET /api/report/files/:id', () => {
  it('serves the owner the PDF the HIS sent', async () => {
    const url = `/api/report/files/${inspection.attachmentId}`;
    const response = await t.app.inject({ url, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.equals(INSPECTION_PDF)).toBe(true);
  });

  it('answers 404 to another account and 401 without a token', async () => {
    const url = `/api/report/files/${inspection.attachmentId}`;
    expect((await t.app.inject({ url, headers: stranger.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/report/files/abc', headers: owner.headers })).statusCode,
    ).toBe(400);
  });
});
