import {
  HOSPITAL_MODULES,
  MODULE_DISABLED,
  type ClientPayParams,
  type OutpatientPayment,
  type PaymentRecordDetail,
} from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  outpatientBills,
  outpatientPayments,
  paymentOrders,
  webhookEvents,
} from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { hisHeaders } from '../his/his-client.ts';
import { submitCashier } from '../payments/helpers.ts';
import { setModules } from '../triage/fixtures.ts';
import {
  bill,
  billId,
  billList,
  cardHolder,
  getAs,
  medicine,
  pushBills,
  save,
  saved,
  visits,
  type CardHolder,
} from './fixtures.ts';

let t: TestApp;
let his: { authorization: string };
let me: CardHolder;
let other: CardHolder;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { JOBS: '0' } });
  his = await hisHeaders(t.app, ['his:bills']);
  me = await cardHolder(t.app);
  other = await cardHolder(t.app);
});
afterAll(() => t.close());

const snapshot = async () => ({
  bills: await t.db.select().from(outpatientBills).orderBy(outpatientBills.id),
  payments: await t.db.$count(outpatientPayments),
  orders: await t.db.$count(paymentOrders),
});

describe('GET /api/outpatient/getBillList', () => {
  it("groups a patient's unpaid bills by visit with their lines", async () => {
    await pushBills(t.app, his, [
      bill('B-LIST-1', me.cardNo),
      bill('B-LIST-2', me.cardNo, { items: [medicine] }),
      bill('B-LIST-3', me.cardNo, {
        visitNo: 'V-OLD',
        visitDate: '2026-11-20',
        department: '皮肤科',
      }),
    ]);
    const list = await visits(t.app, me);
    expect(list.map((visit) => [visit.visitNo, visit.bills.map((one) => one.billNo)])).toEqual([
      [`V-${me.cardNo}`, ['B-LIST-1', 'B-LIST-2']],
      ['V-OLD', ['B-LIST-3']],
    ]);
    const [first] = list[0]!.bills;
    expect(first).toMatchObject({ totalFen: 4500, status: 'unpaid', department: '呼吸内科' });
    expect(first!.items[0]).toMatchObject({
      name: '阿莫西林胶囊',
      quantity: 2,
      unitPriceFen: 1250,
      amountFen: 2500,
      place: '3号窗口',
      refunded: false,
    });
  });

  it("answers 404 for another account's card and 400 without a card, leaking nothing", async () => {
    const theirs = await billList(t.app, other, me.cardNo);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('B-LIST');
    expect((await billList(t.app, me, '')).statusCode).toBe(400);
  });

  it('answers 404 MODULE_DISABLED while the hospital has outpatient payment off', async () => {
    await setModules(
      t.app,
      HOSPITAL_MODULES.filter((module) => module !== 'outpatientPay'),
    );
    const off = await billList(t.app, me, me.cardNo);
    expect(off.statusCode).toBe(404);
    expect(off.json<{ code: string }>().code).toBe(MODULE_DISABLED.code);
    await setModules(t.app, [...HOSPITAL_MODULES]);
  });
});

describe('POST /api/outpatient/save and paying', () => {
  it('charges the bills’ own total as one payment, then marks them paid and tells the HIS', async () => {
    await pushBills(t.app, his, [
      bill('B-PAY-1', me.cardNo),
      bill('B-PAY-2', me.cardNo, { items: [medicine] }),
    ]);
    const ids = [await billId(t.app, 'B-PAY-1'), await billId(t.app, 'B-PAY-2')];
    const payment = await saved(t.app, me, ids);
    expect(payment).toMatchObject({ amountFen: 7000, status: 'pending' });
    expect(payment.bills.map((one) => one.billNo)).toEqual(['B-PAY-1', 'B-PAY-2']);
    // The same choice again is the same payment.
    expect((await saved(t.app, me, ids)).id).toBe(payment.id);

    const params = (
      await getAs(t.app, me, `/api/outpatient/${payment.id}/pay`)
    ).json<ClientPayParams>();
    if (params.channel !== 'wechat_jsapi' || !params.sandboxCashierUrl)
      throw new Error('no cashier');
    expect((await submitCashier(t.app, params.sandboxCashierUrl)).statusCode).toBe(303);

    const checked = await getAs(t.app, me, `/api/outpatient/${payment.id}/checkpay`);
    expect(checked.json<OutpatientPayment>()).toMatchObject({
      status: 'paid',
      channel: 'wechat_jsapi',
    });
    const shown = (
      await getAs(t.app, me, `/api/outpatient/${payment.id}/getPayOutpatientList`)
    ).json<OutpatientPayment>();
    expect(shown.bills.every((one) => one.status === 'paid')).toBe(true);
    expect(shown.nextSteps).toEqual([
      expect.objectContaining({ place: '3号窗口', medicine: true }),
      expect.objectContaining({ place: '采血室', medicine: false }),
    ]);
    const events = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'bill.paid'));
    expect(events.map((event) => (event.payload as { billNo: string }).billNo).sort()).toEqual([
      'B-PAY-1',
      'B-PAY-2',
    ]);
    // Paid bills leave the list.
    const left = (await visits(t.app, me)).flatMap((visit) => visit.bills.map((one) => one.billNo));
    expect(left).not.toContain('B-PAY-1');

    const record = (
      await getAs(t.app, me, `/api/outpatient/${payment.paymentOrderId}/getOutpatPayDetail`)
    ).json<PaymentRecordDetail>();
    expect(record).toMatchObject({ subjectType: 'outpatient', amountFen: 7000, status: 'paid' });
  });

  it("refuses bad input, another account's bills and a paid bill, changing nothing", async () => {
    await pushBills(t.app, his, [bill('B-BAD-1', me.cardNo)]);
    const id = await billId(t.app, 'B-BAD-1');
    const before = await snapshot();
    expect((await save(t.app, me, { patientId: me.patientId, billIds: [] })).statusCode).toBe(400);
    expect((await save(t.app, me, { patientId: me.patientId, billIds: [id, id] })).statusCode).toBe(
      400,
    );
    expect((await save(t.app, me, { patientId: 'x', billIds: [id] })).statusCode).toBe(400);
    const theirs = await save(t.app, other, { patientId: other.patientId, billIds: [id] });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('B-BAD-1');
    const foreignPatient = await save(t.app, other, { patientId: me.patientId, billIds: [id] });
    expect(foreignPatient.statusCode).toBe(404);
    const paid = await save(t.app, me, {
      patientId: me.patientId,
      billIds: [await billId(t.app, 'B-PAY-1')],
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json<{ code: string }>().code).toBe('BILL_PAID');
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for another account's payment on every payment call", async () => {
    const mine = await saved(t.app, me, [await billId(t.app, 'B-BAD-1')]);
    for (const url of [
      `/api/outpatient/${mine.id}/getPayOutpatientList`,
      `/api/outpatient/${mine.id}/checkpay`,
      `/api/outpatient/${mine.id}/pay`,
      `/api/outpatient/${mine.paymentOrderId}/getOutpatPayDetail`,
    ]) {
      const response = await getAs(t.app, other, url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('B-BAD-1');
    }
    expect((await getAs(t.app, me, '/api/outpatient/abc/checkpay')).statusCode).toBe(400);
  });
});
