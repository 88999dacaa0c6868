import type { Appointment, PaymentRecord } from '@hospital/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointments, paymentOrders } from '../../../src/db/schema/index.ts';
import { TEST_NOW, type TestApp } from '../../helpers/test-app.ts';
import { get } from '../patients/fixtures.ts';
import {
  book,
  booked,
  createSchedule,
  dayFromToday,
  openHospital,
  patientAccount,
  scheduleNow,
  updateHospital,
} from './fixtures.ts';

let t: TestApp;
let clinicId: number;
beforeAll(async () => {
  ({ t, clinicId } = await openHospital());
});
afterAll(() => t.close());

const count = async () => ({
  appointments: await t.db.$count(appointments),
  orders: await t.db.$count(paymentOrders),
});

describe('POST /api/appointment/save', () => {
  it('holds a numbered slot for the patient, pending payment, with its order', async () => {
    const who = await patientAccount(t.app);
    const schedule = await createSchedule(t.app, clinicId);
    const first = await booked(t.app, who, { scheduleId: schedule.id, patientId: who.patientId });
    expect(first).toMatchObject({
      status: 'pending_payment',
      sequence: 1,
      feeFen: 5000,
      patientId: who.patientId,
      scheduleId: schedule.id,
      docId: schedule.doctorId,
      doctorName: '李明',
      deptName: '心血管内科',
      date: schedule.date,
      period: 'morning',
      canCancel: true,
    });
    expect(first.orderNum).toMatch(/^GH\d{18}$/);
    expect(first.expiresAt).toBe(new Date(TEST_NOW.getTime() + 15 * 60_000).toISOString());

    const other = await patientAccount(t.app);
    const second = await booked(t.app, other, {
      scheduleId: schedule.id,
      patientId: other.patientId,
    });
    expect(second.sequence).toBe(2);
    expect(await scheduleNow(t.app, schedule.id)).toMatchObject({ remaining: 8, nextSequence: 3 });
  });

  it('describes the fee it charges in Chinese and as a template the app words in any language', async () => {
    const who = await patientAccount(t.app);
    const schedule = await createSchedule(t.app, clinicId);
    await booked(t.app, who, { scheduleId: schedule.id, patientId: who.patientId });
    const [record] = (await get(t.app, who, '/api/outpatient/getPaymentList')).json<
      PaymentRecord[]
    >();
    expect(record).toMatchObject({
      description: `挂号费 ${schedule.date} 上午`,
      descriptionTemplate: {
        key: 'registrationFee',
        params: { date: schedule.date, period: 'morning' },
      },
    });
  });

  it('names the field of bad input and changes nothing', async () => {
    const who = await patientAccount(t.app);
    const before = await count();
    const response = await book(t.app, who, { scheduleId: 'x', patientId: who.patientId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'scheduleId' });
    const missing = await book(t.app, who, { scheduleId: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'patientId' });
    expect(await count()).toEqual(before);
  });

  it("answers 404 for another account's patient and takes no slot", async () => {
    const owner = await patientAccount(t.app);
    const stranger = await patientAccount(t.app, 2);
    const schedule = await createSchedule(t.app, clinicId);
    const before = await count();
    const response = await book(t.app, stranger, {
      scheduleId: schedule.id,
      patientId: owner.patientId,
    });
    expect(response.statusCode).toBe(404);
    expect(await count()).toEqual(before);
    expect((await scheduleNow(t.app, schedule.id)).remaining).toBe(10);
  });

  it('answers 404 for a schedule that does not exist', async () => {
    const who = await patientAccount(t.app);
    const response = await book(t.app, who, { scheduleId: 999_999, patientId: who.patientId });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a second live appointment of the patient for the same half-day', async () => {
    const who = await patientAccount(t.app);
    const schedule = await createSchedule(t.app, clinicId);
    await booked(t.app, who, { scheduleId: schedule.id, patientId: who.patientId });
    const again = await book(t.app, who, { scheduleId: schedule.id, patientId: who.patientId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DUPLICATE_APPOINTMENT' });
    expect(await scheduleNow(t.app, schedule.id)).toMatchObject({ remaining: 9, nextSequence: 2 });
  });

  it('books a free clinic as paid at once, with no payment order', async () => {
    const who = await patientAccount(t.app);
    const schedule = await createSchedule(t.app, clinicId, { feeFen: 0 });
    const before = await count();
    const appointment = await booked(t.app, who, {
      scheduleId: schedule.id,
      patientId: who.patientId,
    });
    expect(appointment).toMatchObject({ status: 'paid', sequence: 1, feeFen: 0 });
    expect(await count()).toEqual({ ...before, appointments: before.appointments + 1 });
  });

  it('refuses full, stopped, past and not-yet-open half-days', async () => {
    const who = await patientAccount(t.app);
    const full = await createSchedule(t.app, clinicId, { capacity: 1, remaining: 0 });
    const stopped = await createSchedule(t.app, clinicId, {
      date: dayFromToday(4),
      status: 'stopped',
    });
    const past = await createSchedule(t.app, clinicId, { date: dayFromToday(-1) });
    const later = await createSchedule(t.app, clinicId, { date: dayFromToday(20) });
    const codes = [];
    for (const schedule of [full, stopped, past, later]) {
      const response = await book(t.app, who, {
        scheduleId: schedule.id,
        patientId: who.patientId,
      });
      expect(response.statusCode).toBe(409);
      codes.push(response.json<{ code: string }>().code);
    }
    expect(codes).toEqual(['SLOT_FULL', 'SLOT_STOPPED', 'SLOT_PAST', 'NOT_YET_OPEN']);
    expect((await scheduleNow(t.app, stopped.id)).remaining).toBe(10);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/appointment/save',
      payload: { scheduleId: 1, patientId: 1 },
    });
    expect(response.statusCode).toBe(401);
  });

  it('prices the appointment from the schedule, never the client', async () => {
    const who = await patientAccount(t.app);
    const schedule = await createSchedule(t.app, clinicId, { feeFen: 1250 });
    const response = await book(t.app, who, {
      scheduleId: schedule.id,
      patientId: who.patientId,
      feeFen: 1,
    });
    expect(response.json<Appointment>().feeFen).toBe(1250);
  });
});

