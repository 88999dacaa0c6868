import {
  buildPath,
  type ClientPayParams,
  type OutpatientPayment,
  type OutpatientVisit,
} from '@hospital/contract';
import {
  batchUpsertHisOutpatientBills,
  refundHisOutpatientItem,
  voidHisOutpatientBill,
  windowPaidHisOutpatientBill,
  type HisBatchResult,
} from '@hospital/contract/his';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { outpatientBills, patientCards, patients, refunds } from '../../../src/db/schema/index.ts';
import { resendDueNotifies } from '../../../src/modules/payments/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { hisHeaders } from '../his/his-client.ts';
import { signInPayer, submitCashier, type Payer } from '../payments/helpers.ts';

export type HisHeaders = { authorization: string };

/** The file's seeded app, its jobs stopped so tests run them, and a HIS allowed to send bills. */
export type BillsApp = TestApp & { his: HisHeaders };

/**
 * Starts the file's app before its tests and closes it after them; the object it returns is
 * filled in once the file's first hook has run.
 */
export function billsApp(): BillsApp {
  const suite = {} as BillsApp;
  beforeAll(async () => {
    const t = await createTestApp({ seed: true, env: { JOBS: '0' } });
    Object.assign(suite, t, { his: await hisHeaders(t.app, ['his:bills']) });
  });
  afterAll(() => suite.close());
  return suite;
}

let cards = 0;

export type CardHolder = Payer & { cardNo: string; patientId: number; idNumber: string };

/** A signed-in user with one patient whose card the HIS registered. */
export async function cardHolder(
  app: FastifyInstance,
  host: 'WXGZH' | 'ZFBSHH' = 'WXGZH',
): Promise<CardHolder> {
  const who = await signInPayer(app, host);
  cards += 1;
  const cardNo = `OP${String(800_000_000 + cards)}`;
  const idNumber = `11010519800101${String(2000 + cards).slice(-4)}`;
  const [row] = await app.db
    .insert(patients)
    .values({
      ownerId: who.userId,
      name: `门诊患者${cards}`,
      gender: 'MALE',
      relation: 'SELF',
      idType: 'ID_CARD',
      idNumber,
      birthDate: '1980-01-01',
      phone: '13900139000',
      patientCode: cardNo,
    })
    .returning({ id: patients.id });
  await app.db.insert(patientCards).values({ cardNo, name: `门诊患者${cards}`, idNumber });
  return { ...who, cardNo, patientId: row!.id, idNumber };
}

export const medicine = {
  name: '阿莫西林胶囊',
  specification: '0.25g×24粒',
  quantity: 2,
  unit: '盒',
  unitPriceFen: 1250,
  amountFen: 2500,
  category: 'western_medicine',
  execDepartment: '门诊西药房',
  building: '门诊楼',
  floor: '1F',
  place: '3号窗口',
};

export const bloodTest = {
  name: '血常规',
  specification: '',
  quantity: 1,
  unit: '次',
  unitPriceFen: 2000,
  amountFen: 2000,
  category: 'lab',
  execDepartment: '检验科',
  building: '医技楼',
  floor: '2F',
  place: '采血室',
};

export const bill = (hisId: string, cardNo: string, changes: Record<string, unknown> = {}) => ({
  hisId,
  cardNo,
  visitNo: `V-${cardNo}`,
  visitDate: '2026-11-23',
  department: '呼吸内科',
  doctor: '李医生',
  items: [medicine, bloodTest],
  ...changes,
});

export async function pushBills(
  app: FastifyInstance,
  his: { authorization: string },
  items: unknown[],
): Promise<HisBatchResult> {
  const response = await app.inject({
    method: 'POST',
    url: buildPath(batchUpsertHisOutpatientBills.path),
    headers: his,
    payload: { items },
  });
  if (response.statusCode !== 200) throw new Error(`HIS bills failed: ${response.body}`);
  return response.json<HisBatchResult>();
}

/** The HIS sends the card holder a bill and the holder chooses it to pay. */
export async function chooseBill(
  app: FastifyInstance,
  his: HisHeaders,
  who: CardHolder,
  hisId: string,
): Promise<OutpatientPayment> {
  await pushBills(app, his, [bill(hisId, who.cardNo)]);
  return chooseSent(app, who, hisId);
}

