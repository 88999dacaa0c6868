import type { Appointment } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markDemoVisits } from '../../../src/jobs/appointment-expiry.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  booked,
  createClinic,
  createSchedule,
  get,
  patientAccount,
  setUpHospital,
} from './fixtures.ts';
import { payInSandbox } from './pay-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0', DEMO: '1' } });
  await setUpHospital(t.app);
});
afterAll(() => t.close());

describe('visits in demo mode', () => {
  it('marks paid appointments visited once the clinic has closed, so they can be rated', async () => {
    const { clinic } = await createClinic(t.app);
    const who = await patientAccount(t.app);
    const schedule = await createSchedule(t.app, clinic.id);
    const appointment = await booked(t.app, who, {
      scheduleId: schedule.id,
      patientId: who.patientId,
    });
    await payInSandbox(t.app, who, appointment.id);

    expect(await markDemoVisits(t.app, t.app.clock.now())).toBe(0);
    const afterClinic = new Date(Date.parse(appointment.startsAt) + 5 * 3600_000);
    expect(await markDemoVisits(t.app, afterClinic)).toBe(1);
    const seen = (await get(t.app, who, `/api/appointment/${appointment.id}`)).json<Appointment>();
    expect(seen).toMatchObject({ status: 'visited', canEvaluate: true, canCancel: false });

    await t.app.inject({
      method: 'POST',
      url: '/api/doctors/evaluate-doctor',
      headers: who.headers,
      payload: { appointmentId: appointment.id, rating: 5 },
    });
    const rated = (await get(t.app, who, `/api/appointment/${appointment.id}`)).json<Appointment>();
    expect(rated.canEvaluate).toBe(false);
  });
});
