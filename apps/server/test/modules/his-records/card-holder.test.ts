import type { ReportSummary, TestReportDetail } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { hisHeaders } from '../his/his-client.ts';
import { addPatient, adult } from '../patients/fixtures.ts';
import { card, labReport } from './fixtures.ts';

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let patient: { id: number; patientCode: string; idNumber: string };
let his: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO: '0' } });
  [owner, stranger] = await Promise.all([signIn(t.app), signIn(t.app)]);
  const added = await addPatient(t.app, owner, adult(3));
  patient = { id: added.id, patientCode: added.patientCode, idNumber: adult(3).idNumber };
  his = await hisHeaders(t.app, ['his:reports']);
});
afterAll(() => t.close());

const putCard = (idNumber: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/his/v1/patient-cards/${patient.patientCode}`,
    headers: his,
    payload: card('张三', idNumber),
  });

const reportsSeenBy = async (who: SignedIn, patientId = patient.id) => {
  const list = await t.app.inject({
    url: '/api/report/checks',
    query: { patientId: String(patientId) },
    headers: who.headers,
  });
  return list.statusCode === 200 ? list.json<ReportSummary[]>() : [];
};

const detail = (id: number, who = owner) =>
  t.app.inject({
    url: '/api/report/checkReprotDetail',
    query: { id: String(id) },
    headers: who.headers,
  });

describe('a report pushed for a card', () => {
  it('shows once the HIS confirms the card for the patient, however late, and only then', async () => {
    // The HIS first registers the card for someone else's ID number, then sends reports.
    expect((await putCard('Z9999999')).statusCode).toBe(200);
    for (const [hisId, reportNo] of [
      ['LATE-1', 'JY-L1'],
      ['LATE-2', 'JY-L2'],
    ] as const) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/his/v1/reports/${hisId}`,
        headers: his,
        payload: {
          ...labReport(patient.patientCode, reportNo),
          reportedAt: `2025-01-1${hisId.at(-1)}T11:00:00+08:00`,
        },
      });
      expect(put.json()).toMatchObject({ status: 'created' });
    }
    expect(await reportsSeenBy(owner)).toEqual([]);

    // The HIS corrects the card: both reports show, with history across them.
    expect((await putCard(patient.idNumber)).json()).toMatchObject({ status: 'updated' });
    const seen = await reportsSeenBy(owner);
    expect(seen.map(({ reportNo }) => reportNo)).toEqual(['JY-L2', 'JY-L1']);
    const newest = await detail(seen[0]!.id);
    expect(newest.statusCode).toBe(200);
    const wbc = newest.json<TestReportDetail>().items.find(({ code }) => code === 'WBC');
    expect(wbc?.history).toHaveLength(1);

    // Nobody else sees them, through their own patient or by the report's id.
    expect(await reportsSeenBy(stranger)).toEqual([]);
    expect((await detail(seen[0]!.id, stranger)).statusCode).toBe(404);

    // The HIS gives the card to another person: the reports stop showing.
    await putCard('Z9999999');
    expect(await reportsSeenBy(owner)).toEqual([]);
    expect((await detail(seen[0]!.id)).statusCode).toBe(404);
  });
});
