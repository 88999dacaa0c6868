import type { ClinicStopResult } from '@hospital/contract/his';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/index.ts';
import { ensureTestStaff, STAFF_OF_ROLE, staffSession } from '../../helpers/staff.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { createSchedule, openHospital, scheduleNow } from '../appointments/fixtures.ts';
import { appointmentNow, holder, STOP_REASON, stopMessages } from './fixtures.ts';

let t: TestApp;
let clinicId: number;
beforeAll(async () => {
  ({ t, clinicId } = await openHospital());
  await ensureTestStaff(t.app);
  // Five password hashes on a shared machine take their time.
}, 180_000);
afterAll(() => t.close());

const stop = (
  id: number,
  headers: Record<string, string>,
  payload: Record<string, unknown> = { reason: STOP_REASON },
) => t.app.inject({ method: 'POST', url: `/console/api/schedules/${id}/stop`, headers, payload });

async function bookedHalfDay() {
  const schedule = await createSchedule(t.app, clinicId);
  const paid = await holder(t.app, schedule.id, true);
  return { schedule, paid };
}

/** Nothing happened to the half-day or its holder. */
async function expectUntouched({ schedule, paid }: Awaited<ReturnType<typeof bookedHalfDay>>) {
  expect((await scheduleNow(t.app, schedule.id)).status).toBe('open');
  expect((await appointmentNow(t.app, paid)).status).toBe('paid');
  expect(await stopMessages(t.app, paid)).toEqual([]);
}

describe('POST /console/api/schedules/{id}/stop', () => {
  it('lets a scheduler stop a half-day, and writes who did it with before and after', async () => {
    const booked = await bookedHalfDay();
    const staff = await staffSession(t.app, t.clock, STAFF_OF_ROLE.scheduling);
    const response = await stop(booked.schedule.id, staff.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json<ClinicStopResult>()).toMatchObject({
      scheduleId: booked.schedule.id,
      alreadyStopped: false,
      refunded: 1,
      canceled: 0,
    });
    expect((await appointmentNow(t.app, booked.paid)).cancelReason).toBe('clinic_stopped');
    expect(await stopMessages(t.app, booked.paid)).toHaveLength(1);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'schedule.stop'),
          eq(auditLog.entityId, String(booked.schedule.id)),
        ),
      );
    expect(entries).toMatchObject([
      {
        actor: `staff:${staff.staff.id}`,
        entityType: 'schedule',
        before: { status: 'open' },
        after: { status: 'stopped', reason: STOP_REASON },
      },
    ]);

    const again = await stop(booked.schedule.id, staff.headers);
    expect(again.json<ClinicStopResult>()).toMatchObject({ alreadyStopped: true, refunded: 1 });
    expect(await stopMessages(t.app, booked.paid)).toHaveLength(1);
  });

  it('lets an administrator stop a half-day', async () => {
    const { schedule } = await bookedHalfDay();
    const admin = await staffSession(t.app, t.clock, STAFF_OF_ROLE.admin);
    expect((await stop(schedule.id, admin.headers)).statusCode).toBe(200);
    expect((await scheduleNow(t.app, schedule.id)).status).toBe('stopped');
  });

  it.each(['finance', 'content', 'service'] as const)('refuses the %s role', async (role) => {
    const booked = await bookedHalfDay();
    const staff = await staffSession(t.app, t.clock, STAFF_OF_ROLE[role]);
    expect((await stop(booked.schedule.id, staff.headers)).statusCode).toBe(403);
    await expectUntouched(booked);
  });

  it('refuses a patient token and no token', async () => {
    const booked = await bookedHalfDay();
    expect((await stop(booked.schedule.id, booked.paid.who.headers)).statusCode).toBe(401);
    expect((await stop(booked.schedule.id, {})).statusCode).toBe(401);
    await expectUntouched(booked);
  });

  it('answers a missing reason with 400 and an unknown half-day with 404, changing nothing', async () => {
    const booked = await bookedHalfDay();
    const staff = await staffSession(t.app, t.clock, STAFF_OF_ROLE.scheduling);
    for (const payload of [{}, { reason: '  ' }, { reason: 'x'.repeat(201) }])
      expect((await stop(booked.schedule.id, staff.headers, payload)).statusCode).toBe(400);
    expect((await stop(99_999_999, staff.headers)).statusCode).toBe(404);
    await expectUntouched(booked);
  });
});
