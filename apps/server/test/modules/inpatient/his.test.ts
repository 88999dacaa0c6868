import {
  batchUpsertHisDischargeChecks,
  batchUpsertHisInpatientCostItems,
  batchUpsertHisInpatientDeposits,
  batchUpsertHisInpatientStays,
  putHisDischargeChecks,
  putHisInpatientCostItem,
  putHisInpatientDeposit,
  putHisInpatientStay,
  type HisBatchResult,
} from '@hospital/contract/his';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inpatientCostItems,
  inpatientDeposits,
  inpatientDischargeSteps,
  inpatientStays,
} from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { hisAreaWrites, hisHeaders } from '../his/his-client.ts';
import { costLinesOf, stayOf } from './fixtures.ts';

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = await hisHeaders(t.app, ['his:inpatient']);
});
afterAll(() => t.close());

const session = () => ({ app: t.app, headers });
const stays = hisAreaWrites(session, {
  batch: batchUpsertHisInpatientStays,
  put: putHisInpatientStay,
});
const costs = hisAreaWrites(session, {
  batch: batchUpsertHisInpatientCostItems,
  put: putHisInpatientCostItem,
});
const deposits = hisAreaWrites(session, {
  batch: batchUpsertHisInpatientDeposits,
  put: putHisInpatientDeposit,
});
const checks = hisAreaWrites(session, {
  batch: batchUpsertHisDischargeChecks,
  put: putHisDischargeChecks,
});
const statuses = (response: { json: () => unknown }) =>
  (response.json() as HisBatchResult).results.map((r) => r.status);
const stayRow = async (inpatientNo: string) =>
  (await t.db.select().from(inpatientStays).where(eq(inpatientStays.inpatientNo, inpatientNo)))[0];

/** A new stay sent whole, returning its inpatient number. */
async function newStay(values: Record<string, unknown> = {}) {
  const stay = stayOf('P100000001', values);
  expect(statuses(await stays.batch([stay]))).toEqual(['created']);
  return stay;
}

