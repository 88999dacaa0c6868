import type {
  ClientPayParams,
  DepositPayment,
  InpatientDeposit,
  InpatientStay,
} from '@hospital/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inpatientBindings,
  inpatientDeposits,
  paymentOrders,
  webhookEvents,
} from '../../../src/db/schema/index.ts';
import { depositExpiry } from '../../../src/jobs/deposit-expiry.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../helpers/test-app.ts';
import { signIn } from '../../helpers/auth.ts';
import { setUpHospital } from '../appointments/fixtures.ts';
import { refundAndSend, submitCashier } from '../payments/helpers.ts';
import { get, post } from '../patients/fixtures.ts';
import { feedStay, settleStay } from './fixtures.ts';

let t: TestApp;
let inpatientNo: string;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0' } });
  await setUpHospital(t.app);
  // A card no account holds: the family follows the stay by number and name.
  inpatientNo = await feedStay(t.app, 'P700000001');
});
afterAll(() => t.close());

type Who = Awaited<ReturnType<typeof signIn>>;
const bind = (who: Who, body: Record<string, unknown>) =>
  post(t.app, who, '/api/inpat/saveUserInpat', body);
const bindings = async () => (await t.db.select().from(inpatientBindings)).length;

async function bound(host: 'WXGZH' | 'ZFBSHH' = 'WXGZH') {
  const who = await signIn(t.app, { host });
  const response = await bind(who, { inpatientNo, patientName: '王建国' });
  if (response.statusCode !== 200) throw new Error(`bind failed: ${response.body}`);
  return { who, stay: response.json<InpatientStay>() };
}

describe('POST /api/inpat/saveUserInpat', () => {
  it('binds by number and name; the stay then shows in the list', async () => {
    const { who, stay } = await bound();
    expect(stay).toMatchObject({ inpatientNo, bound: true, depositFen: 50_000 });
    const list = (await get(t.app, who, '/api/inpat/inpatList')).json<InpatientStay[]>();
    expect(list.map((one) => one.id)).toEqual([stay.id]);
    // Binding again is harmless.
    expect((await bind(who, { inpatientNo, patientName: '王建国' })).statusCode).toBe(200);
  });

  it('answers one 404 for a wrong name and a wrong number, binding nothing', async () => {
    const who = await signIn(t.app);
    const before = await bindings();
    const wrongName = await bind(who, { inpatientNo, patientName: '王建' });
    const wrongNo = await bind(who, { inpatientNo: 'ZY999999', patientName: '王建国' });
    expect(wrongName.statusCode).toBe(404);
    expect(wrongNo.statusCode).toBe(404);
    expect(wrongName.json()).toEqual(wrongNo.json());
    expect(await bindings()).toBe(before);
  });

  it('answers 400 for a malformed number or a missing name', async () => {
    const who = await signIn(t.app);
    expect((await bind(who, { inpatientNo: 'ab', patientName: '王建国' })).statusCode).toBe(400);
    expect((await bind(who, { inpatientNo })).statusCode).toBe(400);
  });

  it('stops guessing at ten tries an hour, even with the right answer after', async () => {
    const who = await signIn(t.app);
    for (let i = 0; i < 10; i += 1)
      expect(
        (await bind(who, { inpatientNo: `ZY10000${i}`, patientName: '王建国' })).statusCode,
      ).toBe(404);
    const limited = await bind(who, { inpatientNo, patientName: '王建国' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ code: string }>().code).toBe('RATE_LIMITED');
    expect((await get(t.app, who, '/api/inpat/inpatList')).json()).toEqual([]);
  });
});

const payBody = (stayId: number, amountFen = 100_000) => ({ id: stayId, amountFen });

