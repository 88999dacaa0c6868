import type { DischargeSummary } from '@hospital/contract';
import { buildPath } from '@hospital/contract';
import { putHisDischargeSummary } from '@hospital/contract/his';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dischargeDocuments } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { patientWithCard } from '../exams/fixtures.ts';
import { hisHeaders } from '../his/his-client.ts';
import { signInPayer, type Payer } from '../payments/helpers.ts';
import { sendPdf, sendStay, stayOf } from './fixtures.ts';

let t: TestApp;
let his: { authorization: string };
let me: Awaited<ReturnType<typeof patientWithCard>>;
let stranger: Payer;
let stayId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { JOBS: '0' } });
  his = await hisHeaders(t.app, ['his:inpatient']);
  me = await patientWithCard(t.app);
  stranger = await signInPayer(t.app);
  expect((await sendStay(t.app, his, 'ZY-DOC', me.cardNo)).statusCode).toBe(200);
  stayId = (await stayOf(t.app, me, 'ZY-DOC')).id;
  // Migrating and seeding a fresh database is slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

const get = (url: string, who: Payer = me) =>
  t.app.inject({ method: 'GET', url, headers: who.headers });

describe('the fee lists as PDFs', () => {
  it('gives me the address of each list the HIS sent, and the file to me only', async () => {
    expect((await get(`/api/selfDischarge/getinfeelistpdf?id=${stayId}`)).statusCode).toBe(404);
    expect((await sendPdf(t.app, his, 'ZY-DOC', 'fee-list')).statusCode).toBe(200);
    const again = await sendPdf(t.app, his, 'ZY-DOC', 'fee-list');
    expect(again.json<{ status: string }>().status).toBe('unchanged');
    expect((await sendPdf(t.app, his, 'ZY-DOC', 'medical-fee-list')).statusCode).toBe(200);
    for (const path of ['getinfeelistpdf', 'getmedicalinfeelistpdf']) {
      const { url } = (await get(`/api/selfDischarge/${path}?id=${stayId}`)).json<{
        url: string;
      }>();
      const file = await get(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await get(url, stranger)).statusCode).toBe(404);
      expect((await get(`/api/selfDischarge/${path}?id=${stayId}`, stranger)).statusCode).toBe(404);
    }
    expect((await get('/api/selfDischarge/getinfeelistpdf?id=abc')).statusCode).toBe(400);
  });

  it('refuses a PDF for an unknown stay, a bad kind and a client without the scope', async () => {
    const before = await t.db.$count(dischargeDocuments);
    expect((await sendPdf(t.app, his, 'ZY-NONE', 'fee-list')).statusCode).toBe(409);
    expect((await sendPdf(t.app, his, 'ZY-DOC', 'receipt')).statusCode).toBe(400);
    const other = await hisHeaders(t.app, ['his:reports']);
    expect((await sendPdf(t.app, other, 'ZY-DOC', 'fee-list')).statusCode).toBe(403);
    expect(await t.db.$count(dischargeDocuments)).toBe(before);
  });
});

describe('GET dischargeReport', () => {
  it('shows the summary once the doctor wrote it, to the stay’s accounts only', async () => {
    expect((await get(`/api/selfDischarge/dischargeReport?id=${stayId}`)).statusCode).toBe(404);
    const summary = {
      admissionDiagnosis: '冠状动脉粥样硬化性心脏病',
      dischargeDiagnosis: '冠状动脉粥样硬化性心脏病，支架植入术后',
      course: '入院后完善检查，行冠脉造影及支架植入术，术后恢复良好。',
      conditionAtDischarge: '无胸闷胸痛，生命体征平稳。',
      advice: '规律服用抗血小板药物，1个月后心内科门诊复查。',
      doctor: '王建国',
      writtenAt: '2026-11-23T09:00:00+08:00',
    };
    const put = await t.app.inject({
      method: 'PUT',
      url: buildPath(putHisDischargeSummary.path, { hisId: 'ZY-DOC' }),
      headers: his,
      payload: summary,
    });
    expect(put.statusCode).toBe(200);
    const shown = await get(`/api/selfDischarge/dischargeReport?id=${stayId}`);
    expect(shown.json<DischargeSummary>()).toMatchObject({ ...summary, stayId });
    expect(
      (await get(`/api/selfDischarge/dischargeReport?id=${stayId}`, stranger)).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({
      method: 'PUT',
      url: buildPath(putHisDischargeSummary.path, { hisId: 'ZY-DOC' }),
      headers: his,
      payload: { ...summary, doctor: '' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
