import type { DoctorEvaluations, Evaluation } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, doctorEvaluations } from '../../../src/db/schema/index.ts';
import type { SignedIn } from '../../helpers/auth.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import {
  bookedOnNewSchedule,
  get,
  openHospital,
  patientAccount,
} from '../appointments/fixtures.ts';
import { payInSandbox } from '../appointments/pay-helpers.ts';

let t: TestApp;
let clinicId: number;
beforeAll(async () => {
  ({ t, clinicId } = await openHospital());
});
afterAll(() => t.close());

const evaluate = (who: SignedIn, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/doctors/evaluate-doctor',
    headers: who.headers,
    payload,
  });

/** A paid appointment; `visited` marks it seen, as the hospital system would. */
async function visit(visited = true) {
  const { who, schedule, appointment } = await bookedOnNewSchedule(t.app, clinicId);
  await payInSandbox(t.app, who, appointment.id);
  if (visited)
    await t.db
      .update(appointments)
      .set({ status: 'visited' })
      .where(eq(appointments.id, appointment.id));
  return { who, appointment, doctorId: schedule.doctorId };
}

describe('POST /api/doctors/evaluate-doctor', () => {
  it('rates the doctor of a visit once, and shows it to everyone masked', async () => {
    const { who, appointment, doctorId } = await visit();
    const response = await evaluate(who, {
      appointmentId: appointment.id,
      rating: 4,
      content: '耐心细致',
    });
    expect(response.statusCode).toBe(200);
    const evaluation = response.json<Evaluation>();
    expect(evaluation).toMatchObject({
      appointmentId: appointment.id,
      docId: doctorId,
      rating: 4,
      content: '耐心细致',
    });

    const twice = await evaluate(who, { appointmentId: appointment.id, rating: 5 });
    expect(twice.statusCode).toBe(409);

    const mine = (await get(t.app, who, '/api/doctors/evaluateList')).json<Evaluation[]>();
    expect(mine.map((row) => row.id)).toEqual([evaluation.id]);
    const detail = await get(t.app, who, `/api/doctors/${evaluation.id}/evaluateDetail`);
    expect(detail.json<Evaluation>()).toEqual(evaluation);

    const stranger = await patientAccount(t.app);
    expect(
      (await get(t.app, stranger, `/api/doctors/${evaluation.id}/evaluateDetail`)).statusCode,
    ).toBe(404);
    const page = (
      await get(t.app, stranger, `/api/doctors/${doctorId}/evaluates`)
    ).json<DoctorEvaluations>();
    expect(page).toMatchObject({ average: 4, count: 1 });
    expect(page.items[0]).toMatchObject({ rating: 4, patientNameMasked: '张**' });
  });

  it('refuses before the visit, for another account and with bad input', async () => {
    const { who, appointment } = await visit(false);
    const early = await evaluate(who, { appointmentId: appointment.id, rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'NOT_VISITED' });

    const seen = await visit();
    const stranger = await patientAccount(t.app);
    expect(
      (await evaluate(stranger, { appointmentId: seen.appointment.id, rating: 5 })).statusCode,
    ).toBe(404);
    const bad = await evaluate(seen.who, { appointmentId: seen.appointment.id, rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'rating' });
    expect(
      await t.db.$count(
        doctorEvaluations,
        eq(doctorEvaluations.appointmentId, seen.appointment.id),
      ),
    ).toBe(0);
  });

  it('deletes only my ratings of a doctor', async () => {
    const mine = await visit();
    await evaluate(mine.who, { appointmentId: mine.appointment.id, rating: 2 });
    const stranger = await patientAccount(t.app);
    const none = await get(t.app, stranger, `/api/doctors/${mine.doctorId}/evaluateDel`);
    expect(none.json()).toEqual({ deleted: 0 });
    const deleted = await get(t.app, mine.who, `/api/doctors/${mine.doctorId}/evaluateDel`);
    expect(deleted.json()).toEqual({ deleted: 1 });
    expect((await get(t.app, mine.who, '/api/doctors/evaluateList')).json()).toEqual([]);
  });
});
