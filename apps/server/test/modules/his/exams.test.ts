import { buildPath, reserveExamEndpoint } from '@hospital/contract';
import {
  batchUpsertHisExamOrders,
  batchUpsertHisExamPeriods,
  batchUpsertHisExamRooms,
  putHisExamPeriod,
  type HisBatchResult,
} from '@hospital/contract/his';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examOrders, examPeriods, examRooms } from '../../../src/db/schema/index.ts';
import { databaseFingerprint } from '../../helpers/db-fingerprint.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { order, orderIdOf, patientWithCard, period, periodOf, room } from '../exams/fixtures.ts';
import { hisHeaders } from './his-client.ts';

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0' } });
  headers = await hisHeaders(t.app, ['his:exams']);
});
afterAll(() => t.close());

const batch = (path: string, items: unknown[], as: Record<string, string> = headers) =>
  t.app.inject({ method: 'POST', url: buildPath(path), headers: as, payload: { items } });
const statuses = (response: { json: <T>() => T }) =>
  response.json<HisBatchResult>().results.map((result) => result.status);
const counts = async () => [
  await t.db.$count(examRooms),
  await t.db.$count(examPeriods),
  await t.db.$count(examOrders),
];

describe('HIS exam rooms, periods and orders', () => {
  it('publishes each by hisId, and a replay changes nothing', async () => {
    const me = await patientWithCard(t.app);
    const rooms = [room('R-1')];
    const periods = [period('P-1', 'R-1', '2026-11-24', '09:00', '10:00', { capacity: 2 })];
    const orders = [order('E-1', me.cardNo, 'R-1', { fasting: true, groupKey: 'G' })];
    expect(statuses(await batch(batchUpsertHisExamRooms.path, rooms))).toEqual(['created']);
    expect(statuses(await batch(batchUpsertHisExamPeriods.path, periods))).toEqual(['created']);
    expect(statuses(await batch(batchUpsertHisExamOrders.path, orders))).toEqual(['created']);
    const before = await counts();
    expect(statuses(await batch(batchUpsertHisExamRooms.path, rooms))).toEqual(['unchanged']);
    expect(statuses(await batch(batchUpsertHisExamPeriods.path, periods))).toEqual(['unchanged']);
    expect(statuses(await batch(batchUpsertHisExamOrders.path, orders))).toEqual(['unchanged']);
    expect(await counts()).toEqual(before);
    expect(await periodOf(t.app, 'P-1')).toMatchObject({
      capacity: 2,
      remaining: 2,
      morning: true,
    });
  });

  it('refuses an unknown room, an unregistered card and moving a period, applying the rest', async () => {
    const response = await batch(batchUpsertHisExamPeriods.path, [
      period('P-X', 'NO-ROOM', '2026-11-24', '09:00', '10:00'),
      period('P-1', 'R-1', '2026-11-24', '11:00', '12:00'),
      period('P-2', 'R-1', '2026-11-24', '10:00', '11:00'),
    ]);
    expect(statuses(response)).toEqual(['refused', 'refused', 'created']);
    expect(response.json<HisBatchResult>().results[0]!.reason).toContain('NO-ROOM');
    const card = await batch(batchUpsertHisExamOrders.path, [order('E-X', 'NOCARD1', 'R-1')]);
    const [refused] = card.json<HisBatchResult>().results;
    expect(refused?.status).toBe('refused');
    expect(refused?.reason).toContain('NOCARD1');
  });

  it('never lowers a capacity below the exams booked into it', async () => {
    const periodId = (await periodOf(t.app, 'P-1')).id;
    for (const n of [2, 3]) {
      const who = await patientWithCard(t.app);
      await batch(batchUpsertHisExamOrders.path, [order(`E-${n}`, who.cardNo, 'R-1')]);
      const booked = await t.app.inject({
        method: 'POST',
        url: reserveExamEndpoint.path,
        headers: who.headers,
        payload: { orderId: await orderIdOf(t.app, `E-${n}`), periodId },
      });
      expect(booked.statusCode).toBe(200);
    }
    const put = (capacity: number) =>
      t.app.inject({
        method: 'PUT',
        url: buildPath(putHisExamPeriod.path, { hisId: 'P-1' }),
        headers,
        payload: {
          roomHisId: 'R-1',
          date: '2026-11-24',
          startTime: '09:00',
          endTime: '10:00',
          capacity,
          morning: true,
        },
      });
    const refused = await put(1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('已预约 2 人');
    expect(await periodOf(t.app, 'P-1')).toMatchObject({ capacity: 2, remaining: 0 });
    expect((await put(4)).json()).toMatchObject({ status: 'updated' });
    expect(await periodOf(t.app, 'P-1')).toMatchObject({ capacity: 4, remaining: 2 });
  });

  it('answers 400 to bad items and 401 without a HIS token, writing nothing', async () => {
    const patient = await patientWithCard(t.app);
    const before = await databaseFingerprint(t.db);
    const bad = await batch(batchUpsertHisExamPeriods.path, [
      period('P-9', 'R-1', '2026-11-24', '10:00', '09:00'),
    ]);
    expect(bad.statusCode).toBe(400);
    expect((await batch(batchUpsertHisExamRooms.path, [room('R-9')], {})).statusCode).toBe(401);
    const asPatient = await batch(batchUpsertHisExamRooms.path, [room('R-9')], patient.headers);
    expect(asPatient.statusCode).toBe(401);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });
});
