import { buildPath } from '@hospital/contract';
import {
  batchUpsertHisDepartments,
  batchUpsertHisDoctors,
  batchUpsertHisSchedules,
  putHisSchedule,
  type HisBatchResult,
} from '@hospital/contract/his';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules } from '../../../src/db/schema/index.ts';
import { takeNumberUpdate } from '../../../src/modules/schedules/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { hisAreaWrites, hisHeaders } from './his-client.ts';

let t: TestApp;
let headers: { authorization: string };
const post = (path: string, items: unknown[], as = headers) =>
  t.app.inject({ method: 'POST', url: buildPath(path), headers: as, payload: { items } });

beforeAll(async () => {
  t = await createTestApp();
  headers = await hisHeaders(t.app);
  await post(batchUpsertHisDepartments.path, [{ hisId: 'S-IM', name: '内科' }]);
  await post(batchUpsertHisDoctors.path, [
    { hisId: 'S-DR', departmentHisId: 'S-IM', name: '张明', title: '主治医师', gender: 'MALE' },
  ]);
});
afterAll(() => t.close());

const { batch, put } = hisAreaWrites(() => ({ app: t.app, headers }), {
  batch: batchUpsertHisSchedules,
  put: putHisSchedule,
});
const rowOf = async (hisId: string) =>
  (await t.db.select().from(schedules).where(eq(schedules.hisId, hisId)))[0];
const scheduleCount = async () => (await t.db.select().from(schedules)).length;
const statuses = (response: { json: <T>() => T }) =>
  response.json<HisBatchResult>().results.map((result) => result.status);

const half = (hisId: string, date: string, changes: Record<string, unknown> = {}) => ({
  hisId,
  doctorHisId: 'S-DR',
  date,
  period: 'morning',
  feeFen: 1500,
  capacity: 10,
  ...changes,
});

/** Patients take `count` numbers of the half-day, as booking does. */
async function sell(hisId: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const row = await rowOf(hisId);
    if (!row || (await takeNumberUpdate({ db: t.db }, row)).length === 0)
      throw new Error('not sold');
  }
}