describe('POST /api/inpat/pay, alipay, payplatformpay and GET inhospitalResult', () => {
  it('tops up through the WeChat cashier; the deposit counts once and the HIS is told', async () => {
    const { who, stay } = await bound();
    const response = await post(t.app, who, '/api/inpat/pay', payBody(stay.id));
    expect(response.statusCode).toBe(200);
    const { depositId, params } = response.json<DepositPayment>();
    if (params.channel !== 'wechat_jsapi' || !params.sandboxCashierUrl)
      throw new Error(`unexpected params ${JSON.stringify(params)}`);
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.subjectType, 'inpatient_deposit'),
          eq(paymentOrders.subjectId, depositId),
        ),
      );
    expect(order).toMatchObject({ amountFen: 100_000, status: 'pending' });
    const result = () => get(t.app, who, `/api/inpat/inhospitalResult?depositId=${depositId}`);
    expect((await result()).json<InpatientDeposit>().status).toBe('pending_payment');

    expect((await submitCashier(t.app, params.sandboxCashierUrl)).statusCode).toBe(303);
    expect((await result()).json<InpatientDeposit>()).toMatchObject({
      status: 'paid',
      channel: 'wechat_jsapi',
      source: 'online',
    });
    const detail = (await get(t.app, who, `/api/inpat/${stay.id}/detail`)).json<InpatientStay>();
    expect(detail.depositFen).toBe(stay.depositFen + 100_000);
    const records = (await get(t.app, who, `/api/inpat/depositRecord?id=${stay.id}`)).json<
      InpatientDeposit[]
    >();
    expect(records[0]).toMatchObject({ id: depositId, source: 'online' });
    const told = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'inpatient.deposit.paid'));
    const payloads = told
      .map((event) => event.payload)
      .filter((payload) => payload.depositId === depositId);
    expect(payloads).toHaveLength(1);
    expect(payloads[0]).toMatchObject({ inpatientNo, amountFen: 100_000 });

    // A refund (at settlement) is counted against the deposit and told to the HIS.
    await refundAndSend(t.app, order!.id, { amountFen: 30_000, reason: '出院退押金' });
    const [row] = await t.db
      .select()
      .from(inpatientDeposits)
      .where(eq(inpatientDeposits.id, depositId));
    expect(row?.refundedFen).toBe(30_000);
    const refunded = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'inpatient.deposit.refunded'));
    expect(refunded.map((event) => event.payload.refundFen)).toContain(30_000);
  });

  it('answers Alipay and the cashier the way their hosts pay', async () => {
    const { who, stay } = await bound('ZFBSHH');
    const alipay = await post(t.app, who, '/api/inpat/alipay', payBody(stay.id, 10_000));
    expect(alipay.json<DepositPayment>().params.channel).toBe('alipay_trade');
    const cashier = await post(t.app, who, '/api/inpat/payplatformpay', payBody(stay.id, 10_000));
    expect(cashier.json<{ params: ClientPayParams }>().params.channel).toBe('cashier');
  });

  it('refuses an amount out of limits or a missing stay id, creating nothing', async () => {
    const { who, stay } = await bound();
    const count = async () => (await t.db.select().from(inpatientDeposits)).length;
    const before = await count();
    for (const body of [
      payBody(stay.id, 9_999),
      payBody(stay.id, 5_000_001),
      payBody(stay.id, 10_000.5),
      { amountFen: 10_000 },
    ]) {
      const response = await post(t.app, who, '/api/inpat/pay', body);
      expect(response.statusCode).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it("hides another account's stay and top-up: 404, nothing created", async () => {
    const { who, stay } = await bound();
    const paid = (
      await post(t.app, who, '/api/inpat/pay', payBody(stay.id))
    ).json<DepositPayment>();
    const stranger = await signIn(t.app);
    const before = (await t.db.select().from(inpatientDeposits)).length;
    expect((await post(t.app, stranger, '/api/inpat/pay', payBody(stay.id))).statusCode).toBe(404);
    expect((await t.db.select().from(inpatientDeposits)).length).toBe(before);
    const result = await get(
      t.app,
      stranger,
      `/api/inpat/inhospitalResult?depositId=${paid.depositId}`,
    );
    expect(result.statusCode).toBe(404);
    expect((await get(t.app, stranger, '/api/inpat/inhospitalResult?depositId=x')).statusCode).toBe(
      400,
    );
  });

  it('refuses a top-up of a settled stay with 409 STAY_SETTLED', async () => {
    const settledNo = await feedStay(t.app, 'P700000002');
    const who = await signIn(t.app);
    const stay = (
      await bind(who, { inpatientNo: settledNo, patientName: '王建国' })
    ).json<InpatientStay>();
    await settleStay(t.app, settledNo, 'P700000002');
    const response = await post(t.app, who, '/api/inpat/pay', payBody(stay.id));
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('STAY_SETTLED');
    // Once settled, a stay can no longer be bound by a newcomer.
    const late = await signIn(t.app);
    expect((await bind(late, { inpatientNo: settledNo, patientName: '王建国' })).statusCode).toBe(
      404,
    );
  });
});

describe('unpaid top-ups', () => {
  it('close with their payment orders once past the deadline', async () => {
    const { who, stay } = await bound();
    const { depositId } = (
      await post(t.app, who, '/api/inpat/pay', payBody(stay.id))
    ).json<DepositPayment>();
    await depositExpiry.run(t.app, new Date(TEST_NOW.getTime() + 14 * 60_000));
    const result = () => get(t.app, who, `/api/inpat/inhospitalResult?depositId=${depositId}`);
    expect((await result()).json<InpatientDeposit>().status).toBe('pending_payment');
    await depositExpiry.run(t.app, new Date(TEST_NOW.getTime() + 16 * 60_000));
    expect((await result()).json<InpatientDeposit>().status).toBe('closed');
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.subjectType, 'inpatient_deposit'),
          eq(paymentOrders.subjectId, depositId),
        ),
      );
    expect(order?.status).toBe('closed');
  });
});
