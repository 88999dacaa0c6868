import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  auditLog,
  paymentOrders,
  webhookDeliveries,
  webhookEvents,
  webhookSubscriptions,
} from '../../../src/db/schema/index.ts';
import { racingPatients } from '../../../src/db/seed/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { signInPayer } from '../payments/helpers.ts';
import { book, createClinic, createSchedule, scheduleNow, setUpHospital } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0' } });
  await setUpHospital(t.app);
});
afterAll(() => t.close());

/** One account with `count` patients, their card numbers from `P<firstCode>`. */
async function manyPatients(count: number, firstCode: number) {
  const who = await signInPayer(t.app);
  return { who, patientIds: await racingPatients(t.db, who.userId, count, firstCode) };
}

describe('booking under concurrency', () => {
  it('sells exactly the 10 slots to 200 simultaneous bookers, each number once', async () => {
    const { clinic } = await createClinic(t.app);
    const schedule = await createSchedule(t.app, clinic.id, { capacity: 10 });
    // 200 different patients racing for one half-day.
    const { who, patientIds } = await manyPatients(200, 900_000_000);
    const bookers = patientIds.map((patientId) => ({ who, patientId }));
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

  it("answers each of a rush's bookers from its own read, whoever they book for", async () => {
    const { clinic } = await createClinic(t.app);
    const schedule = await createSchedule(t.app, clinic.id, { capacity: 50 });
    // Their reads go together on PostgreSQL: another account's patient and a patient that
    // does not exist are refused in the same statement that finds the others' own.
    const { who, patientIds } = await manyPatients(12, 900_002_000);
    const stranger = await signInPayer(t.app);
    const asks = [
      ...patientIds.map((patientId) => ({ who, patientId })),
      { who: stranger, patientId: patientIds[3]! },
      { who, patientId: 2_000_000_000 },
    ];
    const responses = await Promise.all(
      asks.map(({ who, patientId }) => book(t.app, who, { scheduleId: schedule.id, patientId })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([
      ...patientIds.map(() => 200),
      404,
      404,
    ]);
    const rows = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.scheduleId, schedule.id));
    expect(rows.map((row) => [row.userId, row.patientId]).sort((a, b) => a[1]! - b[1]!)).toEqual(
      patientIds.map((patientId) => [who.userId, patientId]),
    );
  });

  it('books a rush with each order, line and event beside its own appointment, and a duplicate refused alone', async () => {
    const { clinic } = await createClinic(t.app);
    const schedule = await createSchedule(t.app, clinic.id, { capacity: 50 });
    const [subscription] = await t.db
      .insert(webhookSubscriptions)
      .values({ name: 'his-rush', url: 'https://his.example/hook', secret: 'whsec_rush' })
      .returning();
    // 30 patients at once, and one of them twice more. On PostgreSQL most of them wait for
    // the first booking's statement and go together in the next, which meets the duplicate:
    // each booking in it then gets its own answer.
    const { who, patientIds } = await manyPatients(30, 900_001_000);
    const twice = patientIds[7]!;
    const responses = await Promise.all(
      [...patientIds, twice, twice].map((patientId) =>
        book(t.app, who, { scheduleId: schedule.id, patientId }),
      ),
    );
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(
      refused.map((response) => [response.statusCode, response.json<{ code: string }>().code]),
    ).toEqual([
      [409, 'DUPLICATE_APPOINTMENT'],
      [409, 'DUPLICATE_APPOINTMENT'],
    ]);

    const rows = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.scheduleId, schedule.id));
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, n) => n + 1),
    );
    expect(new Set(rows.map((row) => row.patientId))).toEqual(new Set(patientIds));
    const orders = await t.db
      .select()
      .from(paymentOrders)
      .where(
        inArray(
          paymentOrders.id,
          rows.map((row) => row.paymentOrderId!),
        ),
      );
    const events = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'appointment.booked'));
    for (const row of rows) {
      const order = orders.find((candidate) => candidate.id === row.paymentOrderId);
      expect(order).toMatchObject({
        subjectType: 'registration',
        subjectId: row.id,
        amountFen: row.feeFen,
      });
      expect(
        await t.db.$count(
          auditLog,
          and(eq(auditLog.action, 'order_created'), eq(auditLog.entityId, String(order!.id))),
        ),
      ).toBe(1);
      const event = events.find((candidate) => candidate.payload.appointmentId === row.id);
      expect(event?.payload).toMatchObject({
        sequence: row.sequence,
        outTradeNo: order!.outTradeNo,
        orderNum: row.orderNum,
      });
      const deliveries = and(
        eq(webhookDeliveries.eventId, event!.id),
        eq(webhookDeliveries.subscriptionId, subscription!.id),
      );
      expect(await t.db.$count(webhookDeliveries, deliveries)).toBe(1);
    }
    expect(await scheduleNow(t.app, schedule.id)).toMatchObject({
      remaining: 20,
      nextSequence: 31,
    });
  });
});
