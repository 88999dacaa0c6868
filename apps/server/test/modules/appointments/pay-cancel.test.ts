import type { Appointment, AppointmentRefund, ClientPayParams } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, refunds } from '../../../src/db/schema/index.ts';
import { TEST_NOW, type TestApp } from '../../helpers/test-app.ts';
import {
  bookedOnNewSchedule,
  dayFromToday,
  get,
  openHospital,
  patientAccount,
  scheduleNow,
  updateHospital,
} from './fixtures.ts';
import { drainOutbox } from '../payments/helpers.ts';
import { payInSandbox } from './pay-helpers.ts';

let t: TestApp;
let clinicId: number;
beforeAll(async () => {
  ({ t, clinicId } = await openHospital());
});
afterAll(() => t.close());

const bookOne = (days = 3) => bookedOnNewSchedule(t.app, clinicId, { date: dayFromToday(days) });

describe('paying for an appointment', () => {
  it('is paid once the sandbox notify arrives, and the order with it', async () => {
    const { who, appointment } = await bookOne();
    const paid = await payInSandbox(t.app, who, appointment.id);
    expect(paid).toMatchObject({ status: 'paid', paidWith: 'online', expiresAt: null });
    expect(paid.paidAt).not.toBeNull();
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.subjectId, appointment.id));
    expect(order).toMatchObject({ status: 'paid', amountFen: 5000, subjectType: 'registration' });

    const again = await get(t.app, who, `/api/appointment/${appointment.id}/pay`);
    expect(again.statusCode).toBe(409);
  });

  it('gives Alipay and cashier parameters for the other hosts', async () => {
    const { who, appointment } = await bookOne();
    const cashier = await get(
      t.app,
      who,
      `/api/appointment/${appointment.id}/apppay?timestamp=1700000000`,
    );
    expect(cashier.statusCode).toBe(200);
    expect(cashier.json<ClientPayParams>().channel).toBe('cashier');
    // A WeChat account has no Alipay identity to pay with.
    const alipay = await get(t.app, who, `/api/appointment/${appointment.id}/alipay`);
    expect(alipay.statusCode).toBe(409);
  });

  it("never shows or pays another account's appointment", async () => {
    const { appointment } = await bookOne();
    const stranger = await patientAccount(t.app);
    for (const path of [
      '',
      '/pay',
      '/alipay',
      '/apppay',
      '/canceled',
      '/payRefund',
      '/cert',
      '/ecostAmount',
    ]) {
      const response = await get(t.app, stranger, `/api/appointment/${appointment.id}${path}`);
      expect(response.statusCode, path).toBe(404);
    }
    const credit = await t.app.inject({
      method: 'POST',
      url: `/api/appointment/${appointment.id}/creditpay`,
      headers: stranger.headers,
    });
    expect(credit.statusCode).toBe(404);
    const byOrder = await get(
      t.app,
      stranger,
      `/api/appointment/queryAppoOrder?orderNum=${appointment.orderNum}`,
    );
    expect(byOrder.statusCode).toBe(404);
    const owner = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.subjectId, appointment.id));
    expect(owner[0]?.status).toBe('pending');
  });

  it('answers 400 naming the id when it is not a number', async () => {
    const { who } = await bookOne();
    const response = await get(t.app, who, '/api/appointment/abc/pay');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'id' });
  });
});

