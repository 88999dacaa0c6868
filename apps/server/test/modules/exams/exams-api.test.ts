import {
  HOSPITAL_MODULES,
  MODULE_DISABLED,
  cancelExamReservationEndpoint,
  changeExamReservationEndpoint,
  examDetailEndpoint,
  findExamPeriodsEndpoint,
  reserveExamEndpoint,
  reserveExamGroupEndpoint,
  reserveExamNowEndpoint,
  type ExamDetail,
  type ExamPeriod,
  type ExamSummary,
} from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examOrders, examPeriods, webhookEvents } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { setModules } from '../triage/fixtures.ts';
import { hisHeaders } from '../his/his-client.ts';
import {
  hisBatch,
  order,
  orderIdOf,
  ordersPath,
  patientWithCard,
  period,
  periodOf,
  publish,
  room,
} from './fixtures.ts';

let t: TestApp;
let his: { authorization: string };
let me: Awaited<ReturnType<typeof patientWithCard>>;
let other: Awaited<ReturnType<typeof patientWithCard>>;

const post = (path: string, payload: unknown, as = me.headers) =>
  t.app.inject({ method: 'POST', url: path, headers: as, payload: payload as object });
const get = (query: Record<string, string> = {}, as = me.headers) =>
  t.app.inject({ method: 'GET', url: examDetailEndpoint.path, headers: as, query });
const snapshot = async () => ({
  orders: await t.db.select().from(examOrders).orderBy(examOrders.id),
  periods: await t.db.select().from(examPeriods).orderBy(examPeriods.id),
  events: await t.db.$count(webhookEvents),
});

beforeAll(async () => {
  // Seeded: the hospital's settings row holds the module switches.
  t = await createTestApp({ seed: true, env: { JOBS: '0' } });
  his = await hisHeaders(t.app, ['his:exams']);
  // TEST_NOW is Monday 2026-11-23 10:00: the 08:00 period of that day has started.
  await publish(
    t.app,
    his,
    [room('CT-1'), room('US-1')],
    [
      period('CT-A', 'CT-1', '2026-11-23', '08:00', '09:00'),
      period('CT-B', 'CT-1', '2026-11-24', '09:00', '10:00'),
      period('CT-C', 'CT-1', '2026-11-24', '14:00', '15:00', { morning: false }),
      period('US-A', 'US-1', '2026-11-24', '09:00', '10:00', { capacity: 1 }),
      period('US-B', 'US-1', '2026-11-25', '10:00', '11:00'),
    ],
  );
  me = await patientWithCard(t.app);
  other = await patientWithCard(t.app);
  await hisBatch(t.app, his, ordersPath, [
    order('O-CT', me.cardNo, 'CT-1'),
    order('O-FAST', me.cardNo, 'CT-1', { fasting: true, preparation: '检查前禁食 8 小时。' }),
    order('O-OTHER', other.cardNo, 'CT-1'),
  ]);
});
afterAll(() => t.close());

describe('GET findAppointmentDetaile', () => {
  it("lists my patients' exams, awaiting a time first, and never another user's", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const { exams } = response.json<{ exams: ExamSummary[] }>();
    expect(exams.map((exam) => exam.name).sort()).toEqual(['O-CT 检查', 'O-FAST 检查']);
    expect(exams[0]).toMatchObject({
      status: 'pending',
      room: { building: '门诊楼', floor: '2F' },
    });
  });

  it("answers one exam with its preparation; another user's is 404; a bad id is 400", async () => {
    const id = await orderIdOf(t.app, 'O-FAST');
    const mine = await get({ orderId: String(id) });
    expect(mine.json<{ detail: ExamDetail }>().detail).toMatchObject({
      preparation: '检查前禁食 8 小时。',
      fasting: true,
    });
    expect((await get({ orderId: String(await orderIdOf(t.app, 'O-OTHER')) })).statusCode).toBe(
      404,
    );
    expect((await get({ orderId: 'abc' })).statusCode).toBe(400);
  });
});

