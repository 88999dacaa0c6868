import type {
  ClientPayParams,
  InsuranceSettlement,
  OutpatientPayment,
  PaymentRecord,
} from '@hospital/contract';
import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  insuranceSettlements,
  paymentEvents,
  paymentOrders,
  refunds,
  sandboxNotifies,
} from '../../../src/db/schema/index.ts';
import { outpatientExpiry } from '../../../src/jobs/outpatient-expiry.ts';
import { signedHeaders } from '../../../src/modules/payments/providers/medical-insurance/signing.ts';
import { sandboxInsurancePartner } from '../../../src/providers/sandbox-insurance-partner.ts';
import { drainSideEffects } from '../../../src/side-effects/index.ts';
import {
  bill,
  billId,
  billRow,
  billsApp,
  cardHolder,
  pushBills,
  saved,
  voidBill,
  type CardHolder,
} from '../outpatient/fixtures.ts';
import { submitCashier } from '../payments/helpers.ts';
import { authorize, get, payUrlOf, post } from './fixtures.ts';

const t = billsApp();

let bills = 0;

/** A card holder with two unpaid bills of one visit, chosen together as one payment. */
async function twoBillsChosen(): Promise<{
  who: CardHolder;
  payment: OutpatientPayment;
  hisIds: string[];
}> {
  const who = await cardHolder(t.app);
  const hisIds = [`MI-${(bills += 1)}`, `MI-${(bills += 1)}`];
  await pushBills(
    t.app,
    t.his,
    hisIds.map((hisId) => bill(hisId, who.cardNo)),
  );
  const ids = await Promise.all(hisIds.map((hisId) => billId(t.app, hisId)));
  return { who, payment: await saved(t.app, who, ids), hisIds };
}

const base = (id: number) => `/api/outpatient/${id}`;

// Two bills of ¥25.00 medicine (fund 70%) and ¥20.00 blood test (fund 60%) each, for a
// person new to the insurer: the first ¥20.00 is the deductible.
const TWO_BILLS_WITH_ACCOUNT = { totalFen: 9000, fundFen: 4500, psnAcctFen: 4500, cashFen: 0 };

async function presettle(who: CardHolder, id: number, acctUsedFlag = '1') {
  const authCode = await authorize(t.app, who);
  return post(
    t.app,
    who,
    `${base(id)}/wxMedicarePrePay?authCode=${authCode}&acctUsedFlag=${acctUsedFlag}`,
    {},
  );
}

