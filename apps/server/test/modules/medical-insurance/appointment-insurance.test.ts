import type {
  Appointment,
  AppointmentRefund,
  ClientPayParams,
  InsuranceSettlement,
  InsuranceSettlementDetail,
} from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainSideEffects } from '../../../src/side-effects/index.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { openHospital } from '../appointments/fixtures.ts';
import { submitCashier } from '../payments/helpers.ts';
import {
  authorize,
  bookAgain,
  get,
  insuredBooking,
  payInsured,
  payUrlOf,
  post,
  preSettle,
} from './fixtures.ts';

let t: TestApp;
let clinicId: number;
beforeAll(async () => {
  ({ t, clinicId } = await openHospital());
});
afterAll(() => t.close());

// A ¥50.00 registration for a person new to the insurer: ¥20.00 deductible, then the fund
// pays 50% of the remaining ¥30.00; the personal account (¥500.00) or cash pays ¥35.00.
const FIRST_SPLIT_WITH_ACCOUNT = { totalFen: 5000, fundFen: 1500, psnAcctFen: 3500, cashFen: 0 };
const FIRST_SPLIT_CASH = { totalFen: 5000, fundFen: 1500, psnAcctFen: 0, cashFen: 3500 };

async function presettled(acctUsedFlag: '0' | '1' = '1') {
  const { who, appointment } = await insuredBooking(t.app, clinicId);
  const authCode = await authorize(t.app, who);
  const response = await preSettle(t.app, who, appointment.id, authCode, acctUsedFlag);
  expect(response.statusCode).toBe(200);
  return { who, appointment, authCode, settlement: response.json<InsuranceSettlement>() };
}

const appointmentOf = async (who: Parameters<typeof get>[1], id: number) =>
  (await get(t.app, who, `/api/appointment/${id}`)).json<Appointment>();

