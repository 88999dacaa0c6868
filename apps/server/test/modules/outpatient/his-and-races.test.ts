import type { OutpatientPayment, ScannedBill } from '@hospital/contract';
import { buildPath } from '@hospital/contract';
import { putHisOutpatientBill } from '@hospital/contract/his';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  outpatientBillItems,
  patientCards,
  paymentOrders,
  refunds,
  webhookEvents,
} from '../../../src/db/schema/index.ts';
import { resendDueNotifies } from '../../../src/modules/payments/index.ts';
import { hisHeaders } from '../his/his-client.ts';
import { drainOutbox, submitCashier } from '../payments/helpers.ts';
import {
  bill,
  billId,
  billRow,
  billsApp,
  bloodTest,
  cardHolder,
  cashierOf as cashierOfApp,
  chooseBill,
  chooseSent,
  expectLateRefund,
  getAs,
  medicine,
  pushBills,
  refundLine,
  saved,
  voidBill,
  windowPaid,
  type CardHolder,
} from './fixtures.ts';

const t = billsApp();
let me: CardHolder;
let other: CardHolder;

beforeAll(async () => {
  me = await cardHolder(t.app);
  other = await cardHolder(t.app, 'ZFBSHH');
});

const cashierOf = (who: CardHolder, payment: OutpatientPayment) =>
  cashierOfApp(t.app, who, payment);
