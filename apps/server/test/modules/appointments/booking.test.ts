import type { Appointment } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, paymentOrders } from '../../../src/db/schema/index.ts';
import { hospitalDate, minutesOfDay } from '../../../src/modules/hospitals/clock.ts';
import type { TestApp } from '../../helpers/test-app.ts';
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
    const before = Date.now();
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
    const expires = Date.parse(first.expiresAt ?? '');
    expect(expires).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 15 * 60_000);

    const other = await patientAccount(t.app);
    const second = await booked(t.app, other, {
      scheduleId: schedule.id,
      patientId: other.patientId,
    });
    expect(second.sequence).toBe(2);
    expect(await scheduleNow(t.app, schedule.id)).toMatchObject({ remaining: 8, nextSequence: 3 });
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

  it("refuses today's half-day once its clinic has closed", async () => {
    const who = await patientAccount(t.app);
    const now = new Date();
    const today = hospitalDate(now);
    const morningOver = minutesOfDay(now) >= 12 * 60;
    const schedule = await createSchedule(t.app, clinicId, { date: today, period: 'morning' });
    const response = await book(t.app, who, { scheduleId: schedule.id, patientId: who.patientId });
    expect(response.statusCode).toBe(morningOver ? 409 : 200);
  });

  it('refuses outside the registration window, even one wrapping past midnight', async () => {
    const who = await patientAccount(t.app);
    const schedule = await createSchedule(t.app, clinicId);
    const minutes = minutesOfDay(new Date());
    // Opens two hours from now and closes an hour after that, wrapping as the clock does.
    const start = (minutes + 120) % 1440;
    const end = (minutes + 180) % 1440;
    await updateHospital(t.app, {
      registrationStartHour: Math.floor(start / 60),
      registrationStartMinute: start % 60,
      registrationEndHour: Math.floor(end / 60),
      registrationEndMinute: end % 60,
    });
    try {
      const response = await book(t.app, who, {
        scheduleId: schedule.id,
        patientId: who.patientId,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'WINDOW_CLOSED' });
      expect(response.json<{ message: string }>().message).toContain('挂号时间');
      expect((await scheduleNow(t.app, schedule.id)).remaining).toBe(10);

      // A window from an hour ago to an hour ahead, written end-before-start when it wraps.
      const open = (minutes + 1440 - 60) % 1440;
      const close = (minutes + 60) % 1440;
      await updateHospital(t.app, {
        registrationStartHour: Math.floor(open / 60),
        registrationStartMinute: open % 60,
        registrationEndHour: Math.floor(close / 60),
        registrationEndMinute: close % 60,
      });
      const allowed = await book(t.app, who, { scheduleId: schedule.id, patientId: who.patientId });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await updateHospital(t.app, {
        registrationStartHour: 0,
        registrationStartMinute: 0,
        registrationEndHour: 23,
        registrationEndMinute: 59,
      });
    }
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
