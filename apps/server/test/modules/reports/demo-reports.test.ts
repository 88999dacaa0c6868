import type { ReportSummary, TestReportDetail } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addPatient } from '../patients/fixtures.ts';

let t: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO: '1' } });
  owner = await signIn(t.app);
});
afterAll(() => t.close());

const get = async <T>(url: string, query: Record<string, string>) =>
  (await t.app.inject({ url, query, headers: owner.headers })).json<T>();

describe('a patient added in demo mode', () => {
  it('has several reports of both kinds, with history and a flagged value', async () => {
    const patientId = String((await addPatient(t.app, owner)).id);
    const tests = await get<ReportSummary[]>('/api/report/checks', { patientId });
    const inspections = await get<ReportSummary[]>('/api/report/inspects', { patientId });
    expect(tests.length).toBeGreaterThanOrEqual(4);
    expect(inspections.length).toBeGreaterThanOrEqual(2);
    expect(inspections.some((report) => report.hasAttachment)).toBe(true);
    const bloodCount = tests.find((report) => report.title === '血常规')!;
    const detail = await get<TestReportDetail>('/api/report/checkReprotDetail', {
      id: String(bloodCount.id),
    });
    const whiteCells = detail.items.find((item) => item.code === 'WBC')!;
    expect(whiteCells.flag).toBe('H');
    expect(whiteCells.history.length).toBeGreaterThanOrEqual(2);
  });
});
