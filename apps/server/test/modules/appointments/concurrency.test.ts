import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  auditLog,
  patients,
  paymentOrders,
  webhookEvents,
} from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { signInPayer } from '../payments/helpers.ts';
import { book, createClinic, createSchedule, scheduleNow, setUpHospital } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0' } });
  await setUpHospital(t.app);
});
afterAll(() => t.close());

describe('booking under concurrency', () => {
  it('sells exactly the 10 slots to 200 simultaneous bookers, each number once', async () => {
    const { clinic } = await createClinic(t.app);
    const schedule = await createSchedule(t.app, clinic.id, { capacity: 10 });
    // One account with 200 patients (written straight to the table, past the per-account
    // limit of the patient manager): 200 different patients racing for one half-day.
    const who = await signInPayer(t.app);
    const rows200 = await t.db
      .insert(patients)
      .values(
        Array.from({ length: 200 }, (_, n) => ({
          ownerId: who.userId,
          name: `患者${n}`,
          gender: 'MALE' as const,
          relation: 'OTHER' as const,
          idType: 'ID_CARD' as const,
          idNumber: `ID${n}`,
          birthDate: '1985-01-01',
          phone: '13800138000',
          patientCode: `P${String(900_000_000 + n)}`,
        })),
      )
      .returning({ id: patients.id });
    const bookers = rows200.map((row) => ({ who, patientId: row.id }));
    const responses = await Promise.all(
      bookers.map(({ who, patientId }) => book(t.app, who, { scheduleId: schedule.id, patientId })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(190);

    const rows = await t.db
      .select({ sequence: appointments.sequence })
      .from(appointments)
      .where(eq(appointments.scheduleId, schedule.id));
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    // The bookers who lost at the number wrote nothing else either: no order, line or event.
    expect(await t.db.$count(paymentOrders)).toBe(10);
    expect(await t.db.$count(auditLog, eq(auditLog.action, 'order_created'))).toBe(10);
    expect(await t.db.$count(webhookEvents, eq(webhookEvents.type, 'appointment.booked'))).toBe(10);
    expect(await scheduleNow(t.app, schedule.id)).toMatchObject({ remaining: 0, nextSequence: 11 });
  });
});