const orderOf = async (id: number) =>
  (await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!;
const cardName = async (who: CardHolder) =>
  (await t.db.select().from(patientCards).where(eq(patientCards.cardNo, who.cardNo)))[0]!.name;
const check = async (who: CardHolder, id: number) =>
  (await getAs(t.app, who, `/api/outpatient/${id}/checkpay`)).json<OutpatientPayment>();

describe('HIS /his/v1/outpatient-bills', () => {
  it('refuses a token without his:bills (403) and changes nothing', async () => {
    const wrong = await hisHeaders(t.app, ['his:exams']);
    const response = await t.app.inject({
      method: 'PUT',
      url: buildPath(putHisOutpatientBill.path, { hisId: 'B-SCOPE' }),
      headers: wrong,
      payload: bill('B-SCOPE', me.cardNo),
    });
    expect(response.statusCode).toBe(403);
    for (const call of [voidBill, windowPaid])
      expect((await call(t.app, wrong, 'B-SCOPE')).statusCode).toBe(403);
    expect((await refundLine(t.app, wrong, 'B-SCOPE', 1)).statusCode).toBe(403);
  });

  it('creates, repeats unchanged, replaces while unpaid, and refuses bad bills item by item', async () => {
    expect((await pushBills(t.app, t.his, [bill('B-UP', me.cardNo)])).results[0]!.status).toBe(
      'created',
    );
    expect((await pushBills(t.app, t.his, [bill('B-UP', me.cardNo)])).results[0]!.status).toBe(
      'unchanged',
    );
    const changed = await pushBills(t.app, t.his, [bill('B-UP', me.cardNo, { items: [medicine] })]);
    expect(changed.results[0]!.status).toBe('updated');
    expect((await billRow(t.app, 'B-UP')).totalFen).toBe(2500);

    const { results } = await pushBills(t.app, t.his, [
      bill('B-WRONG-SUM', me.cardNo, { items: [{ ...medicine, amountFen: 9999 }] }),
      bill('B-NO-CARD', 'NOPE-1'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['refused', 'refused']);
    expect(results[0]!.reason).toContain('第 1 项');
    const bad = await t.app.inject({
      method: 'PUT',
      url: buildPath(putHisOutpatientBill.path, { hisId: 'B-EMPTY' }),
      headers: t.his,
      payload: { ...bill('B-EMPTY', me.cardNo), items: [] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('changing a bill the patient is paying closes that payment: its pay call refuses', async () => {
    const payment = await chooseBill(t.app, t.his, me, 'B-CHANGE');
    await pushBills(t.app, t.his, [bill('B-CHANGE', me.cardNo, { items: [bloodTest] })]);
    const pay = await getAs(t.app, me, `/api/outpatient/${payment.id}/pay`);
    expect(pay.statusCode).toBe(409);
    expect(pay.json<{ code: string }>().code).toBe('BILL_CHANGED');
    // Chosen again, it is charged at its new total.
    expect((await chooseSent(t.app, me, 'B-CHANGE')).amountFen).toBe(2000);
  });
});

describe('a bill paid at the window or voided while open on the phone', () => {
  it('window payment: pay refuses, a payment still arriving for it is refunded', async () => {
    const payment = await chooseBill(t.app, t.his, me, 'B-WIN');
    const cashier = await cashierOf(me, payment);
    expect((await windowPaid(t.app, t.his, 'B-WIN')).json()).toMatchObject({ status: 'updated' });
    expect((await windowPaid(t.app, t.his, 'B-WIN')).json()).toMatchObject({ status: 'unchanged' });
    expect((await getAs(t.app, me, `/api/outpatient/${payment.id}/pay`)).statusCode).toBe(409);
    expect(await billRow(t.app, 'B-WIN')).toMatchObject({ status: 'paid', paidVia: 'window' });

    // The cashier the patient had open takes the money: the payment core refunds it whole.
    await expectLateRefund(t.app, cashier, payment);
    expect(await billRow(t.app, 'B-WIN')).toMatchObject({ paidVia: 'window' });
    const paidEvents = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'bill.paid'));
    expect(
      paidEvents.some((event) => (event.payload as { billNo: string }).billNo === 'B-WIN'),
    ).toBe(false);
  });

  it('voided: pay refuses, choosing it again refuses, the HIS cannot void a paid bill', async () => {
    const payment = await chooseBill(t.app, t.his, me, 'B-VOID');
    expect((await voidBill(t.app, t.his, 'B-VOID')).statusCode).toBe(200);
    expect((await getAs(t.app, me, `/api/outpatient/${payment.id}/pay`)).statusCode).toBe(409);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/outpatient/save',
      headers: me.headers,
      payload: { patientId: me.patientId, billIds: [await billId(t.app, 'B-VOID')] },
    });
    expect(again.json<{ code: string }>().code).toBe('BILL_VOIDED');
    expect((await pushBills(t.app, t.his, [bill('B-VOID', me.cardNo)])).results[0]!.status).toBe(
      'refused',
    );
    expect((await windowPaid(t.app, t.his, 'B-VOID')).statusCode).toBe(409);
  });
});

describe('one bill, two orders', () => {
  it('the later choice wins; the earlier cashier still paid is refunded, the bill paid once', async () => {
    await pushBills(t.app, t.his, [bill('B-RACE-1', me.cardNo), bill('B-RACE-2', me.cardNo)]);
    const [one, two] = [await billId(t.app, 'B-RACE-1'), await billId(t.app, 'B-RACE-2')];
    const first = await saved(t.app, me, [one]);
    const firstCashier = await cashierOf(me, first);
    const second = await saved(t.app, me, [one, two]);
    expect(second.id).not.toBe(first.id);
    expect((await orderOf(first.paymentOrderId)).status).toBe('closed');

    await submitCashier(t.app, await cashierOf(me, second));
    expect((await check(me, second.id)).status).toBe('paid');
    await submitCashier(t.app, firstCashier);
    await resendDueNotifies(t.app, t.app.clock.now());
    const [refund] = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, first.paymentOrderId));
    expect(refund).toMatchObject({ amountFen: first.amountFen });
    const paid = await t.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'bill.paid'));
    expect(
      paid.filter((event) => (event.payload as { billNo: string }).billNo === 'B-RACE-1'),
    ).toHaveLength(1);
    // The HIS cannot take it at the window once paid in the app.
    expect((await windowPaid(t.app, t.his, 'B-RACE-1')).statusCode).toBe(409);
  });

  it("another account's live payment holds the bill: 409, nothing created", async () => {
    await chooseBill(t.app, t.his, me, 'B-HELD');
    // A relative scanning the paper bill while the patient pays on the phone.
    const before = await t.db.$count(paymentOrders);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/outpatient/scanSave',
      headers: other.headers,
      payload: { billNo: 'B-HELD', name: await cardName(me), idTail: me.idNumber.slice(-4) },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('BILL_IN_PAYMENT');
    expect(await t.db.$count(paymentOrders)).toBe(before);
  });
});

