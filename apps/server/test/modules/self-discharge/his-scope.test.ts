import { buildPath } from '@hospital/contract';
import {
  batchUpsertHisDischargeSummaries,
  batchUpsertHisTrialSettlements,
  putHisDischargeSummary,
  putHisTrialSettlement,
} from '@hospital/contract/his';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  dischargeDocuments,
  dischargeRecords,
  inpatientStays,
} from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { patientWithCard } from '../exams/fixtures.ts';
import { hisHeaders } from '../his/his-client.ts';
import { sendPdf, sendStay } from './fixtures.ts';

let t: TestApp;
let his: { authorization: string };
let wrong: { authorization: string };
let stayId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { JOBS: '0' } });
  his = await hisHeaders(t.app, ['his:inpatient']);
  // A billing client: a HIS the hospital trusts, but not with stays.
  wrong = await hisHeaders(t.app, ['his:bills']);
  const me = await patientWithCard(t.app);
  expect((await sendStay(t.app, his, 'ZY-SCOPE', me.cardNo)).statusCode).toBe(200);
  const [stay] = await t.db
    .select()
    .from(inpatientStays)
    .where(eq(inpatientStays.inpatientNo, 'ZY-SCOPE'));
  stayId = stay!.id;
  // Migrating and seeding a fresh database is slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

const trial = {
  totalFen: 500_000,
  insuranceFundFen: 250_000,
  personalAccountFen: 50_000,
  depositFen: 100_000,
};
const summary = {
  admissionDiagnosis: '冠状动脉粥样硬化性心脏病',
  dischargeDiagnosis: '冠状动脉粥样硬化性心脏病，支架植入术后',
  course: '入院后完善检查，行冠脉造影及支架植入术，术后恢复良好。',
  conditionAtDischarge: '无胸闷胸痛，生命体征平稳。',
  advice: '1个月后心内科门诊复查。',
  doctor: '王建国',
  writtenAt: '2026-11-23T09:00:00+08:00',
};

/** Every write of the module, each with a body the right client gets a 200 for. */
const writes: Record<
  string,
  (headers: { authorization: string }) => Promise<LightMyRequestResponse>
> = {
  'PUT trial settlement': (headers) =>
    t.app.inject({
      method: 'PUT',
      url: buildPath(putHisTrialSettlement.path, { hisId: 'ZY-SCOPE' }),
      headers,
      payload: trial,
    }),
  'POST trial settlements': (headers) =>
    t.app.inject({
      method: 'POST',
      url: buildPath(batchUpsertHisTrialSettlements.path),
      headers,
      payload: { items: [{ ...trial, hisId: 'ZY-SCOPE' }] },
    }),
  'PUT discharge summary': (headers) =>
    t.app.inject({
      method: 'PUT',
      url: buildPath(putHisDischargeSummary.path, { hisId: 'ZY-SCOPE' }),
      headers,
      payload: summary,
    }),
  'POST discharge summaries': (headers) =>
    t.app.inject({
      method: 'POST',
      url: buildPath(batchUpsertHisDischargeSummaries.path),
      headers,
      payload: { items: [{ ...summary, hisId: 'ZY-SCOPE' }] },
    }),
  'PUT fee list PDF': (headers) => sendPdf(t.app, headers, 'ZY-SCOPE', 'fee-list'),
  'PUT medical fee list PDF': (headers) => sendPdf(t.app, headers, 'ZY-SCOPE', 'medical-fee-list'),
  'PUT electronic bill PDF': (headers) => sendPdf(t.app, headers, 'ZY-SCOPE', 'electronic-bill'),
};

// The seeded demo stays have papers of their own: only this stay's rows count.
const recordOf = async () =>
  (await t.db.select().from(dischargeRecords).where(eq(dischargeRecords.stayId, stayId)))[0];
const snapshot = async () => ({
  record: await recordOf(),
  documents: await t.db.$count(dischargeDocuments, eq(dischargeDocuments.stayId, stayId)),
});

describe('the discharge HIS endpoints and a client without his:inpatient', () => {
  it.each(Object.keys(writes))('%s: 403 for a valid body, nothing written', async (name) => {
    const before = await snapshot();
    const refused = await writes[name]!(wrong);
    expect(refused.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('takes the same bodies from a client with the scope', async () => {
    for (const [name, write] of Object.entries(writes)) {
      const response = await write(his);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    }
    expect(await recordOf()).toMatchObject({ totalFen: 500_000, summary: { doctor: '王建国' } });
    expect((await snapshot()).documents).toBe(3);
  });
});