describe('POST findAppointmentTimePeriod', () => {
  it('offers the periods not started, mornings only for a fasting exam', async () => {
    const plain = await post(findExamPeriodsEndpoint.path, {
      orderId: await orderIdOf(t.app, 'O-CT'),
    });
    const periods = plain.json<{ periods: ExamPeriod[] }>().periods;
    expect(periods.map((p) => [p.startTime, p.available])).toEqual([
      ['08:00', false],
      ['09:00', true],
      ['14:00', true],
    ]);
    const fasting = await post(findExamPeriodsEndpoint.path, {
      orderId: await orderIdOf(t.app, 'O-FAST'),
    });
    expect(fasting.json<{ periods: ExamPeriod[] }>().periods.every((p) => p.morning)).toBe(true);
  });

  it("is 404 for another user's exam and 400 without an order", async () => {
    const id = await orderIdOf(t.app, 'O-OTHER');
    expect((await post(findExamPeriodsEndpoint.path, { orderId: id })).statusCode).toBe(404);
    expect((await post(findExamPeriodsEndpoint.path, {})).statusCode).toBe(400);
  });
});

describe('reservation, updateReservation, cancelReservation', () => {
  it("refuses bad input, the afternoon for a fasting exam and another user's exam, changing nothing", async () => {
    const before = await snapshot();
    const fasting = await orderIdOf(t.app, 'O-FAST');
    const afternoon = (await periodOf(t.app, 'CT-C')).id;
    const started = (await periodOf(t.app, 'CT-A')).id;
    const otherRoom = (await periodOf(t.app, 'US-B')).id;
    const refused = await post(reserveExamEndpoint.path, { orderId: fasting, periodId: afternoon });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'FASTING_MORNING_ONLY' });
    expect(
      (await post(reserveExamEndpoint.path, { orderId: fasting, periodId: started })).statusCode,
    ).toBe(409);
    expect(
      (await post(reserveExamEndpoint.path, { orderId: fasting, periodId: otherRoom })).statusCode,
    ).toBe(404);
    expect(
      (await post(reserveExamEndpoint.path, { orderId: fasting, periodId: 'x' })).statusCode,
    ).toBe(400);
    const theirs = await orderIdOf(t.app, 'O-OTHER');
    const periodId = (await periodOf(t.app, 'CT-B')).id;
    expect((await post(reserveExamEndpoint.path, { orderId: theirs, periodId })).statusCode).toBe(
      404,
    );
    expect((await post(cancelExamReservationEndpoint.path, { orderId: theirs })).statusCode).toBe(
      404,
    );
    expect(
      (await post(changeExamReservationEndpoint.path, { orderId: theirs, periodId })).statusCode,
    ).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('books, changes and cancels, giving seats back and telling the HIS each time', async () => {
    const orderId = await orderIdOf(t.app, 'O-CT');
    const b = await periodOf(t.app, 'CT-B');
    const c = await periodOf(t.app, 'CT-C');
    const booked = await post(reserveExamEndpoint.path, { orderId, periodId: b.id });
    expect(booked.statusCode).toBe(200);
    expect(booked.json<ExamDetail>()).toMatchObject({
      status: 'booked',
      changeable: true,
      period: { id: b.id },
    });
    expect((await periodOf(t.app, 'CT-B')).remaining).toBe(4);
    expect((await post(reserveExamEndpoint.path, { orderId, periodId: c.id })).statusCode).toBe(
      409,
    );

    const changed = await post(changeExamReservationEndpoint.path, { orderId, periodId: c.id });
    expect(changed.json<ExamDetail>().period?.id).toBe(c.id);
    expect((await periodOf(t.app, 'CT-B')).remaining).toBe(5);
    expect((await periodOf(t.app, 'CT-C')).remaining).toBe(4);
    expect(
      (await post(changeExamReservationEndpoint.path, { orderId, periodId: c.id })).statusCode,
    ).toBe(409);

    const cancelled = await post(cancelExamReservationEndpoint.path, { orderId });
    expect(cancelled.json<ExamDetail>()).toMatchObject({ status: 'pending', period: null });
    expect((await periodOf(t.app, 'CT-C')).remaining).toBe(5);
    expect((await post(cancelExamReservationEndpoint.path, { orderId })).statusCode).toBe(409);
    const types = (await t.db.select().from(webhookEvents))
      .map((event) => event.type)
      .filter((type) => type.startsWith('exam.'));
    expect(types).toEqual(['exam.reserved', 'exam.rescheduled', 'exam.cancelled']);
    const [cancel] = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'exam.cancelled'));
    expect(cancel!.payload).toMatchObject({
      orderHisId: 'O-CT',
      patientCode: me.cardNo,
      previousPeriodHisId: 'CT-C',
    });
  });
});