/** The card holder chooses to pay a bill the HIS has already sent. */
export const chooseSent = async (app: FastifyInstance, who: CardHolder, hisId: string) =>
  saved(app, who, [await billId(app, hisId)]);

export const billId = async (app: FastifyInstance, hisId: string): Promise<number> =>
  (await app.db.select().from(outpatientBills).where(eq(outpatientBills.hisId, hisId)))[0]!.id;

export const billRow = async (app: FastifyInstance, hisId: string) =>
  (await app.db.select().from(outpatientBills).where(eq(outpatientBills.hisId, hisId)))[0]!;

const hisPost = (
  app: FastifyInstance,
  his: { authorization: string },
  url: string,
  payload?: object,
) => app.inject({ method: 'POST', url, headers: his, ...(payload ? { payload } : {}) });

export const voidBill = (app: FastifyInstance, his: { authorization: string }, hisId: string) =>
  hisPost(app, his, buildPath(voidHisOutpatientBill.path, { hisId }));

export const windowPaid = (
  app: FastifyInstance,
  his: { authorization: string },
  hisId: string,
  paidAt = '2026-11-23T10:05:00+08:00',
) => hisPost(app, his, buildPath(windowPaidHisOutpatientBill.path, { hisId }), { paidAt });

export const refundLine = (
  app: FastifyInstance,
  his: { authorization: string },
  hisId: string,
  lineNo: number,
) =>
  hisPost(app, his, buildPath(refundHisOutpatientItem.path, { hisId, lineNo: String(lineNo) }), {
    reason: '药品退回',
  });

const as = (who: Payer) => ({ authorization: who.headers.authorization });

export const billList = (app: FastifyInstance, who: Payer, patientCode: string) =>
  app.inject({
    method: 'GET',
    url: '/api/outpatient/getBillList',
    headers: as(who),
    query: { patientCode },
  });

export async function visits(app: FastifyInstance, who: CardHolder): Promise<OutpatientVisit[]> {
  const response = await billList(app, who, who.cardNo);
  if (response.statusCode !== 200) throw new Error(`bill list failed: ${response.body}`);
  return response.json<OutpatientVisit[]>();
}

export const save = (app: FastifyInstance, who: Payer, body: object) =>
  app.inject({ method: 'POST', url: '/api/outpatient/save', headers: as(who), payload: body });

export async function saved(
  app: FastifyInstance,
  who: CardHolder,
  billIds: number[],
): Promise<OutpatientPayment> {
  const response = await save(app, who, { patientId: who.patientId, billIds });
  if (response.statusCode !== 200) throw new Error(`save failed: ${response.body}`);
  return response.json<OutpatientPayment>();
}

export const getAs = (app: FastifyInstance, who: Payer, url: string) =>
  app.inject({ method: 'GET', url, headers: as(who) });

/** The sandbox cashier the payment's pay call opens for the payer's host. */
export async function cashierOf(
  app: FastifyInstance,
  who: CardHolder,
  payment: OutpatientPayment,
): Promise<string> {
  const params = (
    await getAs(app, who, `/api/outpatient/${payment.id}/pay`)
  ).json<ClientPayParams>();
  if (params.channel === 'wechat_jsapi' && params.sandboxCashierUrl)
    return params.sandboxCashierUrl;
  if (params.channel === 'alipay_trade' && params.sandboxCashierUrl)
    return params.sandboxCashierUrl;
  throw new Error(`no cashier: ${JSON.stringify(params)}`);
}

/** A payment arriving from the cashier after its bills stopped being its own is refunded whole. */
export async function expectLateRefund(
  app: FastifyInstance,
  cashier: string,
  payment: OutpatientPayment,
): Promise<void> {
  await submitCashier(app, cashier);
  await resendDueNotifies(app, app.clock.now());
  const [late] = await app.db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, payment.paymentOrderId));
  expect(late).toMatchObject({ amountFen: payment.amountFen, reasonKey: 'latePayment' });
}
