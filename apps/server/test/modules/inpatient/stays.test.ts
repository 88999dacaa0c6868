import type {
  DischargeProgress,
  InpatientCostDetail,
  InpatientDayBill,
  InpatientDayTotal,
  InpatientDeposit,
  InpatientStay,
} from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { patientAccount, setUpHospital } from '../appointments/fixtures.ts';
import { get, listPatients } from '../patients/fixtures.ts';
import { feedChecks, feedStay } from './fixtures.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof patientAccount>>;
let other: Awaited<ReturnType<typeof patientAccount>>;
let stayId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0' } });
  await setUpHospital(t.app);
  owner = await patientAccount(t.app);
  other = await patientAccount(t.app, 2);
  const [patient] = await listPatients(t.app, owner);
  if (!patient) throw new Error('no patient');
  const inpatientNo = await feedStay(t.app, patient.patientCode);
  await feedChecks(t.app, inpatientNo, [
    { step: 'medicine_returned', done: true, doneAt: '2026-11-23T08:00:00+08:00' },
    { step: 'exams_settled', done: false },
  ]);
  const [stay] = (await get(t.app, owner, '/api/inpat/inpatList')).json<InpatientStay[]>();
  if (!stay) throw new Error('the owner sees no stay');
  stayId = stay.id;
});
afterAll(() => t.close());

describe('GET /api/inpat/inpatList and {id}/detail', () => {
  it("shows the owner's stay with money from the HIS rows and the ledger", async () => {
    const list = (await get(t.app, owner, '/api/inpat/inpatList')).json<InpatientStay[]>();
    expect(list).toHaveLength(1);
    const detail = await get(t.app, owner, `/api/inpat/${stayId}/detail`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<InpatientStay>()).toMatchObject({
      ward: '住院部5楼 心内一病区',
      bed: '12床',
      doctor: '李明',
      status: 'in_hospital',
      // 11-20 to 11-23, the admission day counting.
      days: 4,
      depositFen: 50_000,
      costFen: 15_800,
      balanceFen: 34_200,
      lowBalance: true,
      bound: false,
    });
  });

  it("hides the stay from another account: empty list, 404 without the patient's name", async () => {
    expect((await get(t.app, other, '/api/inpat/inpatList')).json()).toEqual([]);
    const response = await get(t.app, other, `/api/inpat/${stayId}/detail`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('王建国');
  });

  it('answers 400 for a bad id and 401 signed out', async () => {
    expect((await get(t.app, owner, '/api/inpat/abc/detail')).statusCode).toBe(400);
    const out = await t.app.inject({ url: '/api/inpat/inpatList' });
    expect(out.statusCode).toBe(401);
  });
});

describe('GET /api/inpat/{patientId}/findUserInpat', () => {
  it("lists the stays on one of my patients' cards; 404 for another's patient", async () => {
    const mine = await get(t.app, owner, `/api/inpat/${owner.patientId}/findUserInpat`);
    expect(mine.json<InpatientStay[]>().map((stay) => stay.id)).toEqual([stayId]);
    expect(
      (await get(t.app, other, `/api/inpat/${owner.patientId}/findUserInpat`)).statusCode,
    ).toBe(404);
    expect((await get(t.app, other, `/api/inpat/${other.patientId}/findUserInpat`)).json()).toEqual(
      [],
    );
    expect((await get(t.app, owner, '/api/inpat/0/findUserInpat')).statusCode).toBe(400);
  });
});

describe('daily bills and costs', () => {
  it('lists the spend per day, newest first', async () => {
    const days = (await get(t.app, owner, `/api/inpat/daily?id=${stayId}`)).json<
      InpatientDayTotal[]
    >();
    expect(days).toEqual([
      { day: '2026-11-22', amountFen: 6300, lines: 2 },
      { day: '2026-11-21', amountFen: 3500, lines: 1 },
      { day: '2026-11-20', amountFen: 6000, lines: 1 },
    ]);
  });

  it("groups one day's lines by category, largest first", async () => {
    const bill = (
      await get(t.app, owner, `/api/inpat/${stayId}/daily?day=2026-11-22`)
    ).json<InpatientDayBill>();
    expect(bill.amountFen).toBe(6300);
    expect(bill.categories.map((c) => [c.category, c.amountFen])).toEqual([
      ['床位费', 6000],
      ['药品费', 300],
    ]);
    expect(bill.categories[1]?.items[0]).toMatchObject({ quantity: '2.500', unitPriceFen: 120 });
    const empty = (
      await get(t.app, owner, `/api/inpat/${stayId}/daily?day=2026-11-01`)
    ).json<InpatientDayBill>();
    expect(empty).toEqual({ day: '2026-11-01', amountFen: 0, categories: [] });
  });

  it('totals the stay by category', async () => {
    const detail = (
      await get(t.app, owner, `/api/inpat/costDetail?id=${stayId}`)
    ).json<InpatientCostDetail>();
    expect(detail).toEqual({
      amountFen: 15_800,
      categories: [
        { category: '床位费', amountFen: 12_000 },
        { category: '检查费', amountFen: 3500 },
        { category: '药品费', amountFen: 300 },
      ],
    });
  });

  it('answers 400 for a bad day or a missing id, 404 to another account', async () => {
    expect((await get(t.app, owner, `/api/inpat/${stayId}/daily?day=2026-02-30`)).statusCode).toBe(
      400,
    );
    expect((await get(t.app, owner, `/api/inpat/${stayId}/daily`)).statusCode).toBe(400);
    expect((await get(t.app, owner, '/api/inpat/daily')).statusCode).toBe(400);
    expect((await get(t.app, owner, '/api/inpat/costDetail?id=x')).statusCode).toBe(400);
    for (const url of [
      `/api/inpat/daily?id=${stayId}`,
      `/api/inpat/${stayId}/daily?day=2026-11-22`,
      `/api/inpat/costDetail?id=${stayId}`,
    ]) {
      const response = await get(t.app, other, url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('床位费');
    }
  });
});

describe('GET /api/inpat/depositRecord', () => {
  it('lists the window deposit; 404 to another account, 400 without an id', async () => {
    const deposits = (await get(t.app, owner, `/api/inpat/depositRecord?id=${stayId}`)).json<
      InpatientDeposit[]
    >();
    expect(deposits).toEqual([
      expect.objectContaining({
        source: 'window',
        amountFen: 50_000,
        windowChannel: '银行卡',
        channel: null,
        status: 'paid',
      }),
    ]);
    expect((await get(t.app, other, `/api/inpat/depositRecord?id=${stayId}`)).statusCode).toBe(404);
    expect((await get(t.app, owner, '/api/inpat/depositRecord')).statusCode).toBe(400);
  });
});

describe('GET /api/inpat/queryInhospitalCheckProgress', () => {
  it('shows the three steps in order; one never reported is not done', async () => {
    const url = `/api/inpat/queryInhospitalCheckProgress?id=${stayId}`;
    const progress = (await get(t.app, owner, url)).json<DischargeProgress>();
    expect(progress).toEqual({
      status: 'in_hospital',
      ready: false,
      steps: [
        { step: 'medicine_returned', done: true, doneAt: '2026-11-23T00:00:00.000Z' },
        { step: 'exams_settled', done: false, doneAt: null },
        { step: 'nurse_station_cleared', done: false, doneAt: null },
      ],
    });
    expect((await get(t.app, other, url)).statusCode).toBe(404);
    expect(
      (await get(t.app, owner, '/api/inpat/queryInhospitalCheckProgress?id=-1')).statusCode,
    ).toBe(400);
  });
});
