import type { Appointment, ClientPayParams } from '@hospital/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, sandboxTrades, sideEffects } from '../../../src/db/schema/index.ts';
import { appointmentExpiry, expireAppointments } from '../../../src/jobs/appointment-expiry.ts';
import { drainSideEffects } from '../../../src/side-effects/index.ts';
import { TEST_NOW, type TestApp } from '../../helpers/test-app.ts';
import { submitCashier } from '../payments/helpers.ts';
import {
  booked,
  createSchedule,
  get,
  openHospital,
  patientAccount,
  scheduleNow,
} from './fixtures.ts';
import { payInSandbox } from './pay-helpers.ts';

let t: TestApp;
let clinicId: number;
beforeAll(async () => {
  ({ t, clinicId } = await openHospital());
});
afterAll(() => t.close());
afterEach(() => t.clock.set(TEST_NOW));

/** `minutes` after the bookings of this file were made. */
const later = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);

describe('the appointment expiry job', () => {
  it('expires unpaid appointments past the timeout, closes the order and frees the slot', async () => {
    const who = await patientAccount(t.app);
    const schedule = await createSchedule(t.app, clinicId, { capacity: 1 });
    const appointment = await booked(t.app, who, {
      scheduleId: schedule.id,
      patientId: who.patientId,
    });
    expect((await scheduleNow(t.app, schedule.id)).remaining).toBe(0);

    expect(await expireAppointments(t.app, later(14))).toBe(0);
    expect(await expireAppointments(t.app, later(16))).toBe(1);
    const shown = (await get(t.app, who, `/api/appointment/${appointment.id}`)).json<Appointment>();
    expect(shown).toMatchObject({ status: 'expired', canCancel: false, expiresAt: null });
    expect((await scheduleNow(t.app, schedule.id)).remaining).toBe(1);
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.subjectId, appointment.id));
    expect(order?.status).toBe('closed');
    expect((await get(t.app, who, `/api/appointment/${appointment.id}/pay`)).statusCode).toBe(409);

    // The freed number goes to the next patient; numbers are never handed out twice.
    const next = await patientAccount(t.app);
    const rebooked = await booked(t.app, next, {
      scheduleId: schedule.id,
      patientId: next.patientId,
    });
    expect(rebooked.sequence).toBe(2);
    // Another tick before the new booking is due expires nothing twice.
    await appointmentExpiry.run(t.app, later(14));
    expect((await scheduleNow(t.app, schedule.id)).remaining).toBe(0);
  });

  it('can be paid until its deadline and expires at the deadline, not a millisecond before', async () => {
    await expireAppointments(t.app, later(60));
    const who = await patientAccount(t.app);
    const schedule = await createSchedule(t.app, clinicId);
    const appointment = await booked(t.app, who, {
      scheduleId: schedule.id,
      patientId: who.patientId,
    });
    const deadline = later(15).getTime();
    expect(Date.parse(appointment.expiresAt ?? '')).toBe(deadline);

    t.clock.set(new Date(deadline - 1));
    expect((await get(t.app, who, `/api/appointment/${appointment.id}/pay`)).statusCode).toBe(200);
    expect(await expireAppointments(t.app, t.clock.now())).toBe(0);

    t.clock.set(new Date(deadline));
    const late = await get(t.app, who, `/api/appointment/${appointment.id}/pay`);
    expect(late.statusCode).toBe(409);
    expect(await expireAppointments(t.app, t.clock.now())).toBe(1);
    t.clock.set(new Date(deadline + 1));
    expect(await expireAppointments(t.app, t.clock.now())).toBe(0);
    const shown = (await get(t.app, who, `/api/appointment/${appointment.id}`)).json<Appointment>();
    expect(shown.status).toBe('expired');
  });

  it('leaves paid appointments alone', async () => {
    const who = await patientAccount(t.app);
    const schedule = await createSchedule(t.app, clinicId);
    const appointment = await booked(t.app, who, {
      scheduleId: schedule.id,
      patientId: who.patientId,
    });
    await payInSandbox(t.app, who, appointment.id);
    await expireAppointments(t.app, later(60));
    const shown = (await get(t.app, who, `/api/appointment/${appointment.id}`)).json<Appointment>();
    expect(shown.status).toBe('paid');
    expect((await scheduleNow(t.app, schedule.id)).remaining).toBe(9);
  });

  it('shares the work between instances running at once, each appointment once', async () => {
    await expireAppointments(t.app, later(60));
    const schedule = await createSchedule(t.app, clinicId);
    for (let n = 0; n < 6; n += 1) {
      const who = await patientAccount(t.app);
      await booked(t.app, who, { scheduleId: schedule.id, patientId: who.patientId });
    }
    const counts = await Promise.all([1, 2, 3].map(() => expireAppointments(t.app, later(20))));
    expect(counts.reduce((sum, value) => sum + value, 0)).toBe(6);
    expect((await scheduleNow(t.app, schedule.id)).remaining).toBe(10);
  });

  it('closes the open WeChat trade of an expired appointment through the outbox', async () => {
    await expireAppointments(t.app, later(60));
    const who = await patientAccount(t.app);
    const schedule = await createSchedule(t.app, clinicId);
    const appointment = await booked(t.app, who, {
      scheduleId: schedule.id,
      patientId: who.patientId,
    });
    const params = (
      await get(t.app, who, `/api/appointment/${appointment.id}/pay`)
    ).json<ClientPayParams>();
    if (params.channel !== 'wechat_jsapi' || !params.sandboxCashierUrl)
      throw new Error(params.channel);
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.subjectType, 'registration'),
          eq(paymentOrders.subjectId, appointment.id),
        ),
      );
    if (!order) throw new Error('no order');
    const trade = () =>
      t.db
        .select({ status: sandboxTrades.status })
        .from(sandboxTrades)
        .where(eq(sandboxTrades.outTradeNo, order.outTradeNo));

    expect(await expireAppointments(t.app, later(16))).toBe(1);
    const [effect] = await t.db
      .select()
      .from(sideEffects)
      .where(eq(sideEffects.dedupeKey, `close-trade:${order.id}:wechat`));
    expect(effect).toMatchObject({
      kind: 'close-trade',
      payload: { orderId: order.id, provider: 'wechat' },
    });
    expect(await trade()).toEqual([{ status: 'NOTPAY' }]);

    await drainSideEffects(t.app, later(16));
    expect(await trade()).toEqual([{ status: 'CLOSED' }]);
    // The cashier the patient still has open takes no money.
    await submitCashier(t.app, params.sandboxCashierUrl);
    expect(await trade()).toEqual([{ status: 'CLOSED' }]);
  });
});
