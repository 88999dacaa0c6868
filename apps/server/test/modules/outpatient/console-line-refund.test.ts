import type {
  ClientPayParams,
  InsuranceSettlement,
  OutpatientPayment,
  StaffRole,
} from '@hospital/contract';
import type { FinanceOrderPage, FinanceOutpatientPayment } from '@hospital/contract/console';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refunds, webhookEvents } from '../../../src/db/schema/index.ts';
import { databaseFingerprint } from '../../helpers/db-fingerprint.ts';
import { consoleClient } from '../../helpers/console-request.ts';
import {
  staffOfRoles,
  STAFF_SETUP_TIMEOUT_MS,
  type StaffTestSession,
} from '../../helpers/staff.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { hisHeaders } from '../his/his-client.ts';
import { authorize, payUrlOf, post } from '../medical-insurance/fixtures.ts';
import { drainOutbox, submitCashier } from '../payments/helpers.ts';
import {
  bill,
  billId,
  cardHolder,
  cashierOf,
  pushBills,
  refundLine,
  saved,
  type CardHolder,
} from './fixtures.ts';

let t: TestApp;
let his: { authorization: string };
let staff: Record<StaffRole, StaffTestSession>;
let call: ReturnType<typeof consoleClient>;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { JOBS: '0' } });
  his = await hisHeaders(t.app, ['his:bills']);
  staff = await staffOfRoles(t, ['finance', 'admin', 'scheduling', 'content', 'service']);
  call = consoleClient(t.app);
}, STAFF_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

let billNos = 0;

/** A card holder's two bills (medicine ¥25.00 + blood test ¥20.00 each) chosen as one payment. */
async function chosen(): Promise<{ who: CardHolder; payment: OutpatientPayment; no: string }> {
  const who = await cardHolder(t.app);
  const no = `FIN-${(billNos += 1)}`;
  await pushBills(t.app, his, [bill(`${no}-A`, who.cardNo), bill(`${no}-B`, who.cardNo)]);
  const ids = [await billId(t.app, `${no}-A`), await billId(t.app, `${no}-B`)];
  return { who, payment: await saved(t.app, who, ids), no };
}

async function paidOnline() {
  const made = await chosen();
  await submitCashier(t.app, await cashierOf(t.app, made.who, made.payment));
  return made;
}

const billsUrl = (orderId: number) => `/finance/payment-orders/${orderId}/outpatient-bills`;
const lineUrl = (orderId: number, lineId: number) =>
  `/finance/payment-orders/${orderId}/outpatient-lines/${lineId}/refund`;

async function billsOf(orderId: number): Promise<FinanceOutpatientPayment> {
  const response = await call(staff.finance, billsUrl(orderId));
  if (response.statusCode !== 200) throw new Error(`bills: ${response.body}`);
  return response.json<FinanceOutpatientPayment>();
}

const refundAsked = (orderId: number, lineId: number, payload: object, who = staff.finance) =>
  call(who, lineUrl(orderId, lineId), { method: 'POST', payload });

const lineRefunds = (orderId: number) =>
  t.db.select().from(refunds).where(eq(refunds.orderId, orderId));

describe('finance finds a paid outpatient payment and its lines', () => {
  it('by bill number or card number, with every line and no refund yet', async () => {
    const { who, payment, no } = await paidOnline();
    for (const keyword of [`${no}-B`, who.cardNo]) {
      const page = (
        await call(staff.finance, `/finance/payment-orders?keyword=${keyword}`)
      ).json<FinanceOrderPage>();
      expect(page.items.map((order) => order.id)).toEqual([payment.paymentOrderId]);
    }
    const shown = await billsOf(payment.paymentOrderId);
    expect(shown).toMatchObject({ cardNo: who.cardNo, insurance: false });
    expect(shown.bills.map((b) => [b.billNo, b.status])).toEqual([
      [`${no}-A`, 'paid'],
      [`${no}-B`, 'paid'],
    ]);
    expect(shown.bills[0]!.items).toMatchObject([
      { lineNo: 1, name: '阿莫西林胶囊', amountFen: 2500, refund: null },
      { lineNo: 2, name: '血常规', amountFen: 2000, refund: null },
    ]);
  });

  it('answers 404 for an order that pays no outpatient bill', async () => {
    expect((await call(staff.finance, billsUrl(999_999))).statusCode).toBe(404);
  });
});