describe('POST /his/v1/schedules:batchUpsert', () => {
  it('publishes half-days with every number free, and a replay changes nothing', async () => {
    const items = [half('SC-1', '2026-11-25'), half('SC-2', '2026-11-25', { period: 'afternoon' })];
    expect(statuses(await batch(items))).toEqual(['created', 'created']);
    expect(await rowOf('SC-1')).toMatchObject({ capacity: 10, remaining: 10, status: 'open' });
    const count = await scheduleCount();
    expect(statuses(await batch(items))).toEqual(['unchanged', 'unchanged']);
    expect(await scheduleCount()).toBe(count);
  });

  it('moves remaining with the capacity and refuses going below the numbers taken', async () => {
    await sell('SC-1', 4);
    const response = await batch([
      half('SC-1', '2026-11-25', { capacity: 3 }),
      half('SC-2', '2026-11-25', { period: 'afternoon', capacity: 12 }),
    ]);
    expect(response.json()).toEqual({
      results: [
        { hisId: 'SC-1', status: 'refused', reason: '排班 SC-1 已挂出 4 个号，号源不能少于 4' },
        { hisId: 'SC-2', status: 'updated' },
      ],
    });
    expect(await rowOf('SC-1')).toMatchObject({ capacity: 10, remaining: 6 });
    expect(await rowOf('SC-2')).toMatchObject({ capacity: 12, remaining: 12 });
    expect(statuses(await batch([half('SC-1', '2026-11-25', { capacity: 4 })]))).toEqual([
      'updated',
    ]);
    expect(await rowOf('SC-1')).toMatchObject({ capacity: 4, remaining: 0 });
  });

  it('refuses a fee change once numbers are taken, and any change of doctor or half-day', async () => {
    const response = await batch([
      half('SC-1', '2026-11-25', { capacity: 4, feeFen: 2000 }),
      half('SC-2', '2026-11-26', { period: 'afternoon', capacity: 12 }),
    ]);
    expect(statuses(response)).toEqual(['refused', 'refused']);
    expect(await rowOf('SC-1')).toMatchObject({ feeFen: 1500 });
    expect(await rowOf('SC-2')).toMatchObject({ date: '2026-11-25' });
  });

  it('refuses an unknown doctor and a half-day the doctor already has, applying the rest', async () => {
    const response = await batch([
      half('SC-3', '2026-11-27', { doctorHisId: 'NOPE' }),
      half('SC-4', '2026-11-25'),
      half('SC-5', '2026-11-27'),
    ]);
    expect(response.json<HisBatchResult>().results).toEqual([
      { hisId: 'SC-3', status: 'refused', reason: '医生 NOPE 不存在' },
      { hisId: 'SC-4', status: 'refused', reason: expect.stringContaining('已有排班') as string },
      { hisId: 'SC-5', status: 'created' },
    ]);
    expect(await rowOf('SC-3')).toBeUndefined();
    expect(await rowOf('SC-4')).toBeUndefined();
  });

  it('does not reopen a stopped half-day', async () => {
    await t.db.update(schedules).set({ status: 'stopped' }).where(eq(schedules.hisId, 'SC-5'));
    const response = await batch([half('SC-5', '2026-11-27', { capacity: 20 })]);
    expect(response.json<HisBatchResult>().results[0]).toMatchObject({
      status: 'refused',
      reason: expect.stringContaining('已停诊') as string,
    });
    expect(await rowOf('SC-5')).toMatchObject({ status: 'stopped', capacity: 10 });
  });

  it('publishes the numbers the HIS gave out itself and a half-day already stopped', async () => {
    const items = [
      half('SC-7', '2026-11-29', { taken: 3 }),
      half('SC-8', '2026-11-29', { period: 'afternoon', taken: 10 }),
      half('SC-10', '2026-11-30', { stopped: true }),
    ];
    expect(statuses(await batch(items))).toEqual(['created', 'created', 'created']);
    expect(await rowOf('SC-7')).toMatchObject({ capacity: 10, remaining: 7, nextSequence: 4 });
    expect(await rowOf('SC-8')).toMatchObject({ remaining: 0, nextSequence: 11 });
    expect(await rowOf('SC-10')).toMatchObject({ status: 'stopped', remaining: 10 });
    expect(statuses(await batch(items))).toEqual(['unchanged', 'unchanged', 'unchanged']);
  });

  it('leaves stopping an open half-day to the stop endpoint', async () => {
    const response = await batch([half('SC-7', '2026-11-29', { taken: 3, stopped: true })]);
    expect(response.json<HisBatchResult>().results[0]).toMatchObject({
      status: 'refused',
      reason: expect.stringContaining('停诊接口') as string,
    });
    expect(await rowOf('SC-7')).toMatchObject({ status: 'open' });
  });

  it('answers 400 for a bad date, period, fee or capacity, writing nothing', async () => {
    const count = await scheduleCount();
    for (const changes of [
      { date: '2026-02-30' },
      { period: 'evening' },
      { feeFen: -1 },
      { feeFen: 1.5 },
      { capacity: 0 },
      { taken: -1 },
      { taken: 11 },
      { stopped: 'yes' },
    ]) {
      expect((await batch([half('SC-9', '2026-11-28', changes)])).statusCode).toBe(400);
    }
    expect(await scheduleCount()).toBe(count);
  });
});

describe('PUT /his/v1/schedules/{hisId}', () => {
  it('publishes one half-day; a refusal is a 409 with its reason', async () => {
    const { hisId: _hisId, ...body } = half('SC-6', '2026-11-28');
    expect((await put('SC-6', body)).json()).toEqual({ hisId: 'SC-6', status: 'created' });
    const refused = await put('SC-1', { ...body, date: '2026-11-25', capacity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(await rowOf('SC-1')).toMatchObject({ capacity: 4 });
  });

  it('answers 403 without his:schedules, changing nothing', async () => {
    const { hisId: _hisId, ...body } = half('SC-6', '2026-11-28', { capacity: 99 });
    const response = await put('SC-6', body, await hisHeaders(t.app, ['his:bills']));
    expect(response.statusCode).toBe(403);
    expect(await rowOf('SC-6')).toMatchObject({ capacity: 10 });
  });
});
