import type { Appointment } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../../../src/db/schema/index.ts';
import { appointmentExpiry, expireAppointments } from '../../../src/jobs/appointment-expiry.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import {
  booked,
  createSchedule,
  get,
  openHospital,
  patientAccount,
  scheduleNow,
} from './fixtures.ts';
import { payInSandbox } from './pay-helpers.ts';

let t: TestApp;
let clinicId: number;
beforeAll(async () => {
  ({ t, clinicId } = await openHospital());
});
afterAll(() => t.close());

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('the appointment expiry job', () => {
  it('expires unpaid appointments past the timeout, closes the order and frees the slot', async () => {
    const who = await patientAccount(t.app);
    const schedule = await createSchedule(t.app, clinicId, { capacity: 1 });
    const appointment = await booked(t.app, who, {
      scheduleId: schedule.id,
      patientId: who.patientId,
    });
    expect((await scheduleNow(t.app, schedule.id)).remaining).toBe(0);

    expect(await expireAppointments(t.app, later(14))).toBe(0);
    expect(await expireAppointments(t.app, later(16))).toBe(1);
    const shown = (await get(t.app, who, `/api/appointment/${appointment.id}`)).json<Appointment>();
    expect(shown).toMatchObject({ status: 'expired', canCancel: false, expiresAt: null });
    expect((await scheduleNow(t.app, schedule.id)).remaining).toBe(1);
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.subjectId, appointment.id));
    expect(order?.status).toBe('closed');
    expect((await get(t.app, who, `/api/appointment/${appointment.id}/pay`)).statusCode).toBe(409);

    // The freed number goes to the next patient; numbers are never handed out twice.
    const next = await patientAccount(t.app);
    const rebooked = await booked(t.app, next, {
      scheduleId: schedule.id,
      patientId: next.patientId,
    });
    expect(rebooked.sequence).toBe(2);
    // Another tick before the new booking is due expires nothing twice.
    await appointmentExpiry.run(t.app, later(14));
    expect((await scheduleNow(t.app, schedule.id)).remaining).toBe(0);
  });

  it('leaves paid appointments alone', async () => {
    const who = await patientAccount(t.app);
    const schedule = await createSchedule(t.app, clinicId);
    const appointment = await booked(t.app, who, {
      scheduleId: schedule.id,
      patientId: who.patientId,
    });
    await payInSandbox(t.app, who, appointment.id);
    await expireAppointments(t.app, later(60));
    const shown = (await get(t.app, who, `/api/appointment/${appointment.id}`)).json<Appointment>();
    expect(shown.status).toBe('paid');
    expect((await scheduleNow(t.app, schedule.id)).remaining).toBe(9);
  });

  it('shares the work between instances running at once, each appointment once', async () => {
    await expireAppointments(t.app, later(60));
    const schedule = await createSchedule(t.app, clinicId);
    for (let n = 0; n < 6; n += 1) {
      const who = await patientAccount(t.app);
      await booked(t.app, who, { scheduleId: schedule.id, patientId: who.patientId });
    }
    const counts = await Promise.all([1, 2, 3].map(() => expireAppointments(t.app, later(20))));
    expect(counts.reduce((sum, value) => sum + value, 0)).toBe(6);
    expect((await scheduleNow(t.app, schedule.id)).remaining).toBe(10);
  });
});
