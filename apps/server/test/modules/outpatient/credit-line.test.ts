import { buildPath, type CreditLine, type OutpatientPayment } from '@hospital/contract';
import { getHisCreditLine, putHisCreditLine } from '@hospital/contract/his';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  outpatientBills,
  outpatientCreditLines,
  paymentOrders,
  refunds,
  webhookEvents,
} from '../../../src/db/schema/index.ts';
import { TEST_NOW } from '../../helpers/test-app.ts';
import { hisHeaders } from '../his/his-client.ts';
import { submitCashier } from '../payments/helpers.ts';
import {
  billRow,
  billsApp,
  cardHolder,
  cashierOf,
  chooseBill,
  chooseSent,
  getAs,
  voidBill,
  windowPaid,
  type CardHolder,
} from './fixtures.ts';

const t = billsApp();

const putLine = (cardNo: string, payload: object, headers = t.his) =>
  t.app.inject({
    method: 'PUT',
    url: buildPath(putHisCreditLine.path, { cardNo }),
    headers,
    payload,
  });
const getLine = (cardNo: string, headers = t.his) =>
  t.app.inject({ method: 'GET', url: buildPath(getHisCreditLine.path, { cardNo }), headers });

const creditLine = async (who: CardHolder) => {
  const response = await getAs(t.app, who, `/api/outpatient/creditLine?patientCode=${who.cardNo}`);
  expect(response.statusCode).toBe(200);
  return response.json<CreditLine>();
};
const creditPay = (who: CardHolder, id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/outpatient/${id}/creditpay`,
    headers: { authorization: who.headers.authorization },
  });
const codeOf = (response: { json: <T>() => T }) => response.json<{ code: string }>().code;

const creditedEvents = async (billNo: string) =>
  (await t.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'bill.credited'))).filter(
    (event) => (event.payload as { billNo: string }).billNo === billNo,
  );
const orderStatus = async (id: number) =>
  (await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!.status;

/** A patient with a line of `limitFen` and one unpaid bill (¥45.00) chosen to pay. */
async function chosen(hisId: string, limitFen: number | null = 10_000) {
  const who = await cardHolder(t.app);
  if (limitFen !== null)
    expect((await putLine(who.cardNo, { enabled: true, limitFen })).statusCode).toBe(200);
  return { who, payment: await chooseBill(t.app, t.his, who, hisId) };
}

describe('HIS /his/v1/credit-lines/{cardNo}', () => {
  it('enables, changes and reads back a card’s line with what is on it', async () => {
    const who = await cardHolder(t.app);
    const put = await putLine(who.cardNo, { enabled: true, limitFen: 200_000 });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ cardNo: who.cardNo, enabled: true, usedFen: 0 });
    await putLine(who.cardNo, { enabled: false, limitFen: 50_000 });
    expect((await getLine(who.cardNo)).json()).toMatchObject({ enabled: false, limitFen: 50_000 });
  });

  it('refuses bad input and an unknown card, and changes nothing', async () => {
    const who = await cardHolder(t.app);
    for (const payload of [
      { enabled: true },
      { enabled: 'yes', limitFen: 1 },
      { enabled: true, limitFen: -1 },
    ])
      expect((await putLine(who.cardNo, payload)).statusCode).toBe(400);
    expect((await putLine('bad card!', { enabled: true, limitFen: 1 })).statusCode).toBe(400);
    const unknown = await putLine('NO-SUCH-CARD', { enabled: true, limitFen: 1 });
    expect(unknown.statusCode).toBe(409);
    expect(codeOf(unknown)).toBe('CARD_UNKNOWN');
    expect((await getLine(who.cardNo)).statusCode).toBe(404);
    expect(
      await t.db.$count(outpatientCreditLines, eq(outpatientCreditLines.cardNo, who.cardNo)),
    ).toBe(0);
  });

  it('refuses a token without his:bills (403) and changes nothing', async () => {
    const who = await cardHolder(t.app);
    const wrong = await hisHeaders(t.app, ['his:reports']);
    expect((await putLine(who.cardNo, { enabled: true, limitFen: 1 }, wrong)).statusCode).toBe(403);
    expect((await getLine(who.cardNo, wrong)).statusCode).toBe(403);
    expect((await getLine(who.cardNo)).statusCode).toBe(404);
  });
});

describe('GET /api/outpatient/creditLine', () => {
  it('reads disabled with nothing available when the hospital never set one', async () => {
    const who = await cardHolder(t.app);
    expect(await creditLine(who)).toEqual({
      enabled: false,
      limitFen: 0,
      usedFen: 0,
      availableFen: 0,
      settleWithinDays: 7,
      overdue: false,
      bills: [],
    });
  });

  it("answers 404 for another account's patient and 400 without one", async () => {
    const { who } = await chosen('B-CL-OTHER');
    const stranger = await cardHolder(t.app);
    const response = await getAs(
      t.app,
      stranger,
      `/api/outpatient/creditLine?patientCode=${who.cardNo}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('limitFen');
    expect((await getAs(t.app, who, '/api/outpatient/creditLine')).statusCode).toBe(400);
  });
});