describe('paying a registration with medical insurance', () => {
  it('shows the split, charges exactly it, and records it on both sides', async () => {
    const { who, appointment, settlement } = await presettled('1');
    expect(settlement).toMatchObject({
      status: 'presettled',
      channel: 'wechat_medicare',
      acctUsed: true,
      split: FIRST_SPLIT_WITH_ACCOUNT,
      subjectType: 'registration',
      subjectId: appointment.id,
    });
    const paid = await payInsured(t.app, who, appointment.id, settlement);
    expect(paid).toMatchObject({
      id: settlement.id,
      status: 'paid',
      split: FIRST_SPLIT_WITH_ACCOUNT,
    });
    expect((await appointmentOf(who, appointment.id)).status).toBe('paid');

    const detail = (
      await get(
        t.app,
        who,
        `/api/wx-medicare-pay/querySettlementOrder?settlementId=${settlement.id}`,
      )
    ).json<InsuranceSettlementDetail>();
    expect(detail.hospital.items).toEqual([
      expect.objectContaining({ category: 'registration', amountFen: 5000 }),
    ]);
    expect(detail.insurer).toEqual({
      status: 'SUCCESS',
      split: FIRST_SPLIT_WITH_ACCOUNT,
      psnAcctBalanceFen: 50_000 - 3500,
    });
    const back = await get(t.app, who, `/api/appointment/${appointment.id}/wxmedicarepay/return`);
    expect(back.json()).toMatchObject({ status: 'paid' });
    const callback = await get(t.app, who, `/api/hcare-pay-cb/pay/${paid.outTradeNo}`);
    expect(callback.json()).toMatchObject({ id: settlement.id, status: 'paid' });
    // Paid: a second pre-settlement is refused.
    const again = await preSettle(t.app, who, appointment.id, await authorize(t.app, who), '1');
    expect(again.statusCode).toBe(409);
  });

  it('answers a reloaded page with the same split, and refuses the used authCode otherwise', async () => {
    const { who, appointment, authCode, settlement } = await presettled();
    const reload = await preSettle(t.app, who, appointment.id, authCode, '1', '&freshPageFlag=1');
    expect(reload.json()).toMatchObject({ id: settlement.id });
    const reused = await preSettle(t.app, who, appointment.id, authCode, '1');
    expect(reused.statusCode).toBe(400);
  });

  it('splits again without the personal account; the old split can no longer be paid', async () => {
    const { who, appointment, settlement } = await presettled('1');
    const cash = await get(
      t.app,
      who,
      `/api/freshAcctUsedFlag?settlementId=${settlement.id}&acctUsedFlag=0`,
    );
    expect(cash.json()).toMatchObject({
      status: 'presettled',
      acctUsed: false,
      split: FIRST_SPLIT_CASH,
    });
    const old = await post(t.app, who, `/api/appointment/${appointment.id}/wxmedicarepay`, {
      settlementId: settlement.id,
    });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ code: 'SETTLEMENT_NOT_LIVE' });
  });

  it('refuses a pre-settlement that expired: the patient gets a fresh split first', async () => {
    const { who, appointment, settlement } = await presettled();
    t.clock.advance(10 * 60_000);
    const pay = await post(t.app, who, `/api/appointment/${appointment.id}/wxmedicarepay`, {
      settlementId: settlement.id,
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toMatchObject({ code: 'PRESETTLE_EXPIRED' });
    const latest = await post(
      t.app,
      who,
      `/api/appointment/${appointment.id}/wxmedicarepay/order-query`,
      {},
    );
    expect(latest.json()).toMatchObject({ id: settlement.id, status: 'expired' });
  });

  it('asks the patient to confirm again when the insurer answers differently at payment', async () => {
    const first = await presettled('1');
    const { who } = first;
    const second = await bookAgain(t.app, who, clinicId, 4);
    const secondSplit = (
      await preSettle(t.app, who, second.id, await authorize(t.app, who), '1')
    ).json<InsuranceSettlement>();
    // Both assumed the whole deductible; paying the first uses it up.
    expect(secondSplit.split).toEqual(FIRST_SPLIT_WITH_ACCOUNT);
    await payInsured(t.app, who, first.appointment.id, first.settlement);

    const stale = await post(t.app, who, `/api/appointment/${second.id}/wxmedicarepay`, {
      settlementId: secondSplit.id,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'SPLIT_CHANGED' });
    const fresh = (
      await post(t.app, who, `/api/appointment/${second.id}/wxmedicarepay/order-query`, {})
    ).json<InsuranceSettlement>();
    expect(fresh).toMatchObject({
      status: 'presettled',
      split: { totalFen: 5000, fundFen: 2500, psnAcctFen: 2500, cashFen: 0 },
    });
    expect(fresh.id).not.toBe(secondSplit.id);
    expect(await payInsured(t.app, who, second.id, fresh)).toMatchObject({ status: 'paid' });
  });

  it('never leaves a bill half-paid: an insurance part without its cash is given back', async () => {
    const { who, appointment, authCode: _code, settlement } = await presettled('0');
    expect(settlement.split).toEqual(FIRST_SPLIT_CASH);
    const half = await payInsured(t.app, who, appointment.id, settlement, 'cash-fails');
    expect(half.status).toBe('reversing');
    expect((await appointmentOf(who, appointment.id)).status).toBe('pending_payment');

    expect(await drainSideEffects(t.app, t.app.clock.now())).toBeGreaterThanOrEqual(1);
    const after = await post(
      t.app,
      who,
      `/api/appointment/${appointment.id}/wxmedicarepay/order-query`,
      {},
    );
    expect(after.json()).toMatchObject({ status: 'reversed' });

    // The deductible went back with it: the insurer splits the bill as the first time.
    const again = (
      await preSettle(t.app, who, appointment.id, await authorize(t.app, who), '0')
    ).json<InsuranceSettlement>();
    expect(again.split).toEqual(FIRST_SPLIT_CASH);
    expect(await payInsured(t.app, who, appointment.id, again)).toMatchObject({ status: 'paid' });
    expect((await appointmentOf(who, appointment.id)).status).toBe('paid');
  });

  it('refunds cash and insurance parts through the outbox when a paid registration is cancelled', async () => {
    const { who, appointment, settlement } = await presettled('1');
    const paid = await payInsured(t.app, who, appointment.id, settlement);
    expect((await get(t.app, who, `/api/appointment/${appointment.id}/canceled`)).statusCode).toBe(
      200,
    );
    const pending = await get(
      t.app,
      who,
      `/api/appointment/${appointment.id}/wxmedicarepay/refund`,
    );
    expect(pending.json()).toMatchObject([{ status: 'pending', amountFen: 5000 }]);
    await drainSideEffects(t.app, t.app.clock.now());
    const done = await get(t.app, who, `/api/appointment/${appointment.id}/wxmedicarepay/refund`);
    expect(done.json()).toMatchObject([{ status: 'success', amountFen: 5000 }]);
    const refund = (
      await get(t.app, who, `/api/appointment/${appointment.id}/payRefund`)
    ).json<AppointmentRefund>();
    expect(refund).toMatchObject({ status: 'refunded' });
    const detail = (
      await get(t.app, who, `/api/wx-medicare-pay/querySettlementOrder?settlementId=${paid.id}`)
    ).json<InsuranceSettlementDetail>();
    expect(detail.insurer).toMatchObject({ status: 'REFUND', psnAcctBalanceFen: 50_000 });
    expect(detail.settlement.refundedFen).toBe(5000);
  });

  it('pays through hcare on the same interface', async () => {
    const { who, appointment } = await insuredBooking(t.app, clinicId);
    const start = await get(
      t.app,
      who,
      `/api/appointment/${appointment.id}/hcare?redirectUrl=${encodeURIComponent('/pay/patientpay_ybdz')}`,
    );
    expect(start.json<{ authUrl: string }>().authUrl).toContain('channel=hcare');
    const apply = await post(t.app, who, '/api/hcare-apply', {
      patientId: who.patientId,
      redirectUrl: '/pay/patientpay_ybdz',
    });
    expect(apply.statusCode).toBe(200);
    const authCode = await authorize(t.app, who);
    const checked = await get(
      t.app,
      who,
      `/api/appointment/${appointment.id}/checkhcare?authCode=${authCode}&acctUsedFlag=1`,
    );
    const settlement = checked.json<InsuranceSettlement>();
    expect(settlement).toMatchObject({ channel: 'hcare', split: FIRST_SPLIT_WITH_ACCOUNT });
    const wrongChannel = await post(
      t.app,
      who,
      `/api/appointment/${appointment.id}/wxmedicarepay`,
      {
        settlementId: settlement.id,
      },
    );
    expect(wrongChannel.statusCode).toBe(404);
    const params = (
      await get(
        t.app,
        who,
        `/api/appointment/${appointment.id}/hcarepay?settlementId=${settlement.id}`,
      )
    ).json<ClientPayParams>();
    await submitCashier(t.app, payUrlOf(params));
    const back = await get(t.app, who, `/api/hcare-pay-cb/pay/${settlement.outTradeNo}`);
    expect(back.json()).toMatchObject({ status: 'paid', channel: 'hcare' });
  });
});