describe('booking at the edges of time', () => {
  /** Sets the app's clock to a time written in the hospital's zone. */
  const at = (shanghai: string) => t.clock.set(`${shanghai}+08:00`);
  const overnightWindow = {
    registrationStartHour: 7,
    registrationStartMinute: 0,
    registrationEndHour: 0,
    registrationEndMinute: 30,
  };
  const bookAt = async (shanghai: string, values: Parameters<typeof createSchedule>[2] = {}) => {
    const who = await patientAccount(t.app);
    const schedule = await createSchedule(t.app, clinicId, { date: '2026-11-26', ...values });
    at(shanghai);
    const response = await book(t.app, who, { scheduleId: schedule.id, patientId: who.patientId });
    return { status: response.statusCode, code: response.json<{ code?: string }>().code };
  };

  afterEach(async () => {
    t.clock.set(TEST_NOW);
    await updateHospital(t.app, {
      registrationStartHour: 0,
      registrationStartMinute: 0,
      registrationEndHour: 23,
      registrationEndMinute: 59,
      bookingDays: 14,
    });
  });

  it('keeps a 07:00-00:30 window open through midnight and closed from 00:31 to 06:59', async () => {
    await updateHospital(t.app, overnightWindow);
    expect(await bookAt('2026-11-23T06:59:59')).toEqual({ status: 409, code: 'WINDOW_CLOSED' });
    expect((await bookAt('2026-11-23T07:00:00')).status).toBe(200);
    expect((await bookAt('2026-11-23T23:59:59')).status).toBe(200);
    expect((await bookAt('2026-11-24T00:29:00')).status).toBe(200);
    expect((await bookAt('2026-11-24T00:30:00')).status).toBe(200);
    expect(await bookAt('2026-11-24T00:31:00')).toEqual({ status: 409, code: 'WINDOW_CLOSED' });
  });

  it('opens and closes a same-day window on its minutes', async () => {
    await updateHospital(t.app, {
      registrationStartHour: 8,
      registrationStartMinute: 0,
      registrationEndHour: 17,
      registrationEndMinute: 0,
    });
    expect(await bookAt('2026-11-23T07:59:59')).toEqual({ status: 409, code: 'WINDOW_CLOSED' });
    expect((await bookAt('2026-11-23T08:00:00')).status).toBe(200);
    expect((await bookAt('2026-11-23T17:00:00')).status).toBe(200);
    expect(await bookAt('2026-11-23T17:01:00')).toEqual({ status: 409, code: 'WINDOW_CLOSED' });
  });

  it('books a half-day that has started until its clinic closes', async () => {
    const today = { date: '2026-11-23', period: 'morning' as const };
    expect((await bookAt('2026-11-23T08:00:00', today)).status).toBe(200);
    expect((await bookAt('2026-11-23T11:59:59', today)).status).toBe(200);
    expect(await bookAt('2026-11-23T12:00:00', today)).toEqual({ status: 409, code: 'SLOT_PAST' });
    const afternoon = { date: '2026-11-23', period: 'afternoon' as const };
    expect((await bookAt('2026-11-23T17:29:59', afternoon)).status).toBe(200);
    expect(await bookAt('2026-11-23T17:30:00', afternoon)).toEqual({
      status: 409,
      code: 'SLOT_PAST',
    });
  });

  it('books up to the last day of the horizon, which moves at midnight in Shanghai', async () => {
    await updateHospital(t.app, { bookingDays: 7 });
    // From 2026-11-23 the 7 days run to 2026-11-29; at midnight they run to 2026-11-30.
    const lastDay = { date: '2026-11-29' };
    const dayAfter = { date: '2026-11-30' };
    expect((await bookAt('2026-11-23T23:59:59', lastDay)).status).toBe(200);
    expect(await bookAt('2026-11-23T23:59:59', dayAfter)).toEqual({
      status: 409,
      code: 'NOT_YET_OPEN',
    });
    // 16:00 UTC is already the next day in the hospital.
    expect((await bookAt('2026-11-24T00:00:00', dayAfter)).status).toBe(200);
    expect(await bookAt('2026-11-24T00:00:00', { date: '2026-12-01' })).toEqual({
      status: 409,
      code: 'NOT_YET_OPEN',
    });
  });
});
