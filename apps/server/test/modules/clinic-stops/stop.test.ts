import type { ClinicStop } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicStops, schedules } from '../../../src/db/schema/index.ts';
import { drainSideEffects } from '../../../src/side-effects/index.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import {
  createDoctor,
  createSchedule,
  dayFromToday,
  get,
  openHospital,
  patientAccount,
  scheduleNow,
} from '../appointments/fixtures.ts';
import {
  appointmentNow,
  holder,
  orderOf,
  refundsOfOrderNum,
  STOP_REASON,
  stopAsHis,
  stopMessages,
  templateMessagesTo,
  type Holder,
} from './fixtures.ts';

let t: TestApp;
let clinicId: number;
beforeAll(async () => {
  ({ t, clinicId } = await openHospital());
});
afterAll(() => t.close());

/** A half-day with one paid and one unpaid holder, the doctor's next half-day, and a bystander. */
async function stoppableClinic() {
  const doctor = await createDoctor(t.app, clinicId, '王停诊');
  const stopped = await createSchedule(t.app, clinicId, {
    doctorId: doctor.id,
    date: dayFromToday(3),
  });
  const next = await createSchedule(t.app, clinicId, {
    doctorId: doctor.id,
    date: dayFromToday(5),
    period: 'afternoon',
  });
  const paid = await holder(t.app, stopped.id, true);
  const unpaid = await holder(t.app, stopped.id, false);
  // Another half-day's holder, of another doctor: the stop must not touch it.
  const elsewhere = await holder(t.app, (await createSchedule(t.app, clinicId)).id, true);
  return { doctor, stopped, next, paid, unpaid, elsewhere };
}

const clinicStopOf = (h: Holder, as = h.who) =>
  get(t.app, as, `/api/appointment/${h.appointment.id}/clinicStop`);