describe('stays', () => {
  it('creates a stay, a replay is unchanged, a bed change updates', async () => {
    const stay = await newStay();
    expect(statuses(await stays.batch([stay]))).toEqual(['unchanged']);
    const { hisId, ...body } = stay;
    const moved = await stays.put(hisId, { ...body, bed: '15床' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'updated' });
    expect(await stayRow(hisId)).toMatchObject({ bed: '15床', status: 'in_hospital' });
  });

  it('never reopens a settled stay nor moves a number to another card (409 on put)', async () => {
    const stay = await newStay({ status: 'settled' });
    const { hisId, ...body } = stay;
    const reopened = await stays.put(hisId, { ...body, status: 'in_hospital' });
    expect(reopened.statusCode).toBe(409);
    expect((await stayRow(hisId))?.status).toBe('settled');
    const other = await stays.batch([{ ...stay, patientCode: 'P100000002' }]);
    expect(other.json<HisBatchResult>().results[0]).toMatchObject({ status: 'refused' });
  });

  it('answers 400 naming the field for a bad status, writing nothing', async () => {
    const stay = stayOf('P100000001', { status: 'gone' });
    const response = await stays.batch([stay]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('status');
    expect(await stayRow(stay.hisId)).toBeUndefined();
  });

  it('answers 403 without his:inpatient, writing nothing', async () => {
    const wrong = await hisHeaders(t.app, ['his:exams']);
    const stay = stayOf('P100000001');
    expect((await stays.batch([stay], wrong)).statusCode).toBe(403);
    const { hisId, ...body } = stay;
    expect((await stays.put(hisId, body, wrong)).statusCode).toBe(403);
    expect((await costs.batch(costLinesOf(hisId), wrong)).statusCode).toBe(403);
    expect((await checks.put(hisId, { steps: [] }, wrong)).statusCode).toBe(403);
    expect(await stayRow(hisId)).toBeUndefined();
  });
});

describe('cost items', () => {
  it('adds lines by their HIS ids, idempotently; a correction rewrites the line', async () => {
    const { hisId } = await newStay();
    const lines = costLinesOf(hisId);
    expect(statuses(await costs.batch(lines))).toEqual([
      'created',
      'created',
      'created',
      'created',
    ]);
    expect(statuses(await costs.batch(lines))).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    const { hisId: lineId, ...line } = lines[0]!;
    const fixed = await costs.put(lineId, { ...line, amountFen: 5000, unitPriceFen: 5000 });
    expect(fixed.json()).toMatchObject({ status: 'updated' });
    const [row] = await t.db
      .select()
      .from(inpatientCostItems)
      .where(eq(inpatientCostItems.hisId, lineId));
    expect(row).toMatchObject({ amountFen: 5000, quantity: '1.000' });
  });

  it('refuses a line of an unknown or settled stay', async () => {
    const unknown = await costs.batch(costLinesOf('ZY-NONE').slice(0, 1));
    expect(unknown.json<HisBatchResult>().results[0]?.reason).toContain('ZY-NONE');
    const { hisId } = await newStay({ status: 'settled' });
    const settled = await costs.batch(costLinesOf(hisId).slice(0, 1));
    expect(statuses(settled)).toEqual(['refused']);
  });

  it('answers 400 for a bad day', async () => {
    const { hisId } = await newStay();
    const response = await costs.batch([{ ...costLinesOf(hisId)[0], day: '2026-13-01' }]);
    expect(response.statusCode).toBe(400);
  });
});

describe('window deposits', () => {
  it('records a receipt once; a changed amount under the same receipt is refused', async () => {
    const { hisId } = await newStay();
    const receipt = {
      hisId: `R-${hisId}`,
      inpatientNo: hisId,
      amountFen: 20_000,
      channel: '现金',
      paidAt: '2026-11-21T10:00:00+08:00',
    };
    expect(statuses(await deposits.batch([receipt]))).toEqual(['created']);
    expect(statuses(await deposits.batch([receipt]))).toEqual(['unchanged']);
    expect(statuses(await deposits.batch([{ ...receipt, amountFen: 30_000 }]))).toEqual([
      'refused',
    ]);
    const rows = await t.db
      .select()
      .from(inpatientDeposits)
      .where(eq(inpatientDeposits.hisId, receipt.hisId));
    expect(rows).toEqual([
      expect.objectContaining({ amountFen: 20_000, source: 'window', status: 'paid' }),
    ]);
  });

  it('answers 400 for a zero amount', async () => {
    const { hisId } = await newStay();
    const response = await deposits.put(`R0-${hisId}`, {
      inpatientNo: hisId,
      amountFen: 0,
      channel: '现金',
      paidAt: '2026-11-21T10:00:00+08:00',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('discharge checks', () => {
  it('writes each step as it stands; a replay is unchanged; done needs its time', async () => {
    const { hisId } = await newStay();
    const steps = [
      { step: 'medicine_returned', done: true, doneAt: '2026-11-23T08:00:00+08:00' },
      { step: 'exams_settled', done: false },
    ];
    expect((await checks.put(hisId, { steps })).json()).toMatchObject({ status: 'updated' });
    expect((await checks.put(hisId, { steps })).json()).toMatchObject({ status: 'unchanged' });
    const noTime = await checks.put(hisId, { steps: [{ step: 'exams_settled', done: true }] });
    expect(noTime.statusCode).toBe(409);
    const stay = await stayRow(hisId);
    const rows = await t.db
      .select()
      .from(inpatientDischargeSteps)
      .where(eq(inpatientDischargeSteps.stayId, stay!.id));
    expect(rows.map((row) => [row.step, row.done])).toEqual(
      expect.arrayContaining([
        ['medicine_returned', true],
        ['exams_settled', false],
      ]),
    );
    expect((await checks.put(hisId, { steps: [{ step: 'sleep', done: true }] })).statusCode).toBe(
      400,
    );
  });
});
