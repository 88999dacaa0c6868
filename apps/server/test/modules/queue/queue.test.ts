import type { QueuePosition } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointments, patients } from '../../../src/db/schema/index.ts';
import { periodStart } from '../../../src/modules/schedules/index.ts';
import { queueStates } from '../../../src/modules/queue/calling.ts';
import { TEST_NOW, type TestApp } from '../../helpers/test-app.ts';
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
afterEach(() => t.clock.set(TEST_NOW));

/** A half-day (today's by default) with numbers 1..n taken, as the booking would have left them. */
async function todayWithQueue(
  statuses: (typeof appointments.$inferInsert)['status'][],
  date = dayFromToday(0),
) {
  const schedule = await createSchedule(t.app, clinicId, {
    date,
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
        expiresAt: t.app.clock.now(),
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

  it("shows tomorrow's number from midnight in Shanghai, not a second before", async () => {
    const { accounts } = await todayWithQueue(['paid'], dayFromToday(1));
    const mine = accounts[0]!;
    const queue = async (shanghai: string) => {
      t.clock.set(`${shanghai}+08:00`);
      return (await get(t.app, mine.who, '/api/appointment/CSQueuequery')).json<QueuePosition[]>();
    };
    expect(await queue('2026-11-23T23:59:59')).toEqual([]);
    expect(await queue('2026-11-24T00:00:00')).toEqual([
      expect.objectContaining({ appointmentId: mine.appointment.id, sequence: 1 }),
    ]);
    expect(await queue('2026-11-24T23:59:59')).toHaveLength(1);
    expect(await queue('2026-11-25T00:00:00')).toEqual([]);
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
    const aMillisecond = 1 / 60_000;
    expect((await at(-5)).calling).toBe(0);
    expect((await at(-aMillisecond)).calling).toBe(0);
    expect((await at(0)).calling).toBe(1);
    // Each consultation lasts six minutes: the next number is called on the sixth minute.
    expect((await at(6 - aMillisecond)).calling).toBe(1);
    expect((await at(6)).calling).toBe(3);
    // The third paid number is 4: number 2 was cancelled.
    expect((await at(13)).calling).toBe(4);
    expect((await at(600)).calling).toBe(5);
  });
});
