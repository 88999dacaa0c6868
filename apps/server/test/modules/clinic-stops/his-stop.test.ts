import type { ClinicStopResult } from '@hospital/contract/his';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { createSchedule, openHospital, scheduleNow } from '../appointments/fixtures.ts';
import { hisHeaders } from '../his/his-client.ts';
import { appointmentNow, holder, STOP_REASON, stopMessages } from './fixtures.ts';

let t: TestApp;
let clinicId: number;
let schedulesHis: { authorization: string };
beforeAll(async () => {
  ({ t, clinicId } = await openHospital());
  schedulesHis = await hisHeaders(t.app, ['his:schedules']);
}, 120_000);
afterAll(() => t.close());

let halfDays = 0;
/** A half-day the HIS published (it has a hisId) with one paid and one unpaid holder. */
async function hisHalfDay() {
  halfDays += 1;
  const schedule = await createSchedule(t.app, clinicId, { hisId: `his-stop-${halfDays}` });
  const paid = await holder(t.app, schedule.id, true);
  const unpaid = await holder(t.app, schedule.id, false);
  return { schedule, hisId: schedule.hisId!, paid, unpaid };
}

const stop = (
  hisId: string,
  headers: Record<string, string>,
  payload: Record<string, unknown> = { reason: STOP_REASON },
) => t.app.inject({ method: 'POST', url: `/his/v1/schedules/${hisId}/stop`, headers, payload });

describe('POST /his/v1/schedules/{hisId}/stop', () => {
  it('stops the half-day the HIS names: paid refunded, unpaid cancelled, each messaged once', async () => {
    const { schedule, hisId, paid, unpaid } = await hisHalfDay();
    const response = await stop(hisId, schedulesHis);
    expect(response.statusCode).toBe(200);
    expect(response.json<ClinicStopResult>()).toMatchObject({
      scheduleId: schedule.id,
      alreadyStopped: false,
      refunded: 1,
      canceled: 1,
    });
    expect((await scheduleNow(t.app, schedule.id)).status).toBe('stopped');
    expect((await appointmentNow(t.app, unpaid)).status).toBe('canceled');
    expect(await stopMessages(t.app, paid)).toHaveLength(1);
    expect(await stopMessages(t.app, unpaid)).toHaveLength(1);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'schedule.stop'), eq(auditLog.entityId, String(schedule.id))));
    expect(entry?.actor).toMatch(/^his:/);

    const again = await stop(hisId, schedulesHis);
    expect(again.json<ClinicStopResult>()).toMatchObject({ alreadyStopped: true, refunded: 1 });
    expect(await stopMessages(t.app, paid)).toHaveLength(1);
  });

  it('answers 404 for a hisId it never received', async () => {
    const response = await stop('never-sent', schedulesHis);
    expect(response.statusCode).toBe(404);
  });

  it('refuses a missing reason with 400 and changes nothing', async () => {
    const { schedule, hisId, paid } = await hisHalfDay();
    expect((await stop(hisId, schedulesHis, { reason: '' })).statusCode).toBe(400);
    expect((await scheduleNow(t.app, schedule.id)).status).toBe('open');
    expect((await appointmentNow(t.app, paid)).status).toBe('paid');
  });

  it('refuses a client without his:schedules, a patient and no token, changing nothing', async () => {
    const { schedule, hisId, paid } = await hisHalfDay();
    const reportsOnly = await hisHeaders(t.app, ['his:reports']);
    expect((await stop(hisId, reportsOnly)).statusCode).toBe(403);
    expect((await stop(hisId, paid.who.headers)).statusCode).toBe(401);
    expect((await stop(hisId, {})).statusCode).toBe(401);
    expect((await scheduleNow(t.app, schedule.id)).status).toBe('open');
    expect((await appointmentNow(t.app, paid)).status).toBe('paid');
    expect(await stopMessages(t.app, paid)).toEqual([]);
  });
});