describe('reservationNow and becomeAGroup', () => {
  it('books the earliest period at once, and 404s for another user', async () => {
    const orderId = await orderIdOf(t.app, 'O-FAST');
    expect((await post(reserveExamNowEndpoint.path, { orderId }, other.headers)).statusCode).toBe(
      404,
    );
    expect((await post(reserveExamNowEndpoint.path, { orderId: 0 })).statusCode).toBe(400);
    const response = await post(reserveExamNowEndpoint.path, { orderId });
    expect(response.json<ExamDetail>().period).toMatchObject({
      date: '2026-11-24',
      startTime: '09:00',
    });
    await post(cancelExamReservationEndpoint.path, { orderId });
  });

  it('books a group into compatible periods together, or none when one exam cannot go', async () => {
    await hisBatch(t.app, his, ordersPath, [
      order('G-CT', me.cardNo, 'CT-1', { groupKey: 'G1' }),
      order('G-US', me.cardNo, 'US-1', { groupKey: 'G1' }),
    ]);
    const ids = [await orderIdOf(t.app, 'G-CT'), await orderIdOf(t.app, 'G-US')];
    const alone = await post(reserveExamEndpoint.path, {
      orderId: ids[0],
      periodId: (await periodOf(t.app, 'CT-B')).id,
    });
    expect(alone.json()).toMatchObject({ code: 'GROUP_REQUIRED' });
    // The only ultrasound period on the 24th is taken by another patient: the 24th cannot
    // hold both, and the ultrasound's 25th has no CT period. Neither is booked.
    await hisBatch(t.app, his, ordersPath, [order('O-US2', other.cardNo, 'US-1')]);
    await post(
      reserveExamEndpoint.path,
      { orderId: await orderIdOf(t.app, 'O-US2'), periodId: (await periodOf(t.app, 'US-A')).id },
      other.headers,
    );
    const before = await snapshot();
    const refused = await post(reserveExamGroupEndpoint.path, { orderIds: ids });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NO_PERIOD' });
    expect(await snapshot()).toEqual(before);
    expect(
      (await post(reserveExamGroupEndpoint.path, { orderIds: ids }, other.headers)).statusCode,
    ).toBe(404);
    expect((await post(reserveExamGroupEndpoint.path, { orderIds: [ids[0]] })).statusCode).toBe(
      400,
    );

    // Another ultrasound period on the 24th, after the CT: both go that day.
    await publish(t.app, his, [], [period('US-C', 'US-1', '2026-11-24', '10:00', '11:00')]);
    const booked = await post(reserveExamGroupEndpoint.path, { orderIds: ids });
    expect(booked.statusCode).toBe(200);
    const exams = booked.json<{ exams: ExamDetail[] }>().exams;
    expect(exams.map((exam) => exam.period?.startTime)).toEqual(['09:00', '10:00']);
    // Cancelling one gives back both.
    await post(cancelExamReservationEndpoint.path, { orderId: ids[1] });
    const rows = await t.db.select().from(examOrders).where(eq(examOrders.groupKey, 'G1'));
    expect(rows.every((row) => row.periodId === null)).toBe(true);
  });
});

describe('the appointmentInspection switch', () => {
  it('answers 404 MODULE_DISABLED on every exam endpoint while it is off, changing nothing', async () => {
    const orderId = await orderIdOf(t.app, 'O-CT');
    const periodId = (await periodOf(t.app, 'CT-B')).id;
    await setModules(
      t.app,
      HOSPITAL_MODULES.filter((module) => module !== 'appointmentInspection'),
    );
    try {
      const before = await snapshot();
      const answers = [
        await get(),
        await post(findExamPeriodsEndpoint.path, { orderId }),
        await post(reserveExamEndpoint.path, { orderId, periodId }),
        await post(changeExamReservationEndpoint.path, { orderId, periodId }),
        await post(cancelExamReservationEndpoint.path, { orderId }),
        await post(reserveExamNowEndpoint.path, { orderId }),
        await post(reserveExamGroupEndpoint.path, { orderIds: [orderId, orderId + 1] }),
      ];
      for (const response of answers) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ ...MODULE_DISABLED });
      }
      expect(await snapshot()).toEqual(before);
    } finally {
      await setModules(t.app, [...HOSPITAL_MODULES]);
    }
  });
});