describe('stopping a half-day with sold numbers', () => {
  it('refunds the paid, cancels the unpaid and messages each holder once with a rebook offer', async () => {
    const { doctor, stopped, next, paid, unpaid, elsewhere } = await stoppableClinic();

    const result = await stopAsHis(t.app, stopped.id);
    expect(result).toMatchObject({ alreadyStopped: false, refunded: 1, canceled: 1 });
    expect((await scheduleNow(t.app, stopped.id)).status).toBe('stopped');
    const [stop] = await t.db
      .select()
      .from(clinicStops)
      .where(eq(clinicStops.scheduleId, stopped.id));
    expect(stop).toMatchObject({ reason: STOP_REASON, actor: 'his:test-his' });

    // Paid: cancelled now, its full refund written with the stable number and sent by the worker.
    expect(await appointmentNow(t.app, paid)).toMatchObject({
      status: 'canceled',
      cancelReason: 'clinic_stopped',
    });
    expect(await refundsOfOrderNum(t.app, paid.appointment.orderNum)).toMatchObject([
      { status: 'pending', amountFen: 5000, reason: '医生停诊退款', reasonKey: 'clinicStopped' },
    ]);
    await drainSideEffects(t.app, t.app.clock.now());
    expect(await appointmentNow(t.app, paid)).toMatchObject({ status: 'refunded' });
    expect(await refundsOfOrderNum(t.app, paid.appointment.orderNum)).toMatchObject([
      { status: 'success', amountFen: 5000 },
    ]);

    // Unpaid: cancelled with its payment order closed, nothing to refund.
    expect(await appointmentNow(t.app, unpaid)).toMatchObject({
      status: 'canceled',
      cancelReason: 'clinic_stopped',
    });
    expect((await orderOf(t.app, unpaid.appointment))?.status).toBe('closed');
    expect(await refundsOfOrderNum(t.app, unpaid.appointment.orderNum)).toEqual([]);

    const [paidMessage] = await stopMessages(t.app, paid);
    expect(await stopMessages(t.app, paid)).toHaveLength(1);
    expect(paidMessage?.body).toContain('王停诊医生');
    expect(paidMessage?.body).toContain(STOP_REASON);
    expect(paidMessage?.body).toContain('¥50.00 将全额原路退回');
    expect(paidMessage?.template).toEqual({
      key: 'clinicStop',
      params: {
        deptName: paid.appointment.deptName,
        doctorName: '王停诊',
        date: paid.appointment.date,
        period: paid.appointment.period,
        reason: STOP_REASON,
        refundFen: 5000,
        sameDoctor: { date: next.date, period: next.period },
        hasOthers: expect.any(Boolean) as unknown,
      },
    });
    expect(paidMessage?.rebook).toEqual({
      appointmentId: paid.appointment.id,
      deptCode: paid.appointment.deptCode,
      docId: doctor.id,
      scheduleId: next.id,
    });
    const [template] = await templateMessagesTo(t.app, paid);
    expect(template).toMatchObject({
      template_id: 'sandbox-clinic-stop',
      data: {
        keyword1: { value: `${paid.appointment.deptName} 王停诊` },
        keyword3: { value: expect.stringContaining('¥50.00') as unknown },
      },
    });
    const unpaidMessages = await stopMessages(t.app, unpaid);
    expect(unpaidMessages).toHaveLength(1);
    expect(unpaidMessages[0]?.body).toContain('无需退款');

    // The bystander's appointment and half-day are as they were.
    expect(await appointmentNow(t.app, elsewhere)).toMatchObject({
      status: 'paid',
      cancelReason: null,
    });
    expect((await scheduleNow(t.app, elsewhere.appointment.scheduleId)).status).toBe('open');
    expect(await stopMessages(t.app, elsewhere)).toEqual([]);
  });

  it('is a no-op the second time: one message, one refund', async () => {
    const { stopped, paid, unpaid } = await stoppableClinic();
    const first = await stopAsHis(t.app, stopped.id);
    const again = await stopAsHis(t.app, stopped.id);
    expect(again).toEqual({ ...first, alreadyStopped: true });
    await drainSideEffects(t.app, t.app.clock.now());
    expect(await stopMessages(t.app, paid)).toHaveLength(1);
    expect(await stopMessages(t.app, unpaid)).toHaveLength(1);
    await drainSideEffects(t.app, t.app.clock.now());
    expect(await templateMessagesTo(t.app, paid)).toHaveLength(1);
    expect(await templateMessagesTo(t.app, unpaid)).toHaveLength(1);
    expect(await refundsOfOrderNum(t.app, paid.appointment.orderNum)).toHaveLength(1);
  });

  it('stops a half-day nobody booked, and knows no half-day that does not exist', async () => {
    const empty = await createSchedule(t.app, clinicId);
    expect(await stopAsHis(t.app, empty.id)).toMatchObject({ refunded: 0, canceled: 0 });
    expect(await stopAsHis(t.app, 99_999_999)).toBeNull();
  });

  it('refuses new bookings of the stopped half-day', async () => {
    const { stopped } = await stoppableClinic();
    await stopAsHis(t.app, stopped.id);
    const who = await patientAccount(t.app, 40);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/appointment/save',
      headers: who.headers,
      payload: { scheduleId: stopped.id, patientId: who.patientId },
    });
    expect(response.statusCode).toBe(409);
    const [row] = await t.db.select().from(schedules).where(eq(schedules.id, stopped.id));
    expect(row?.remaining).toBe(stopped.capacity - 2);
  });
});

describe('the clinic stop of an appointment', () => {
  it("offers the same doctor's next half-day to its holder and to nobody else", async () => {
    const { stopped, next, paid, elsewhere } = await stoppableClinic();
    await stopAsHis(t.app, stopped.id);
    const response = await clinicStopOf(paid);
    expect(response.statusCode).toBe(200);
    expect(response.json<ClinicStop>()).toMatchObject({
      appointmentId: paid.appointment.id,
      reason: STOP_REASON,
      deptName: paid.appointment.deptName,
      sameDoctor: { scheduleId: next.id, date: next.date, period: 'afternoon' },
      others: [],
    });
    expect((await clinicStopOf(paid, elsewhere.who)).statusCode).toBe(404);
    expect((await clinicStopOf(elsewhere)).statusCode).toBe(404);
  });

  it("offers the department's other doctors when the doctor has no other half-day", async () => {
    const doctor = await createDoctor(t.app, clinicId, '赵单日');
    const stopped = await createSchedule(t.app, clinicId, {
      doctorId: doctor.id,
      date: dayFromToday(6),
    });
    const colleague = await createSchedule(t.app, clinicId, {
      date: dayFromToday(6),
      period: 'afternoon',
    });
    const paid = await holder(t.app, stopped.id, true);
    await stopAsHis(t.app, stopped.id);
    const [message] = await stopMessages(t.app, paid);
    expect(message?.rebook).toMatchObject({ docId: null, scheduleId: null });
    const offer = (await clinicStopOf(paid)).json<ClinicStop>();
    expect(offer.sameDoctor).toBeNull();
    expect(offer.others.map((day) => day.scheduleId)).toContain(colleague.id);
    expect(offer.others.every((day) => day.date >= stopped.date)).toBe(true);
  });
});