describe('POST …/outpatient-lines/:lineId/refund', () => {
  it('refunds the line once through the HIS line refund, audited with the member and reason', async () => {
    const { payment, no } = await paidOnline();
    const line = (await billsOf(payment.paymentOrderId)).bills[1]!.items[0]!;
    const response = await refundAsked(payment.paymentOrderId, line.id, { reason: '患者退药' });
    expect(response.statusCode).toBe(200);
    expect(response.json<FinanceOutpatientPayment>().bills[1]!.items[0]!.refund).toMatchObject({
      amountFen: 2500,
      status: 'pending',
      outRefundNo: `${(await lineRefunds(payment.paymentOrderId))[0]!.outRefundNo}`,
    });
    await drainOutbox(t.app);

    const after = await billsOf(payment.paymentOrderId);
    expect(after.bills[1]!.items.map((item) => item.refund?.status ?? null)).toEqual([
      'success',
      null,
    ]);
    const [refund] = await lineRefunds(payment.paymentOrderId);
    expect(refund).toMatchObject({ amountFen: 2500, reason: '门诊退费 患者退药' });
    expect(refund!.outRefundNo).toMatch(new RegExp(`L${line.id}$`));
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'outpatient_line.refund'), eq(auditLog.entityId, String(line.id))),
      );
    expect(audit).toMatchObject({
      actor: `staff:${staff.finance.staff.id}`,
      amountFen: 2500,
      details: { billNo: `${no}-B`, lineNo: 1, reason: '患者退药' },
    });
    const events = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'bill.refunded'));
    expect(
      events.filter((e) => (e.payload as { billNo: string }).billNo === `${no}-B`),
    ).toHaveLength(1);

    // Asked again, by finance or by the HIS: one refund, the console told it is done.
    const again = await refundAsked(payment.paymentOrderId, line.id, { reason: '患者退药' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'LINE_REFUNDED' });
    expect((await refundLine(t.app, his, `${no}-B`, 1)).json()).toMatchObject({
      status: 'unchanged',
    });
    expect(await lineRefunds(payment.paymentOrderId)).toHaveLength(1);
  });

  it('refuses a line the HIS already took back with 409', async () => {
    const { payment, no } = await paidOnline();
    await refundLine(t.app, his, `${no}-A`, 2);
    const line = (await billsOf(payment.paymentOrderId)).bills[0]!.items[1]!;
    expect(line.refund).not.toBeNull();
    const response = await refundAsked(payment.paymentOrderId, line.id, { reason: '重复' });
    expect(response.statusCode).toBe(409);
    expect(await lineRefunds(payment.paymentOrderId)).toHaveLength(1);
  });

  it('refuses bad input with 400 and an unpaid bill with 409, changing nothing', async () => {
    const { payment } = await chosen();
    const line = (await billsOf(payment.paymentOrderId)).bills[0]!.items[0]!;
    const before = await databaseFingerprint(t.db);
    for (const payload of [{}, { reason: '   ' }, { reason: '很长'.repeat(41) }]) {
      const response = await refundAsked(payment.paymentOrderId, line.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'reason' });
    }
    expect((await refundAsked(payment.paymentOrderId, 0, { reason: '退药' })).statusCode).toBe(400);
    const response = await refundAsked(payment.paymentOrderId, line.id, { reason: '未缴费' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'BILL_NOT_PAID' });
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it("answers 404 for another payment's line and an unknown one, changing nothing", async () => {
    const mine = await paidOnline();
    const theirs = await paidOnline();
    const theirLine = (await billsOf(theirs.payment.paymentOrderId)).bills[0]!.items[0]!;
    const before = await databaseFingerprint(t.db);
    const other = await refundAsked(mine.payment.paymentOrderId, theirLine.id, { reason: '错单' });
    expect(other.statusCode).toBe(404);
    expect(JSON.stringify(other.json())).not.toContain(theirs.no);
    expect(
      (await refundAsked(mine.payment.paymentOrderId, 999_999, { reason: 'x' })).statusCode,
    ).toBe(404);
    expect((await refundAsked(999_999, theirLine.id, { reason: 'x' })).statusCode).toBe(404);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it.each(['scheduling', 'content', 'service'] as const)(
    'refuses the %s role with 403, changing nothing',
    async (role) => {
      const { payment } = await paidOnline();
      const line = (await billsOf(payment.paymentOrderId)).bills[0]!.items[0]!;
      const before = await databaseFingerprint(t.db);
      expect((await call(staff[role], billsUrl(payment.paymentOrderId))).statusCode).toBe(403);
      const response = await refundAsked(
        payment.paymentOrderId,
        line.id,
        { reason: '越权' },
        staff[role],
      );
      expect(response.statusCode).toBe(403);
      expect(await databaseFingerprint(t.db)).toEqual(before);
    },
  );

  it('lets the administrator refund a line too', async () => {
    const { payment } = await paidOnline();
    const line = (await billsOf(payment.paymentOrderId)).bills[0]!.items[0]!;
    const response = await refundAsked(
      payment.paymentOrderId,
      line.id,
      { reason: '退药' },
      staff.admin,
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('a payment made with medical insurance', () => {
  it('is marked insurance, and its line refund shows failed: the insurer refunds only whole', async () => {
    const { who, payment } = await chosen();
    const authCode = await authorize(t.app, who);
    const settlement = (
      await post(
        t.app,
        who,
        `/api/outpatient/${payment.id}/wxMedicarePrePay?authCode=${authCode}&acctUsedFlag=1`,
        {},
      )
    ).json<InsuranceSettlement>();
    const pay = await post(t.app, who, `/api/outpatient/${payment.id}/wxmedicarepay`, {
      settlementId: settlement.id,
    });
    await submitCashier(t.app, payUrlOf(pay.json<ClientPayParams>()));
    await post(t.app, who, `/api/outpatient/${payment.id}/wxmedicarepay/order-query`, {});
    const shown = await billsOf(payment.paymentOrderId);
    expect(shown.insurance).toBe(true);

    const line = shown.bills[0]!.items[0]!;
    const asked = await refundAsked(payment.paymentOrderId, line.id, { reason: '退药' });
    expect(asked.statusCode, asked.body).toBe(200);
    await drainOutbox(t.app);
    const after = await billsOf(payment.paymentOrderId);
    expect(after.bills[0]!.items[0]!.refund?.status).toBe('failed');
  });
});