describe('GET /api/appointment/:id/canceled', () => {
  it('cancels an unpaid appointment, closes its order and frees the slot', async () => {
    const { who, schedule, appointment } = await bookOne();
    expect((await scheduleNow(t.app, schedule.id)).remaining).toBe(9);
    const response = await get(t.app, who, `/api/appointment/${appointment.id}/canceled`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Appointment>()).toMatchObject({ status: 'canceled', canCancel: false });
    expect((await scheduleNow(t.app, schedule.id)).remaining).toBe(10);
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.subjectId, appointment.id));
    expect(order?.status).toBe('closed');
    const again = await get(t.app, who, `/api/appointment/${appointment.id}/canceled`);
    expect(again.statusCode).toBe(409);
    expect((await scheduleNow(t.app, schedule.id)).remaining).toBe(10);
  });

  it('refunds a paid appointment in full before the cut-off', async () => {
    const { who, schedule, appointment } = await bookOne();
    await payInSandbox(t.app, who, appointment.id);
    const response = await get(t.app, who, `/api/appointment/${appointment.id}/canceled`);
    expect(response.statusCode).toBe(200);
    expect((await scheduleNow(t.app, schedule.id)).remaining).toBe(10);
    const refundState = async () =>
      (
        await get(t.app, who, `/api/appointment/${appointment.id}/payRefund`)
      ).json<AppointmentRefund>();
    // The refund is written with the cancel; the worker sends it to the provider.
    expect(await refundState()).toMatchObject({
      status: 'canceled',
      refundStatus: 'pending',
      refundedFen: 0,
    });
    expect(await drainOutbox(t.app)).toBe(1);
    expect(await refundState()).toMatchObject({
      status: 'refunded',
      refundStatus: 'success',
      paidFen: 5000,
      refundedFen: 5000,
    });
    const rows = await t.db.select().from(refunds);
    expect(rows.filter((row) => row.outRefundNo === `R${appointment.orderNum}`)).toHaveLength(1);
    const cost = (
      await get(t.app, who, `/api/appointment/${appointment.id}/ecostAmount`)
    ).json<unknown>();
    expect(cost).toEqual({
      items: [{ name: '挂号费', amountFen: 5000 }],
      totalFen: 5000,
      paidFen: 5000,
      refundedFen: 5000,
    });
  });

  it('refuses after the cut-off with the reason, keeping the number', async () => {
    const { who, schedule, appointment } = await bookOne(1);
    await payInSandbox(t.app, who, appointment.id);
    await updateHospital(t.app, { cancelCutoffHours: 72 });
    try {
      const shown = (
        await get(t.app, who, `/api/appointment/${appointment.id}`)
      ).json<Appointment>();
      expect(shown.canCancel).toBe(false);
      const refundsBefore = await t.db.$count(refunds);
      const response = await get(t.app, who, `/api/appointment/${appointment.id}/canceled`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CANCEL_CUTOFF_PASSED' });
      expect(response.json<{ message: string }>().message).toContain('72 小时');
      expect((await scheduleNow(t.app, schedule.id)).remaining).toBe(9);
      expect(await t.db.$count(refunds)).toBe(refundsBefore);
      expect((await get(t.app, who, `/api/appointment/${appointment.id}`)).json()).toMatchObject({
        status: 'paid',
      });
    } finally {
      await updateHospital(t.app, { cancelCutoffHours: 2 });
    }
  });
});

describe('the cancel cut-off', () => {
  afterEach(async () => {
    t.clock.set(TEST_NOW);
    await updateHospital(t.app, { cancelCutoffHours: 2 });
  });

  /** Books and pays tomorrow's morning (08:00 in the hospital), then cancels at `shanghai`. */
  async function cancelAt(shanghai: string) {
    t.clock.set(TEST_NOW);
    const { who, appointment } = await bookOne(1);
    await payInSandbox(t.app, who, appointment.id);
    t.clock.set(`${shanghai}+08:00`);
    const shown = (await get(t.app, who, `/api/appointment/${appointment.id}`)).json<Appointment>();
    const response = await get(t.app, who, `/api/appointment/${appointment.id}/canceled`);
    return {
      shownCancelable: shown.canCancel,
      status: response.statusCode,
      ...(response.statusCode === 200
        ? { now: response.json<Appointment>().status }
        : { code: response.json<{ code: string }>().code }),
    };
  }
  const refused = { shownCancelable: false, status: 409, code: 'CANCEL_CUTOFF_PASSED' };

  it('cancels a paid appointment until the cut-off and refuses from the cut-off on', async () => {
    // Two hours before the 08:00 clinic: 06:00.
    expect(await cancelAt('2026-11-24T05:59:59')).toEqual({
      shownCancelable: true,
      status: 200,
      // The refund is on its way through the outbox; the worker completes it.
      now: 'canceled',
    });
    expect(await cancelAt('2026-11-24T06:00:00')).toEqual(refused);
    expect(await cancelAt('2026-11-24T06:00:01')).toEqual(refused);
  });

  it('puts a cut-off that falls on midnight in Shanghai on the right day', async () => {
    await updateHospital(t.app, { cancelCutoffHours: 8 });
    expect(await cancelAt('2026-11-23T23:59:59')).toMatchObject({ status: 200 });
    expect(await cancelAt('2026-11-24T00:00:00')).toEqual(refused);
  });
});

describe('POST /api/appointment/:id/creditpay', () => {
  it('is refused unless the hospital offers credit', async () => {
    const { who, appointment } = await bookOne();
    const url = `/api/appointment/${appointment.id}/creditpay`;
    const refused = await t.app.inject({ method: 'POST', url, headers: who.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CREDIT_PAY_DISABLED' });

    await updateHospital(t.app, { creditPayEnabled: true });
    try {
      const paid = await t.app.inject({ method: 'POST', url, headers: who.headers });
      expect(paid.statusCode).toBe(200);
      expect(paid.json<Appointment>()).toMatchObject({ status: 'paid', paidWith: 'credit' });
      const [order] = await t.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.subjectId, appointment.id));
      expect(order?.status).toBe('closed');
    } finally {
      await updateHospital(t.app, { creditPayEnabled: false });
    }
  });
});
