import type { QueuePosition } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, patients } from '../../../src/db/schema/index.ts';
import { periodStart } from '../../../src/modules/hospitals/clock.ts';
import { queueStates } from '../../../src/modules/queue/calling.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import {
  createSchedule,
  dayFromToday,
  get,
  openHospital,
  patientAccount,
} from '../appointments/fixtures.ts';

let t: TestApp;
let clinicId: number;
beforeAll(async () => {
  // Without demo mode the caller is the hospital system: the last number marked visited.
  ({ t, clinicId } = await openHospital({ env: { DEMO: '0' } }));
});
afterAll(() => t.close());

/** Today's half-day with numbers 1..n taken, as the booking would have left them. */
async function todayWithQueue(statuses: (typeof appointments.$inferInsert)['status'][]) {
  const schedule = await createSchedule(t.app, clinicId, {
    date: dayFromToday(0),
    period: 'afternoon',
  });
  const accounts = [];
  for (const [index, status] of statuses.entries()) {
    const who = await patientAccount(t.app);
    const [row] = await t.db
      .insert(appointments)
      .values({
        orderNum: `GHQ${schedule.id}-${index}`,
        userId: await userIdOf(who.patientId),
        patientId: who.patientId,
        scheduleId: schedule.id,
        doctorId: schedule.doctorId,
        sequence: index + 1,
        feeFen: 5000,
        status,
        expiresAt: new Date(),
      })
      .returning();
    accounts.push({ who, appointment: row! });
  }
  return { schedule, accounts };
}

async function userIdOf(patientId: number): Promise<number> {
  const [row] = await t.db
    .select({ ownerId: patients.ownerId })
    .from(patients)
    .where(eq(patients.id, patientId));
  return row!.ownerId;
}

describe('GET /api/appointment/CSQueuequery', () => {
  it('gives my number, the number called and the people ahead', async () => {
    const { accounts } = await todayWithQueue(['visited', 'paid', 'canceled', 'paid', 'paid']);
    const mine = accounts[4]!;
    const response = await get(t.app, mine.who, '/api/appointment/CSQueuequery');
    expect(response.statusCode).toBe(200);
    expect(response.json<QueuePosition[]>()).toEqual([
      expect.objectContaining({
        appointmentId: mine.appointment.id,
        sequence: 5,
        calling: 1,
        ahead: 2,
        estimatedWaitMinutes: 12,
        period: 'afternoon',
      }),
    ]);
    // Nobody else's queue shows, and the radiology queue is separate.
    const other = accounts[1]!;
    const theirs = await get(
      t.app,
      other.who,
      `/api/appointment/CSQueuequery?appointmentId=${mine.appointment.id}`,
    );
    expect(theirs.json()).toEqual([]);
    expect((await get(t.app, mine.who, '/api/appointment/radiationQueueQuery')).json()).toEqual([]);
    const bad = await get(t.app, mine.who, '/api/appointment/CSQueuequery?appointmentId=x');
    expect(bad.json()).toMatchObject({ field: 'appointmentId' });
  });
});

describe('the simulated caller of demo mode', () => {
  it('calls the paid numbers one consultation at a time from the opening', async () => {
    const { schedule } = await todayWithQueue(['paid', 'canceled', 'paid', 'paid', 'paid']);
    const halfDay = { scheduleId: schedule.id, date: schedule.date, period: schedule.period };
    const opening = periodStart(schedule.date, schedule.period).getTime();
    const at = async (minutes: number) =>
      (await queueStates(t.db, [halfDay], true, new Date(opening + minutes * 60_000))).get(
        schedule.id,
      )!;
    expect((await at(-5)).calling).toBe(0);
    expect((await at(0)).calling).toBe(1);
    // The third paid number is 4: number 2 was cancelled.
    expect((await at(13)).calling).toBe(4);
    expect((await at(600)).calling).toBe(5);
  });
});
