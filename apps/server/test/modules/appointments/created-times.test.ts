import type { Appointment } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/test-app.ts';
import { appointmentNow, holder, stopAsHis, stopMessages } from '../clinic-stops/fixtures.ts';
import { createSchedule, openHospital } from './fixtures.ts';

let t: TestApp;
let clinicId: number;
beforeAll(async () => {
  ({ t, clinicId } = await openHospital());
});
afterAll(() => t.close());

/*
 * The test clock stands days away from the machine's, so a time the database wrote from
 * its own clock would not match: the order would seem placed after it was paid.
 */
describe('created times come from the server clock', () => {
  it('dates an appointment at its booking and a stop message at the stop', async () => {
    const schedule = await createSchedule(t.app, clinicId);
    const bookedAt = t.clock.now();
    const paid = await holder(t.app, schedule.id, true);
    const appointment: Appointment = await appointmentNow(t.app, paid);
    expect(new Date(appointment.createdAt).getTime()).toBe(bookedAt.getTime());

    t.clock.advance(60_000);
    const stoppedAt = t.clock.now();
    await stopAsHis(t.app, schedule.id);
    const [message] = await stopMessages(t.app, paid);
    expect(new Date(message?.createdAt ?? 0).getTime()).toBe(stoppedAt.getTime());
  });
});
