import type { DischargeOffer, Settlement } from '@hospital/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dischargeSettlements,
  inpatientDeposits,
  inpatientStays,
  paymentOrders,
  refunds,
  settlementRefunds,
  webhookEvents,
} from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { patientWithCard } from '../exams/fixtures.ts';
import { hisHeaders } from '../his/his-client.ts';
import { drainOutbox, signInPayer, submitCashier, type Payer } from '../payments/helpers.ts';
import {
  onlineDeposit,
  sendChecks,
  sendStay,
  sendTrial,
  stayOf,
  windowDeposit,
} from './fixtures.ts';

let t: TestApp;
let his: { authorization: string };
let me: Awaited<ReturnType<typeof patientWithCard>>;
let relative: Payer;
let stranger: Payer;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { JOBS: '0' } });
  his = await hisHeaders(t.app, ['his:inpatient']);
  me = await patientWithCard(t.app);
  relative = await signInPayer(t.app, 'ZFBSHH');
  stranger = await signInPayer(t.app);
  // Migrating and seeding a fresh database is slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

const post = (url: string, payload: object, who: Payer = me) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const offer = async (stayId: number, who: Payer = me) =>
  (await post('/api/selfDischarge/gettrialoutfee', { id: stayId }, who)).json<DischargeOffer>();
const close = (stayId: number, who: Payer = me) =>
  post('/api/selfDischarge/closeaccount', { id: stayId }, who);
const rowsOf = async (stayId: number) => ({
  settlements: await t.db
    .select()
    .from(dischargeSettlements)
    .where(eq(dischargeSettlements.stayId, stayId)),
  refunds: await t.db.select().from(settlementRefunds),
  events: await t.db.$count(webhookEvents),
});

let stays = 0;
/** A stay on my card, discharge ordered, with a ¥1,000 window deposit and every check done. */
async function readyStay(checksDone = true) {
  stays += 1;
  const no = `ZY${String(stays).padStart(6, '0')}`;
  expect((await sendStay(t.app, his, no, me.cardNo)).statusCode).toBe(200);
  await windowDeposit(t.app, his, no, `${no}-W`, 100_000);
  expect((await sendChecks(t.app, his, no, checksDone)).statusCode).toBe(200);
  return { no, stayId: (await stayOf(t.app, me, no)).id };
}

describe('POST gettrialoutfee', () => {
  it('names the steps still missing, then offers the split once every step is done', async () => {
    const { no, stayId } = await readyStay(false);
    const waiting = await offer(stayId);
    expect(waiting).toMatchObject({
      ready: false,
      missingSteps: ['nurse_station_cleared'],
      trial: null,
    });
    const refused = await close(stayId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string; message: string }>()).toMatchObject({
      code: 'STEPS_PENDING',
      message: expect.stringContaining('护士站') as string,
    });
    await sendChecks(t.app, his, no);
    const trial = { totalFen: 500_000, insuranceFundFen: 250_000, personalAccountFen: 50_000 };
    expect((await sendTrial(t.app, his, no, { ...trial, depositFen: 100_000 })).statusCode).toBe(
      200,
    );
    expect(await offer(stayId)).toMatchObject({
      ready: true,
      missingSteps: [],
      trial: { selfPayFen: 200_000, depositFen: 100_000, balanceFen: 100_000 },
      settlementId: null,
    });
  });

  it("answers 404 for another account's stay and 400 for a bad id", async () => {
    const { stayId } = await readyStay();
    const hidden = await post('/api/selfDischarge/gettrialoutfee', { id: stayId }, stranger);
    expect(hidden.statusCode).toBe(404);
    expect((await post('/api/selfDischarge/gettrialoutfee', { id: 'x' })).statusCode).toBe(400);
    const before = await rowsOf(stayId);
    expect((await close(stayId, stranger)).statusCode).toBe(404);
    expect(await rowsOf(stayId)).toEqual(before);
  });
});

