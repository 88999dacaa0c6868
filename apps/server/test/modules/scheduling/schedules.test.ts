import type { ConsoleSchedule } from '@hospital/contract/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../helpers/db-fingerprint.ts';
import {
  ensureTestStaff,
  STAFF_OF_ROLE,
  STAFF_SETUP_TIMEOUT_MS,
  staffSession,
} from '../../helpers/staff.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import {
  createClinic,
  createSchedule,
  dayFromToday,
  openHospital,
  scheduleNow,
} from '../appointments/fixtures.ts';
import { holder, stopAsHis } from '../clinic-stops/fixtures.ts';
import { auditOf, consoleCall, type Headers } from './fixtures.ts';

let t: TestApp;
let scheduler: Headers;
let service: Headers;
beforeAll(async () => {
  ({ t } = await openHospital());
  await ensureTestStaff(t.app);
  scheduler = (await staffSession(t.app, t.clock, STAFF_OF_ROLE.scheduling)).headers;
  service = (await staffSession(t.app, t.clock, STAFF_OF_ROLE.service)).headers;
}, STAFF_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const list = (query: string, headers = scheduler) =>
  consoleCall(t.app, 'GET', `/console/api/schedules?${query}`, headers);
const setCapacity = (id: number, payload: Record<string, unknown>, headers = scheduler) =>
  consoleCall(t.app, 'PUT', `/console/api/schedules/${id}/capacity`, headers, payload);

describe('GET /console/api/schedules', () => {
  it("lists a department's half-days of the range with numbers sold, paid and unpaid", async () => {
    const { group, clinic } = await createClinic(t.app, '骨科');
    const day = dayFromToday(4);
    const schedule = await createSchedule(t.app, clinic.id, { date: day, capacity: 8 });
    await holder(t.app, schedule.id, true);
    await holder(t.app, schedule.id, false);
    await createSchedule(t.app, clinic.id, { date: dayFromToday(20) });

    // The first-level department takes in its clinics.
    const response = await list(`from=${day}&to=${day}&departmentId=${group.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<ConsoleSchedule[]>()).toMatchObject([
      {
        id: schedule.id,
        date: day,
        period: 'morning',
        departmentName: '骨科',
        capacity: 8,
        sold: 2,
        paid: 1,
        unpaid: 1,
        status: 'open',
      },
    ]);
    const ofDoctor = await list(`from=${day}&to=${day}&doctorId=${schedule.doctorId}`);
    expect(ofDoctor.json<ConsoleSchedule[]>().map((row) => row.id)).toEqual([schedule.id]);
  });

  it('refuses a reversed or too long range with 400 and other roles with 403', async () => {
    const reversed = await list(`from=${dayFromToday(5)}&to=${dayFromToday(1)}`);
    expect(reversed.statusCode).toBe(400);
    expect((await list(`from=${dayFromToday(0)}&to=${dayFromToday(40)}`)).statusCode).toBe(400);
    expect((await list('from=tomorrow&to=x')).statusCode).toBe(400);
    expect((await list(`from=${dayFromToday(0)}&to=${dayFromToday(1)}`, service)).statusCode).toBe(
      403,
    );
  });
});

describe('PUT /console/api/schedules/{id}/capacity', () => {
  it('raises and lowers the capacity down to the numbers sold, with an audit line', async () => {
    const { clinic } = await createClinic(t.app, '眼科');
    const schedule = await createSchedule(t.app, clinic.id, { capacity: 5 });
    await holder(t.app, schedule.id, true);
    await holder(t.app, schedule.id, true);

    const raised = await setCapacity(schedule.id, { capacity: 12 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json<ConsoleSchedule>()).toMatchObject({ capacity: 12, sold: 2 });
    expect(await scheduleNow(t.app, schedule.id)).toMatchObject({ capacity: 12, remaining: 10 });

    const lowered = await setCapacity(schedule.id, { capacity: 2 });
    expect(lowered.json<ConsoleSchedule>()).toMatchObject({ capacity: 2, sold: 2 });
    expect(await scheduleNow(t.app, schedule.id)).toMatchObject({ remaining: 0 });

    const lines = await auditOf(t.app, 'schedule.capacity', schedule.id);
    expect(lines.map((line) => [line.before, line.after])).toEqual([
      [{ capacity: 5 }, { capacity: 12 }],
      [{ capacity: 12 }, { capacity: 2 }],
    ]);
  });

  it('refuses a capacity below the numbers sold with the reason, changing nothing', async () => {
    const { clinic } = await createClinic(t.app, '皮肤科');
    const schedule = await createSchedule(t.app, clinic.id, { capacity: 5 });
    await holder(t.app, schedule.id, true);
    await holder(t.app, schedule.id, false);
    const before = await databaseFingerprint(t.db);
    const response = await setCapacity(schedule.id, { capacity: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe('已挂出 2 个号，号源数不能少于 2');
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('refuses to change a stopped half-day', async () => {
    const { clinic } = await createClinic(t.app, '口腔科');
    const schedule = await createSchedule(t.app, clinic.id);
    await stopAsHis(t.app, schedule.id);
    const response = await setCapacity(schedule.id, { capacity: 20 });
    expect(response.statusCode).toBe(409);
    expect((await scheduleNow(t.app, schedule.id)).capacity).toBe(10);
  });

  it('refuses bad input with 400, a missing half-day with 404 and other roles with 403', async () => {
    const { clinic } = await createClinic(t.app, '耳鼻喉科');
    const schedule = await createSchedule(t.app, clinic.id);
    const before = await databaseFingerprint(t.db);
    for (const payload of [{}, { capacity: 0 }, { capacity: 2.5 }, { capacity: '9' }]) {
      const response = await setCapacity(schedule.id, payload);
      expect(response.statusCode).toBe(400);
    }
    expect((await setCapacity(99_999_999, { capacity: 3 })).statusCode).toBe(404);
    expect((await setCapacity(schedule.id, { capacity: 3 }, service)).statusCode).toBe(403);
    expect((await setCapacity(schedule.id, { capacity: 3 }, {})).statusCode).toBe(401);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });
});