describe('POST /api/outpatient/{id}/creditpay', () => {
  it('closes the order, credits the bills and tells the HIS once, however often asked', async () => {
    const { who, payment } = await chosen('B-CR-OK');
    const response = await creditPay(who, payment.id);
    expect(response.statusCode).toBe(200);
    const credited = response.json<OutpatientPayment>();
    expect(credited).toMatchObject({ status: 'closed', creditedAt: TEST_NOW.toISOString() });
    expect(credited.bills.map((one) => one.status)).toEqual(['credited']);
    expect(await billRow(t.app, 'B-CR-OK')).toMatchObject({ status: 'credited', paidAt: null });

    expect((await creditPay(who, payment.id)).json()).toEqual(credited);
    const events = await creditedEvents('B-CR-OK');
    expect(events.map((event) => event.payload)).toEqual([
      {
        billNo: 'B-CR-OK',
        patientCode: who.cardNo,
        totalFen: 4500,
        dueAt: '2026-11-30T02:00:00.000Z',
        at: TEST_NOW.toISOString(),
      },
    ]);
    const line = await creditLine(who);
    expect(line).toMatchObject({
      enabled: true,
      limitFen: 10_000,
      usedFen: 4500,
      availableFen: 5500,
    });
    expect(line.bills.map((one) => [one.billNo, one.dueAt])).toEqual([
      ['B-CR-OK', '2026-11-30T02:00:00.000Z'],
    ]);
    // The bill is offered no more as unpaid: it waits to be settled.
    expect((await getAs(t.app, who, `/api/outpatient/${payment.id}/pay`)).statusCode).toBe(409);
  });

  it("answers 404 for another account's payment and 400 for a bad id, changing nothing", async () => {
    const { payment } = await chosen('B-CR-404');
    const stranger = await cardHolder(t.app);
    const response = await creditPay(stranger, payment.id);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('B-CR-404');
    expect((await creditPay(stranger, Number.NaN)).statusCode).toBe(400);
    expect(await orderStatus(payment.paymentOrderId)).toBe('pending');
    expect(await billRow(t.app, 'B-CR-404')).toMatchObject({ status: 'unpaid' });
  });

  it('refuses (409) a patient without a line, or a disabled one, and leaves the payment payable', async () => {
    const { who, payment } = await chosen('B-CR-NONE', null);
    const none = await creditPay(who, payment.id);
    expect(none.statusCode).toBe(409);
    expect(codeOf(none)).toBe('CREDIT_NOT_ENABLED');
    await putLine(who.cardNo, { enabled: false, limitFen: 100_000 });
    expect(codeOf(await creditPay(who, payment.id))).toBe('CREDIT_NOT_ENABLED');
    expect(await orderStatus(payment.paymentOrderId)).toBe('pending');
    expect(await billRow(t.app, 'B-CR-NONE')).toMatchObject({ status: 'unpaid' });
    expect(await creditedEvents('B-CR-NONE')).toEqual([]);
  });

  it('refuses (409) a payment over what is available, counting bills already on credit', async () => {
    const { who, payment } = await chosen('B-CR-LIM1', 8000);
    expect((await creditPay(who, payment.id)).statusCode).toBe(200);
    const second = await chooseBill(t.app, t.his, who, 'B-CR-LIM2');
    const over = await creditPay(who, second.id);
    expect(over.statusCode).toBe(409);
    expect(codeOf(over)).toBe('CREDIT_LIMIT_EXCEEDED');
    expect(await orderStatus(second.paymentOrderId)).toBe('pending');
    expect(await billRow(t.app, 'B-CR-LIM2')).toMatchObject({ status: 'unpaid' });
  });

  it('refuses (409) more credit while a bill on it is past its day', async () => {
    const { who, payment } = await chosen('B-CR-DUE1', 100_000);
    await creditPay(who, payment.id);
    // Put on credit seven days before now: its last day has passed.
    await t.db
      .update(outpatientBills)
      .set({ creditedAt: new Date(TEST_NOW.getTime() - 7 * 24 * 3_600_000) })
      .where(eq(outpatientBills.hisId, 'B-CR-DUE1'));
    expect(await creditLine(who)).toMatchObject({ overdue: true, availableFen: 0 });
    const second = await chooseBill(t.app, t.his, who, 'B-CR-DUE2');
    const refused = await creditPay(who, second.id);
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('CREDIT_OVERDUE');
    expect(await billRow(t.app, 'B-CR-DUE2')).toMatchObject({ status: 'unpaid' });
  });

  it('settles a credited bill like an unpaid one: paid, bill.paid, the credit used falls', async () => {
    const { who, payment } = await chosen('B-CR-SETTLE');
    await creditPay(who, payment.id);
    const settling = await chooseSent(t.app, who, 'B-CR-SETTLE');
    expect(settling).toMatchObject({ amountFen: 4500, status: 'pending', creditedAt: null });
    expect((await submitCashier(t.app, await cashierOf(t.app, who, settling))).statusCode).toBe(
      303,
    );
    expect(await billRow(t.app, 'B-CR-SETTLE')).toMatchObject({
      status: 'paid',
      paidVia: 'online',
      creditedAt: TEST_NOW,
    });
    const paid = await t.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'bill.paid'));
    expect(
      paid.filter((event) => (event.payload as { billNo: string }).billNo === 'B-CR-SETTLE'),
    ).toHaveLength(1);
    expect(await creditLine(who)).toMatchObject({ usedFen: 0, availableFen: 10_000, bills: [] });
  });

  it('lets the HIS take a credited bill at the window but not void it', async () => {
    const { who, payment } = await chosen('B-CR-WIN');
    await creditPay(who, payment.id);
    const voided = await voidBill(t.app, t.his, 'B-CR-WIN');
    expect(voided.statusCode).toBe(409);
    expect(await billRow(t.app, 'B-CR-WIN')).toMatchObject({ status: 'credited' });
    expect((await windowPaid(t.app, t.his, 'B-CR-WIN')).json()).toMatchObject({
      status: 'updated',
    });
    expect(await billRow(t.app, 'B-CR-WIN')).toMatchObject({ status: 'paid', paidVia: 'window' });
    expect((await creditLine(who)).usedFen).toBe(0);
  });

  it('races a cash payment of the same bill: exactly one wins', async () => {
    const { who, payment } = await chosen('B-CR-RACE');
    const cashier = await cashierOf(t.app, who, payment);
    const [credit] = await Promise.all([creditPay(who, payment.id), submitCashier(t.app, cashier)]);
    const row = await billRow(t.app, 'B-CR-RACE');
    const paidEvents = (
      await t.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'bill.paid'))
    ).filter((event) => (event.payload as { billNo: string }).billNo === 'B-CR-RACE');
    if (credit.statusCode === 200) {
      expect(row.status).toBe('credited');
      expect(paidEvents).toEqual([]);
      // The cash that came in after the order closed goes back whole.
      const [late] = await t.db
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, payment.paymentOrderId));
      expect(late).toMatchObject({ amountFen: 4500, reasonKey: 'latePayment' });
    } else {
      expect(credit.statusCode).toBe(409);
      expect(codeOf(credit)).toBe('NOT_PAYABLE');
      expect(row.status).toBe('paid');
      expect(paidEvents).toHaveLength(1);
      expect(await creditedEvents('B-CR-RACE')).toEqual([]);
    }
    const bills = await t.db
      .select()
      .from(outpatientBills)
      .where(eq(outpatientBills.hisId, 'B-CR-RACE'));
    expect(bills).toHaveLength(1);
  });
});