describe('the HIS trial settlement', () => {
  // A client without the scope: his-scope.test.ts.
  it('refuses an unknown stay and bad figures', async () => {
    const unknown = await sendTrial(t.app, his, 'ZY-NONE', {
      totalFen: 1,
      insuranceFundFen: 0,
      personalAccountFen: 0,
      depositFen: 0,
    });
    expect(unknown.statusCode).toBe(409);
    const { no } = await readyStay();
    const bad = await sendTrial(t.app, his, no, {
      totalFen: 100,
      insuranceFundFen: 200,
      personalAccountFen: 0,
      depositFen: 0,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST closeaccount: the surplus back to the deposits', () => {
  it('refunds newest first, each to its own channel, never more than each paid; once', async () => {
    const { no, stayId } = await readyStay();
    // The relative follows the stay in Alipay and tops it up there; I top up in WeChat.
    const bound = await post(
      '/api/inpat/saveUserInpat',
      { inpatientNo: no, patientName: '住院患者' },
      relative,
    );
    expect(bound.statusCode).toBe(200);
    await onlineDeposit(t.app, me, stayId, 200_000, 'WXGZH');
    await onlineDeposit(t.app, relative, stayId, 150_000, 'ZFBSHH');
    // ¥4,500 in deposits against a ¥2,000 share: ¥2,500 goes back.
    await sendTrial(t.app, his, no, {
      totalFen: 500_000,
      insuranceFundFen: 250_000,
      personalAccountFen: 50_000,
      depositFen: 450_000,
    });
    const [first, second] = await Promise.all([close(stayId), close(stayId, relative)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const settled = first.json<Settlement>();
    expect(second.json<Settlement>().id).toBe(settled.id);
    expect(settled).toMatchObject({ status: 'settled', balanceFen: -250_000 });
    expect(settled.refunds.map((r) => [r.amountFen, r.channel])).toEqual([
      [150_000, 'alipay_trade'],
      [100_000, 'wechat_jsapi'],
    ]);
    const deposits = await t.db
      .select()
      .from(inpatientDeposits)
      .where(eq(inpatientDeposits.stayId, stayId));
    const orderIds = deposits.flatMap((d) => (d.paymentOrderId === null ? [] : [d.paymentOrderId]));
    const reserved = await t.db.select().from(refunds).where(inArray(refunds.orderId, orderIds));
    expect(reserved.map((r) => r.amountFen).sort()).toEqual([100_000, 150_000]);
    const [stay] = await t.db.select().from(inpatientStays).where(eq(inpatientStays.id, stayId));
    expect(stay?.status).toBe('settled');
    const told = (
      await t.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'discharge.settled'))
    ).filter((event) => event.payload.inpatientNo === no);
    expect(told).toHaveLength(1);

    // The worker sends them; a third tap changes nothing.
    await drainOutbox(t.app);
    const again = await close(stayId);
    expect(again.json<Settlement>().refunds.map((r) => r.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
    const orders = await t.db
      .select()
      .from(paymentOrders)
      .where(inArray(paymentOrders.id, orderIds));
    expect(orders.map((o) => o.status).sort()).toEqual(['partially_refunded', 'refunded']);
    expect((await rowsOf(stayId)).settlements).toHaveLength(1);
  });

  it('settles once when the phone and the window settle at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { no, stayId } = await readyStay();
      await onlineDeposit(t.app, me, stayId, 200_000, 'WXGZH');
      await sendTrial(t.app, his, no, {
        totalFen: 200_000,
        insuranceFundFen: 100_000,
        personalAccountFen: 0,
        depositFen: 300_000,
      });
      const [phone, window] = await Promise.all([
        close(stayId),
        sendStay(t.app, his, no, me.cardNo, 'settled'),
      ]);
      expect(window.statusCode).toBe(200);
      const { settlements, refunds: shares } = await rowsOf(stayId);
      const mine = shares.filter((share) => settlements.some((s) => s.id === share.settlementId));
      if (phone.statusCode === 200) {
        expect(settlements).toHaveLength(1);
        expect(mine.reduce((sum, share) => sum + share.amountFen, 0)).toBe(200_000);
      } else {
        expect(phone.statusCode).toBe(409);
        expect(phone.json<{ code: string }>().code).toBe('ALREADY_SETTLED');
        expect(settlements).toEqual([]);
      }
      const [stay] = await t.db.select().from(inpatientStays).where(eq(inpatientStays.id, stayId));
      expect(stay?.status).toBe('settled');
    }
  });
});

describe('a balance to pay', () => {
  it('waits for its payment order, then settles; the window first means it goes back', async () => {
    const { no, stayId } = await readyStay();
    await sendTrial(t.app, his, no, {
      totalFen: 500_000,
      insuranceFundFen: 250_000,
      personalAccountFen: 50_000,
      depositFen: 100_000,
    });
    const opened = (await close(stayId)).json<Settlement>();
    expect(opened).toMatchObject({ status: 'awaiting_payment', balanceFen: 100_000, refunds: [] });
    const params = await post('/api/selfDischarge/outbanlance', { id: opened.id, source: 'WXGZH' });
    expect(params.statusCode).toBe(200);
    const cashier = params.json<{ sandboxCashierUrl?: string }>().sandboxCashierUrl;
    expect((await submitCashier(t.app, cashier ?? '')).statusCode).toBe(303);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/selfDischarge/settlement/${opened.id}`,
      headers: me.headers,
    });
    expect(shown.json<Settlement>().status).toBe('settled');
    const again = await post('/api/selfDischarge/outbanlance', { id: opened.id, source: 'WXGZH' });
    expect(again.statusCode).toBe(409);

    const late = await readyStay();
    await sendTrial(t.app, his, late.no, {
      totalFen: 500_000,
      insuranceFundFen: 250_000,
      personalAccountFen: 50_000,
      depositFen: 100_000,
    });
    const pending = (await close(late.stayId)).json<Settlement>();
    const lateParams = await post('/api/selfDischarge/outbanlance', {
      id: pending.id,
      source: 'WXGZH',
    });
    await sendStay(t.app, his, late.no, me.cardNo, 'settled');
    const lateCashier = lateParams.json<{ sandboxCashierUrl?: string }>().sandboxCashierUrl;
    expect((await submitCashier(t.app, lateCashier ?? '')).statusCode).toBe(303);
    const [cancelled] = await t.db
      .select()
      .from(dischargeSettlements)
      .where(eq(dischargeSettlements.id, pending.id));
    expect(cancelled?.status).toBe('cancelled');
    const back = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, cancelled!.paymentOrderId!));
    expect(back.map((r) => r.amountFen)).toEqual([100_000]);
  });

  it("refuses another account's settlement and a bad host", async () => {
    const { no, stayId } = await readyStay();
    await sendTrial(t.app, his, no, {
      totalFen: 500_000,
      insuranceFundFen: 250_000,
      personalAccountFen: 50_000,
      depositFen: 100_000,
    });
    const opened = (await close(stayId)).json<Settlement>();
    const theirs = await post(
      '/api/selfDischarge/outbanlance',
      { id: opened.id, source: 'WXGZH' },
      stranger,
    );
    expect(theirs.statusCode).toBe(404);
    const bad = await post('/api/selfDischarge/outbanlance', { id: opened.id, source: 'X' });
    expect(bad.statusCode).toBe(400);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/selfDischarge/inpatSelfDischarges',
      headers: stranger.headers,
    });
    expect(list.json()).toEqual([]);
  });
});