describe('paying outpatient bills with medical insurance', () => {
  it('pays two bills with the fund and the personal account, both bills paid once', async () => {
    const { who, payment, hisIds } = await twoBillsChosen();
    // The page authorises the e-certificate for the patient whose card the bills are on.
    expect(payment.patientId).toBe(who.patientId);
    const settlement = (await presettle(who, payment.id)).json<InsuranceSettlement>();
    expect(settlement).toMatchObject({ subjectType: 'outpatient', split: TWO_BILLS_WITH_ACCOUNT });
    const pay = await post(t.app, who, `${base(payment.id)}/wxmedicarepay`, {
      settlementId: settlement.id,
    });
    expect(pay.statusCode).toBe(200);
    await submitCashier(t.app, payUrlOf(pay.json<ClientPayParams>()));
    const paid = await post(t.app, who, `${base(payment.id)}/wxmedicarepay/order-query`, {});
    expect(paid.json()).toMatchObject({ status: 'paid', split: TWO_BILLS_WITH_ACCOUNT });
    for (const hisId of hisIds) expect((await billRow(t.app, hisId)).status).toBe('paid');

    const refunds = await get(t.app, who, `${base(payment.id)}/wxmedicarepay/audit-refund`);
    expect(refunds.json()).toEqual([]);
  });

  it("shows the split in the account's payment records, and to nobody else", async () => {
    const { who, payment } = await twoBillsChosen();
    const settlement = (await presettle(who, payment.id)).json<InsuranceSettlement>();
    const pay = await post(t.app, who, `${base(payment.id)}/wxmedicarepay`, {
      settlementId: settlement.id,
    });
    await submitCashier(t.app, payUrlOf(pay.json<ClientPayParams>()));
    await post(t.app, who, `${base(payment.id)}/wxmedicarepay/order-query`, {});

    const list = (await get(t.app, who, '/api/outpatient/getPaymentList')).json<PaymentRecord[]>();
    expect(list.find((record) => record.id === payment.paymentOrderId)).toMatchObject({
      subjectType: 'outpatient',
      status: 'paid',
      channel: 'wechat_medicare',
      insuranceSplit: TWO_BILLS_WITH_ACCOUNT,
    });
    const detail = await get(t.app, who, `${base(payment.paymentOrderId)}/getOutpatPayDetail`);
    expect(detail.json()).toMatchObject({
      channel: 'wechat_medicare',
      insuranceSplit: TWO_BILLS_WITH_ACCOUNT,
      bills: [{ status: 'paid' }, { status: 'paid' }],
    });

    const other = await cardHolder(t.app);
    const theirs = await get(t.app, other, `${base(payment.paymentOrderId)}/getOutpatPayDetail`);
    expect(theirs.statusCode).toBe(404);
    const theirList = await get(t.app, other, '/api/outpatient/getPaymentList');
    expect(theirList.json<PaymentRecord[]>()).toEqual([]);
  });

  it('pays through hcare on the same service', async () => {
    const { who, payment } = await twoBillsChosen();
    const authCode = await authorize(t.app, who);
    const checked = (
      await get(t.app, who, `${base(payment.id)}/checkhcare?authCode=${authCode}&acctUsedFlag=0`)
    ).json<InsuranceSettlement>();
    expect(checked).toMatchObject({
      channel: 'hcare',
      split: { totalFen: 9000, psnAcctFen: 0, cashFen: 4500 },
    });
    const start = await get(
      t.app,
      who,
      `${base(payment.id)}/hcare?redirectUrl=%2Fpay%2FpaymentMethod_ybdz`,
    );
    expect(start.statusCode).toBe(200);
    const params = await get(t.app, who, `${base(payment.id)}/hcarepay?settlementId=${checked.id}`);
    await submitCashier(t.app, payUrlOf(params.json<ClientPayParams>()));
    const back = await get(t.app, who, `/api/hcare-pay-cb/pay/${checked.outTradeNo}`);
    expect(back.json()).toMatchObject({ status: 'paid' });
  });

  it('refuses a bill the HIS voided while the split was open', async () => {
    const { who, payment, hisIds } = await twoBillsChosen();
    const settlement = (await presettle(who, payment.id)).json<InsuranceSettlement>();
    expect((await voidBill(t.app, t.his, hisIds[0]!)).statusCode).toBe(200);
    const pay = await post(t.app, who, `${base(payment.id)}/wxmedicarepay`, {
      settlementId: settlement.id,
    });
    expect(pay.statusCode).toBe(409);
  });

  it('gives back the insurance part when the cash part fails; the bills stay unpaid', async () => {
    const { who, payment, hisIds } = await twoBillsChosen();
    const settlement = (await presettle(who, payment.id, '0')).json<InsuranceSettlement>();
    const pay = await post(t.app, who, `${base(payment.id)}/wxmedicarepay`, {
      settlementId: settlement.id,
    });
    await submitCashier(t.app, payUrlOf(pay.json<ClientPayParams>()), 'cash-fails');
    const half = await post(t.app, who, `${base(payment.id)}/wxmedicarepay/order-query`, {});
    expect(half.json()).toMatchObject({ status: 'reversing' });
    await drainSideEffects(t.app, t.app.clock.now());
    const after = await post(t.app, who, `${base(payment.id)}/wxmedicarepay/order-query`, {});
    expect(after.json()).toMatchObject({ status: 'reversed' });
    for (const hisId of hisIds) expect((await billRow(t.app, hisId)).status).toBe('unpaid');
  });

  it("answers 400 for bad input and 404 for another account's payment", async () => {
    const { who, payment } = await twoBillsChosen();
    const other = await cardHolder(t.app);
    const bad = await post(
      t.app,
      who,
      `${base(payment.id)}/wxMedicarePrePay?authCode=x&acctUsedFlag=9`,
      {},
    );
    expect(bad.statusCode).toBe(400);
    const code = await authorize(t.app, other);
    const attempts = [
      post(
        t.app,
        other,
        `${base(payment.id)}/wxMedicarePrePay?authCode=${code}&acctUsedFlag=1`,
        {},
      ),
      post(t.app, other, `${base(payment.id)}/wxmedicarepay`, { settlementId: 1 }),
      post(t.app, other, `${base(payment.id)}/wxmedicarepay/order-query`, {}),
      get(t.app, other, `${base(payment.id)}/wxmedicarepay/audit-refund`),
      get(t.app, other, `${base(payment.id)}/hcare?redirectUrl=%2Fpay`),
      get(t.app, other, `${base(payment.id)}/checkhcare?authCode=${code}&acctUsedFlag=1`),
      get(t.app, other, `${base(payment.id)}/hcarepay?settlementId=1`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
  });
});

const NOTIFY = '/api/pay/notify/medicare';

/** A mixed order opened at the sandbox insurer for two bills, its cashier not yet confirmed. */
async function opened() {
  const chosen = await twoBillsChosen();
  const settlement = (await presettle(chosen.who, chosen.payment.id)).json<InsuranceSettlement>();
  const pay = await post(t.app, chosen.who, `${base(chosen.payment.id)}/wxmedicarepay`, {
    settlementId: settlement.id,
  });
  return { ...chosen, settlement, payUrl: payUrlOf(pay.json<ClientPayParams>()) };
}

const orderNow = async (id: number) =>
  (await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!;

const ledger = (orderId: number) => t.db.$count(paymentEvents, eq(paymentEvents.orderId, orderId));

/** The insurer's notify, signed with the partner secret (or another) at the app's time. */
function insurerNotify(body: object, secret = sandboxInsurancePartner().secret) {
  const payload = JSON.stringify(body);
  const headers = signedHeaders(sandboxInsurancePartner().partnerId, secret, {
    method: 'POST',
    path: NOTIFY,
    body: payload,
    nowMs: t.app.clock.now().getTime(),
  });
  return t.app.inject({
    method: 'POST',
    url: NOTIFY,
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });
}

describe("the insurer's notify", () => {
  it('settles the payment once when the patient pays, with no query; a repeat changes nothing', async () => {
    const { payment, hisIds, settlement, payUrl } = await opened();
    await submitCashier(t.app, payUrl);
    expect((await orderNow(payment.paymentOrderId)).status).toBe('paid');
    for (const hisId of hisIds) expect((await billRow(t.app, hisId)).status).toBe('paid');
    const [row] = await t.db
      .select()
      .from(insuranceSettlements)
      .where(eq(insuranceSettlements.id, settlement.id));
    expect(row?.status).toBe('paid');

    const [sent] = await t.db
      .select()
      .from(sandboxNotifies)
      .where(like(sandboxNotifies.url, `%${NOTIFY}`))
      .orderBy(desc(sandboxNotifies.id))
      .limit(1);
    expect(sent?.deliveredAt).not.toBeNull();
    const repeat = await t.app.inject({
      method: 'POST',
      url: NOTIFY,
      headers: sent!.headers,
      payload: sent!.body,
    });
    expect(repeat.statusCode).toBe(200);
    expect(await ledger(payment.paymentOrderId)).toBe(1);
    const paidLines = await t.db.$count(
      auditLog,
      and(eq(auditLog.action, 'paid'), eq(auditLog.entityId, String(payment.paymentOrderId))),
    );
    expect(paidLines).toBe(1);
  });

  it('refuses a bad signature (401) and an unknown order (400), changing nothing', async () => {
    const { payment, settlement } = await opened();
    const order = await orderNow(payment.paymentOrderId);
    const success = {
      notify_id: 'N-1',
      out_trade_no: order.outTradeNo,
      pay_ord_id: settlement.insurerSettlementNo,
      med_trans_id: 'MT-FORGED',
      mix_pay_status: 'SUCCESS',
      med_ins_pay_status: 'SUCCESS',
      self_pay_status: null,
      total_fee: order.amountFen,
      paid_time: Math.floor(t.app.clock.now().getTime() / 1000),
    };
    const forged = await insurerNotify(success, 'another-secret');
    expect(forged.statusCode).toBe(401);
    const unknown = await insurerNotify({
      ...success,
      out_trade_no: 'P00000000000000000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect((await orderNow(payment.paymentOrderId)).status).toBe('pending');
    expect(await ledger(payment.paymentOrderId)).toBe(0);
  });

  it('a payment notified after expiry closed the order is refunded whole by the core', async () => {
    const { payment, hisIds, payUrl } = await opened();
    await outpatientExpiry.run(t.app, (await orderNow(payment.paymentOrderId)).expiresAt);
    await submitCashier(t.app, payUrl);
    await drainSideEffects(t.app, t.app.clock.now());
    const [refund] = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, payment.paymentOrderId));
    expect(refund).toMatchObject({
      amountFen: payment.amountFen,
      reasonKey: 'latePayment',
      status: 'success',
    });
    for (const hisId of hisIds) expect((await billRow(t.app, hisId)).status).toBe('unpaid');
  });
});