describe('bad input', () => {
  it('answers 400 and changes nothing', async () => {
    const { who, appointment } = await insuredBooking(t.app, clinicId);
    const authCode = await authorize(t.app, who);
    const bad = [
      post(
        t.app,
        who,
        `/api/appointment/${appointment.id}/wxMedicarePrePay?authCode=${authCode}&acctUsedFlag=2`,
        {},
      ),
      post(t.app, who, `/api/appointment/${appointment.id}/wxMedicarePrePay?acctUsedFlag=1`, {}),
      post(
        t.app,
        who,
        `/api/appointment/x/wxMedicarePrePay?authCode=${authCode}&acctUsedFlag=1`,
        {},
      ),
      preSettle(t.app, who, appointment.id, 'not-a-code', '1'),
      post(t.app, who, `/api/appointment/${appointment.id}/wxmedicarepay`, { settlementId: 'x' }),
      get(t.app, who, `/api/appointment/${appointment.id}/hcarepay`),
      get(
        t.app,
        who,
        `/api/appointment/${appointment.id}/hcare?redirectUrl=https%3A%2F%2Fevil.example`,
      ),
      post(
        t.app,
        who,
        `/api/wx-medicare-pay/requestAuthCodeUrl?patientId=${who.patientId}&redirectUrl=%2F%2Fevil.example`,
        {},
      ),
      get(t.app, who, '/api/wx-medicare-pay/querySettlementOrder?settlementId=0'),
      get(t.app, who, '/api/freshAcctUsedFlag?settlementId=1&acctUsedFlag=yes'),
      get(t.app, who, '/api/hcare-pay-cb/pay/not-an-order'),
      post(t.app, who, '/api/hcare-apply', {
        patientId: who.patientId,
        redirectUrl: 'javascript:alert(1)',
      }),
    ];
    for (const response of await Promise.all(bad)) expect(response.statusCode).toBe(400);
    // The code was never spent by the bad calls.
    expect((await preSettle(t.app, who, appointment.id, authCode, '1')).statusCode).toBe(200);
  });

  it('answers 404 for a settlement that does not exist', async () => {
    const { who } = await insuredBooking(t.app, clinicId);
    const missing = await get(
      t.app,
      who,
      '/api/wx-medicare-pay/querySettlementOrder?settlementId=999999',
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe("another account's", () => {
  it('appointments, settlements and patients are never visible', async () => {
    const { who: owner, appointment, settlement } = await presettled();
    const { who: other } = await insuredBooking(t.app, clinicId);
    const base = `/api/appointment/${appointment.id}`;
    const code = await authorize(t.app, other);
    const attempts = [
      post(t.app, other, `${base}/wxMedicarePrePay?authCode=${code}&acctUsedFlag=1`, {}),
      post(t.app, other, `${base}/wxmedicarepay`, { settlementId: settlement.id }),
      post(t.app, other, `${base}/wxmedicarepay/order-query`, {}),
      get(t.app, other, `${base}/wxmedicarepay/return`),
      get(t.app, other, `${base}/wxmedicarepay/refund`),
      get(t.app, other, `${base}/hcare?redirectUrl=%2Fpay`),
      get(t.app, other, `${base}/checkhcare?authCode=${code}&acctUsedFlag=1`),
      get(t.app, other, `${base}/hcarepay?settlementId=${settlement.id}`),
      get(t.app, other, `/api/wx-medicare-pay/querySettlementOrder?settlementId=${settlement.id}`),
      get(t.app, other, `/api/freshAcctUsedFlag?settlementId=${settlement.id}&acctUsedFlag=0`),
      get(t.app, other, `/api/hcare-pay-cb/pay/${settlement.outTradeNo}`),
      post(
        t.app,
        other,
        `/api/wx-medicare-pay/requestAuthCodeUrl?patientId=${owner.patientId}&redirectUrl=%2Fpay`,
        {},
      ),
      post(t.app, other, '/api/hcare-apply', { patientId: owner.patientId, redirectUrl: '/pay' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(settlement.outTradeNo);
    }
    // The owner's split is untouched.
    const mine = await post(t.app, owner, `${base}/wxmedicarepay/order-query`, {});
    expect(mine.json()).toMatchObject({ id: settlement.id, status: 'presettled' });
  });

  it('needs a signed-in patient', async () => {
    const response = await t.app.inject({
      url: '/api/wx-medicare-pay/querySettlementOrder?settlementId=1',
    });
    expect(response.statusCode).toBe(401);
  });
});
