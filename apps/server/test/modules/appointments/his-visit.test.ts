import type { Appointment } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { hisHeaders } from '../his/his-client.ts';
import { bookedOnNewSchedule, dayFromToday, get, openHospital } from './fixtures.ts';
import { payInSandbox } from './pay-helpers.ts';

let t: TestApp;
let clinicId: number;
let his: { authorization: string };
beforeAll(async () => {
  ({ t, clinicId } = await openHospital());
  his = await hisHeaders(t.app, ['his:schedules']);
});
afterAll(() => t.close());

let days = 1;
async function anAppointment({ paid }: { paid: boolean }) {
  days += 1;
  const { who, appointment } = await bookedOnNewSchedule(t.app, clinicId, {
    date: dayFromToday(days),
  });
  if (paid) await payInSandbox(t.app, who, appointment.id);
  return { who, appointment };
}

const recordVisit = (id: number | string, headers: Record<string, string> = his) =>
  t.app.inject({ method: 'POST', url: `/his/v1/appointments/${id}/visit`, headers });

const statusOf = async (id: number) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status;

describe('POST /his/v1/appointments/:id/visit', () => {
  it('marks a paid appointment visited, so its patient may rate the doctor', async () => {
    const { who, appointment } = await anAppointment({ paid: true });
    const response = await recordVisit(appointment.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      appointmentId: appointment.id,
      visitedAt: t.clock.now().toISOString(),
      alreadyVisited: false,
    });
    const seen = (await get(t.app, who, `/api/appointment/${appointment.id}`)).json<Appointment>();
    expect(seen).toMatchObject({ status: 'visited', canEvaluate: true, canCancel: false });
  });

  it('answers a repeated visit with the first one, changing nothing', async () => {
    const { appointment } = await anAppointment({ paid: true });
    const first = (await recordVisit(appointment.id)).json<{ visitedAt: string }>();
    t.clock.advance(60_000);
    const again = await recordVisit(appointment.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      appointmentId: appointment.id,
      visitedAt: first.visitedAt,
      alreadyVisited: true,
    });
  });

  it('refuses an unpaid appointment with 409, and it stays unpaid', async () => {
    const { appointment } = await anAppointment({ paid: false });
    const response = await recordVisit(appointment.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'NOT_PAID' });
    expect(response.json<{ message: string }>().message).toMatch(/未支付/);
    expect(await statusOf(appointment.id)).toBe('pending_payment');
  });

  it('answers 404 for an appointment that does not exist and 400 for an id that is not one', async () => {
    expect((await recordVisit(999_999)).statusCode).toBe(404);
    expect((await recordVisit('abc')).statusCode).toBe(400);
  });

  it('refuses a client without the schedules scope, a patient and no token, changing nothing', async () => {
    const { who, appointment } = await anAppointment({ paid: true });
    const reports = await hisHeaders(t.app, ['his:reports']);
    const wrongScope = await recordVisit(appointment.id, reports);
    expect(wrongScope.statusCode).toBe(403);
    expect(wrongScope.json()).toMatchObject({ error: 'insufficient_scope' });
    expect((await recordVisit(appointment.id, who.headers)).statusCode).toBe(401);
    expect((await recordVisit(appointment.id, {})).statusCode).toBe(401);
    expect(await statusOf(appointment.id)).toBe('paid');
  });
});
