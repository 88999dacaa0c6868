import type {
  ConsoleEvaluation,
  ConsoleReportComment,
  DoctorRating,
} from '@hospital/contract/console';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../../src/db/schema/index.ts';
import { consoleClient, type ConsoleClient } from '../../helpers/console-request.ts';
import {
  STAFF_SETUP_TIMEOUT_MS,
  staffOfRoles,
  type StaffTestSession,
} from '../../helpers/staff.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import {
  booked,
  createDoctor,
  createSchedule,
  dayFromToday,
  openHospital,
  patientAccount,
} from '../appointments/fixtures.ts';
import { chinaDay, insertTestReport } from '../reports/fixtures.ts';

let t: TestApp;
let clinicId: number;
let console_: ConsoleClient;
let desk: StaffTestSession;
let admin: StaffTestSession;
let content: StaffTestSession;
let patient: Awaited<ReturnType<typeof patientAccount>>;

beforeAll(async () => {
  ({ t, clinicId } = await openHospital());
  patient = await patientAccount(t.app, 1);
  console_ = consoleClient(t.app);
  ({ service: desk, admin, content } = await staffOfRoles(t, ['service', 'admin', 'content']));
}, STAFF_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('GET /console/api/report-comments', () => {
  it('lists ratings of report visits with the report and patient, filtered by stars', async () => {
    const reportId = await insertTestReport(t.db, patient.patientId, {
      reportedAt: chinaDay(3),
      items: [{ code: 'WBC', value: '5', low: 3.5, high: 9.5 }],
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/report/reportComment',
      headers: patient.headers,
      payload: { reportId, rating: 2, text: '取报告等了很久' },
    });
    expect(saved.statusCode).toBe(200);

    const page = await console_(desk, '/report-comments');
    expect(page.statusCode).toBe(200);
    const { items, total } = page.json<{ items: ConsoleReportComment[]; total: number }>();
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      reportId,
      rating: 2,
      text: '取报告等了很久',
      createdAt: t.clock.now().toISOString(),
    });
    expect(items[0]!.patientName.length).toBeGreaterThan(0);
    const fiveStars = await console_(admin, '/report-comments', { query: { rating: '5' } });
    expect(fiveStars.json()).toMatchObject({ items: [], total: 0 });

    expect((await console_(desk, '/report-comments', { query: { rating: '6' } })).statusCode).toBe(
      400,
    );
    expect((await console_(content, '/report-comments')).statusCode).toBe(403);
    expect((await console_(patient, '/report-comments')).statusCode).toBe(401);
  });
});

describe('GET /console/api/doctor-evaluations and doctor-ratings', () => {
  let visits = 0;
  async function rate(doctorId: number, rating: number, text: string) {
    const who = await patientAccount(t.app, 3);
    visits += 1;
    const schedule = await createSchedule(t.app, clinicId, {
      doctorId,
      date: dayFromToday(2 + visits),
    });
    const appointment = await booked(t.app, who, {
      scheduleId: schedule.id,
      patientId: who.patientId,
    });
    await t.db
      .update(appointments)
      .set({ status: 'visited' })
      .where(eq(appointments.id, appointment.id));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/doctors/evaluate-doctor',
      headers: who.headers,
      payload: { appointmentId: appointment.id, rating, content: text },
    });
    expect(response.statusCode).toBe(200);
    // A minute between ratings, so newest-first is decided by the clock, not by ids.
    t.clock.advance(60_000);
  }

  it('lists each rating and each doctor’s average, lowest first', async () => {
    const kind = await createDoctor(t.app, clinicId, '王好');
    const hasty = await createDoctor(t.app, clinicId, '赵快');
    await rate(kind.id, 5, '非常耐心');
    await rate(kind.id, 4, '讲解清楚');
    await rate(hasty.id, 2, '问诊太匆忙');

    const ratings = await console_(desk, '/doctor-ratings');
    expect(ratings.statusCode).toBe(200);
    expect(ratings.json<DoctorRating[]>()).toEqual([
      expect.objectContaining({ doctorId: hasty.id, doctorName: '赵快', average: 2, count: 1 }),
      expect.objectContaining({ doctorId: kind.id, doctorName: '王好', average: 4.5, count: 2 }),
    ]);

    const ofKind = await console_(desk, '/doctor-evaluations', {
      query: { doctorId: String(kind.id) },
    });
    const { items, total } = ofKind.json<{ items: ConsoleEvaluation[]; total: number }>();
    expect(total).toBe(2);
    expect(items.map(({ content }) => content)).toEqual(['讲解清楚', '非常耐心']);
    expect(items[0]).toMatchObject({ doctorName: '王好', rating: 4 });
    expect(Date.parse(items[0]!.createdAt) - Date.parse(items[1]!.createdAt)).toBe(60_000);

    const low = await console_(admin, '/doctor-evaluations', { query: { rating: '2' } });
    expect(
      low.json<{ items: ConsoleEvaluation[] }>().items.map(({ doctorId }) => doctorId),
    ).toEqual([hasty.id]);
  });

  it('refuses bad filters and other roles', async () => {
    const bad: Record<string, string>[] = [{ doctorId: '0' }, { rating: 'x' }, { page: '0' }];
    for (const query of bad) {
      expect((await console_(desk, '/doctor-evaluations', { query })).statusCode).toBe(400);
    }
    for (const path of ['/doctor-evaluations', '/doctor-ratings']) {
      expect((await console_(content, path)).statusCode).toBe(403);
      expect((await console_(patient, path)).statusCode).toBe(401);
    }
  });
});