describe('refunding one line of a paid bill', () => {
  it('refunds its amount once, marks it refunded and tells the HIS bill.refunded', async () => {
    const payment = await chooseBill(t.app, t.his, me, 'B-REF');
    expect((await refundLine(t.app, t.his, 'B-REF', 1)).statusCode).toBe(409);
    await submitCashier(t.app, await cashierOf(me, payment));
    expect((await check(me, payment.id)).status).toBe('paid');

    expect((await refundLine(t.app, t.his, 'B-REF', 1)).json()).toMatchObject({
      status: 'updated',
    });
    expect((await refundLine(t.app, t.his, 'B-REF', 1)).json()).toMatchObject({
      status: 'unchanged',
    });
    expect((await refundLine(t.app, t.his, 'B-REF', 9)).statusCode).toBe(409);
    await drainOutbox(t.app);

    const orderRefunds = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, payment.paymentOrderId));
    expect(orderRefunds).toEqual([expect.objectContaining({ amountFen: 2500, status: 'success' })]);
    const lines = await t.db
      .select()
      .from(outpatientBillItems)
      .where(and(eq(outpatientBillItems.billId, await billId(t.app, 'B-REF'))));
    expect(lines.map((line) => line.refundedAt !== null)).toEqual([true, false]);
    expect((await orderOf(payment.paymentOrderId)).status).toBe('partially_refunded');
    const [event] = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'bill.refunded'));
    expect(event?.payload).toMatchObject({ billNo: 'B-REF', lineNo: 1, refundFen: 2500 });
    const shown = (
      await getAs(t.app, me, `/api/outpatient/${payment.id}/getPayOutpatientList`)
    ).json<OutpatientPayment>();
    expect(shown.bills[0]!.items.map((item) => item.refunded)).toEqual([true, false]);
  });
});

describe('scan to pay', () => {
  it('shows the bill without whose it is, and pays it for whoever proves name and ID tail', async () => {
    await pushBills(t.app, t.his, [bill('B-SCAN', me.cardNo)]);
    const shown = await getAs(t.app, other, '/api/outpatient/scanBill?billNo=B-SCAN');
    expect(shown.json<ScannedBill>()).toEqual({
      billNo: 'B-SCAN',
      visitDate: '2026-11-23',
      department: '呼吸内科',
      totalFen: 4500,
      status: 'unpaid',
    });
    expect(shown.body).not.toContain(me.cardNo);
    expect((await getAs(t.app, other, '/api/outpatient/scanBill?billNo=NOPE')).statusCode).toBe(
      404,
    );
    expect((await getAs(t.app, other, '/api/outpatient/scanBill?billNo=%20')).statusCode).toBe(400);

    const scan = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/outpatient/scanSave',
        headers: other.headers,
        payload: body,
      });
    const wrong = await scan({ billNo: 'B-SCAN', name: '张三', idTail: me.idNumber.slice(-4) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain(me.idNumber);
    expect((await scan({ billNo: 'B-SCAN', name: '张三', idTail: 'abcd' })).statusCode).toBe(400);
    const right = await scan({
      billNo: 'B-SCAN',
      name: await cardName(me),
      idTail: me.idNumber.slice(-4),
    });
    expect(right.statusCode).toBe(200);
    const payment = right.json<OutpatientPayment>();
    expect(payment).toMatchObject({ amountFen: 4500, status: 'pending' });
    await submitCashier(t.app, await cashierOf(other, payment));
    expect((await check(other, payment.id)).status).toBe('paid');
    // The patient's own account sees the bill paid; the payer's record is the payer's.
    expect((await billRow(t.app, 'B-SCAN')).status).toBe('paid');
    expect((await getAs(t.app, me, `/api/outpatient/${payment.id}/checkpay`)).statusCode).toBe(404);
  });

  it('counts guesses per bill before comparing: the sixth try is refused even when right', async () => {
    await pushBills(t.app, t.his, [bill('B-GUESS', me.cardNo)]);
    const scan = (idTail: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/outpatient/scanSave',
        headers: other.headers,
        payload: { billNo: 'B-GUESS', name: '猜测', idTail },
      });
    for (const tail of ['0001', '0002', '0003', '0004', '0005'])
      expect((await scan(tail)).statusCode).toBe(403);
    expect((await scan(me.idNumber.slice(-4))).statusCode).toBe(429);
  });
});
