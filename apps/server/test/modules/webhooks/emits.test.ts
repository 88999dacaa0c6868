import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, webhookDeliveries, webhookEvents } from '../../../src/db/schema/index.ts';
import { expireAppointments } from '../../../src/jobs/appointment-expiry.ts';
import { drainSideEffects } from '../../../src/side-effects/index.ts';
import { TEST_NOW, type TestApp } from '../../helpers/test-app.ts';
import {
  book,
  booked,
  createSchedule,
  get,
  openHospital,
  patientAccount,
} from '../appointments/fixtures.ts';
import { payInSandbox } from '../appointments/pay-helpers.ts';

let t: TestApp;
let clinicId: number;
beforeAll(async () => {
  // Demo mode subscribes the demo HIS; it is off by default on a PostgreSQL URL.
  ({ t, clinicId } = await openHospital({ env: { DEMO: '1' } }));
});
afterAll(() => t.close());
afterEach(() => t.clock.set(TEST_NOW));

/** The events that name `value` as their `key`, oldest first. */
const eventsWith = (key: 'orderNum' | 'outTradeNo', value: string) =>
  t.db
    .select()
    .from(webhookEvents)
    .where(sql`${webhookEvents.payload}->>${key} = ${value}`)
    .orderBy(webhookEvents.occurredAt, webhookEvents.createdAt);

async function outTradeNoOf(appointmentId: number) {
  const [order] = await t.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.subjectId, appointmentId));
  return order!.outTradeNo;
}

async function newBooking() {
  const who = await patientAccount(t.app);
  const schedule = await createSchedule(t.app, clinicId, { feeFen: 5000 });
  const body = { scheduleId: schedule.id, patientId: who.patientId };
  const appointment = await booked(t.app, who, body);
  return { who, schedule, body, appointment };
}

describe('webhook events of appointments and payments', () => {
  it('booking writes one appointment.booked with a delivery to the demo HIS; a refused booking writes none', async () => {
    const { who, schedule, body, appointment } = await newBooking();
    const events = await eventsWith('orderNum', appointment.orderNum);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'appointment.booked',
      occurredAt: TEST_NOW,
      payload: {
        appointmentId: appointment.id,
        orderNum: appointment.orderNum,
        status: 'pending_payment',
        scheduleId: schedule.id,
        doctorId: schedule.doctorId,
        date: schedule.date,
        period: 'morning',
        sequence: 1,
        feeFen: 5000,
        outTradeNo: await outTradeNoOf(appointment.id),
        patientCode: expect.any(String) as string,
        at: TEST_NOW.toISOString(),
      },
    });
    const deliveries = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, events[0]!.id));
    expect(deliveries).toMatchObject([{ status: 'pending', attempts: 0 }]);

    // The same patient on the same half-day: refused in the booking transaction, which rolls back.
    const before = await t.db.select({ id: webhookEvents.id }).from(webhookEvents);
    expect((await book(t.app, who, body)).statusCode).toBe(409);
    expect(await t.db.select({ id: webhookEvents.id }).from(webhookEvents)).toEqual(before);
  });

  it('paying, cancelling and the refund each write exactly one event', async () => {
    const { who, appointment } = await newBooking();
    const outTradeNo = await outTradeNoOf(appointment.id);
    await payInSandbox(t.app, who, appointment.id);
    expect((await eventsWith('outTradeNo', outTradeNo)).map((e) => e.type)).toEqual([
      'appointment.booked',
      'payment.succeeded',
    ]);

    t.clock.advance(60_000);
    expect((await get(t.app, who, `/api/appointment/${appointment.id}/canceled`)).statusCode).toBe(
      200,
    );
    t.clock.advance(60_000);
    await drainSideEffects(t.app, t.clock.now());
    // A second pass finds nothing more to tell.
    await drainSideEffects(t.app, t.clock.now());

    const events = await eventsWith('outTradeNo', outTradeNo);
    expect(events.map((e) => e.type)).toEqual([
      'appointment.booked',
      'payment.succeeded',
      'appointment.cancelled',
      'payment.refunded',
      'appointment.refunded',
    ]);
    const byType = Object.fromEntries(events.map((e) => [e.type, e.payload]));
    expect(byType['payment.succeeded']).toMatchObject({
      outTradeNo,
      amountFen: 5000,
      subjectType: 'registration',
      subjectId: appointment.id,
      channel: 'wechat_jsapi',
      providerTradeNo: expect.any(String) as string,
    });
    expect(byType['appointment.cancelled']).toMatchObject({
      status: 'canceled',
      reason: 'patient',
      at: new Date(TEST_NOW.getTime() + 60_000).toISOString(),
    });
    expect(byType['payment.refunded']).toMatchObject({
      outRefundNo: `R${appointment.orderNum}`,
      refundFen: 5000,
    });
    expect(byType['appointment.refunded']).toMatchObject({ status: 'refunded' });
  });

  it('cancelling an unpaid appointment writes appointment.cancelled and no payment event', async () => {
    const { who, appointment } = await newBooking();
    expect((await get(t.app, who, `/api/appointment/${appointment.id}/canceled`)).statusCode).toBe(
      200,
    );
    const events = await eventsWith('orderNum', appointment.orderNum);
    expect(events.map((e) => [e.type, e.payload.status, e.payload.reason])).toEqual([
      ['appointment.booked', 'pending_payment', undefined],
      ['appointment.cancelled', 'canceled', 'patient'],
    ]);
  });

  it('an appointment left unpaid past its deadline is told as cancelled, reason expired, once', async () => {
    const { appointment } = await newBooking();
    const later = new Date(TEST_NOW.getTime() + 16 * 60_000);
    expect(await expireAppointments(t.app, later)).toBeGreaterThanOrEqual(1);
    expect(await expireAppointments(t.app, later)).toBe(0);
    const events = await eventsWith('orderNum', appointment.orderNum);
    expect(events.map((e) => [e.type, e.payload.status, e.payload.reason])).toEqual([
      ['appointment.booked', 'pending_payment', undefined],
      ['appointment.cancelled', 'expired', 'expired'],
    ]);
  });
});
