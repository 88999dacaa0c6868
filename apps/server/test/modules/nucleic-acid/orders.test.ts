import {
  HOSPITAL_MODULES,
  type ClientPayParams,
  type NatItem,
  type NatOrder,
} from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  natItems,
  natOrders,
  natPreRecords,
  paymentOrders,
  webhookEvents,
} from '../../../src/db/schema/index.ts';
import { natExpiry } from '../../../src/jobs/nat-expiry.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../helpers/test-app.ts';
import { patientAccount, setUpHospital, updateHospital } from '../appointments/fixtures.ts';
import { submitCashier } from '../payments/helpers.ts';
import { get, post } from '../patients/fixtures.ts';
import { seedQuestionnaires } from '../../../src/db/seed/questionnaires.ts';
import { feedNatItems, preRecord } from './fixtures.ts';

let t: TestApp;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0' } });
  await setUpHospital(t.app);
  await feedNatItems(t.app);
  await seedQuestionnaires(t.db, TEST_NOW);
  const rows = await t.db.select({ id: natItems.id, hisId: natItems.hisId }).from(natItems);
  ids = Object.fromEntries(rows.map((row) => [row.hisId, row.id]));
});
afterAll(() => t.close());

type Who = Awaited<ReturnType<typeof patientAccount>>;
const items = async (who: Who, query = '') =>
  (await get(t.app, who, `/api/queryNatItemList${query}`)).json<NatItem[]>();
const order = (who: Who, body: Record<string, unknown>) =>
  post(t.app, who, '/api/createNatOrder', body);
const orderCount = async () => (await t.db.select().from(natOrders)).length;

/** What the order page sends: the item, the patient and their calm questionnaire. */
async function orderBody(who: Who, hisId = 'NAT-1') {
  const { id } = await preRecord(t.app, who, who.patientId);
  return { itemId: ids[hisId], patientId: who.patientId, preRecordId: id };
}

async function ordered(who: Who, hisId = 'NAT-1'): Promise<NatOrder> {
  const response = await order(who, await orderBody(who, hisId));
  if (response.statusCode !== 200) throw new Error(`order failed: ${response.body}`);
  return response.json<NatOrder>();
}

describe('GET /api/queryNatItemList', () => {
  it('lists the outpatient items on sale, the emergency ones, a kind, or one item', async () => {
    const who = await patientAccount(t.app);
    expect((await items(who)).map((item) => item.name)).toEqual([
      '新冠核酸检测（单管）',
      '新冠核酸检测（10合1混检）',
    ]);
    const emergency = await items(who, '?scope=emergency');
    expect(emergency).toEqual([expect.objectContaining({ hours: '24小时', emergency: true })]);
    expect((await items(who, '?sampleKind=pooled')).map((item) => item.poolSize)).toEqual([10]);
    expect(await items(who, `?itemId=${ids['NAT-10']}`)).toHaveLength(1);
    expect((await items(who, `?itemId=${ids['NAT-ER']}`))[0]?.emergency).toBe(true);
    // A withdrawn item is not offered, even by a QR code naming it.
    expect(await items(who, `?itemId=${ids['NAT-OLD']}`)).toEqual([]);
  });

  it('answers 400 for a bad filter and 401 signed out', async () => {
    const who = await patientAccount(t.app);
    const bad = await get(t.app, who, '/api/queryNatItemList?scope=ward');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('scope');
    const out = await t.app.inject({ method: 'GET', url: '/api/queryNatItemList' });
    expect(out.statusCode).toBe(401);
  });

  it('answers 404 MODULE_DISABLED while the hospital has the area off', async () => {
    const who = await patientAccount(t.app);
    const body = await orderBody(who);
    await updateHospital(t.app, { enabledModules: ['registration'] });
    try {
      const response = await get(t.app, who, '/api/queryNatItemList');
      expect(response.statusCode).toBe(404);
      expect(response.json<{ code: string }>().code).toBe('MODULE_DISABLED');
      const before = await orderCount();
      expect((await order(who, body)).statusCode).toBe(404);
      expect(await orderCount()).toBe(before);
    } finally {
      await updateHospital(t.app, { enabledModules: [...HOSPITAL_MODULES] });
    }
  });
});

describe('POST /api/createNatOrder', () => {
  it('orders at the item price with a pending payment order of the same amount', async () => {
    const who = await patientAccount(t.app);
    const created = await ordered(who, 'NAT-10');
    expect(created).toMatchObject({
      status: 'pending_payment',
      priceFen: 350,
      patientId: who.patientId,
      item: { poolSize: 10 },
      expiresAt: new Date(TEST_NOW.getTime() + 15 * 60_000).toISOString(),
    });
    const [payment] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.subjectId, created.id));
    expect(payment).toMatchObject({
      subjectType: 'nucleic_acid',
      amountFen: 350,
      status: 'pending',
    });
  });

  it('ignores a price sent by the client', async () => {
    const who = await patientAccount(t.app);
    const response = await order(who, { ...(await orderBody(who)), priceFen: 1 });
    expect(response.json<NatOrder>().priceFen).toBe(1600);
  });

  it('answers 400 for bad input and 404 for a withdrawn item, ordering nothing', async () => {
    const who = await patientAccount(t.app);
    const body = await orderBody(who);
    const before = await orderCount();
    const bad = await order(who, { ...body, itemId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('itemId');
    expect((await order(who, { patientId: who.patientId })).statusCode).toBe(400);
    const withdrawn = await order(who, { ...body, itemId: ids['NAT-OLD'] });
    expect(withdrawn.statusCode).toBe(404);
    expect((await order(who, { ...body, itemId: 999_999 })).statusCode).toBe(404);
    expect(await orderCount()).toBe(before);
  });

  it("refuses another account's patient with 404, ordering nothing", async () => {
    const owner = await patientAccount(t.app);
    const other = await patientAccount(t.app, 2);
    const before = await orderCount();
    const ownersBody = await orderBody(owner);
    const response = await order(other, ownersBody);
    expect(response.statusCode).toBe(404);
    // Nor may another account's pre-record stand for one's own patient.
    const own = await order(other, { ...ownersBody, patientId: other.patientId });
    expect(own.statusCode).toBe(404);
    expect(response.body).not.toContain('张');
    expect(await orderCount()).toBe(before);
  });
});

describe('POST /api/preorder/preRecordSave and the questionnaire before ordering', () => {
  it('keeps calm answers and lets the patient order with them', async () => {
    const who = await patientAccount(t.app);
    const record = await preRecord(t.app, who, who.patientId);
    expect(record).toMatchObject({ risk: false, reasons: [], patientId: who.patientId });
    const response = await order(who, {
      itemId: ids['NAT-1'],
      patientId: who.patientId,
      preRecordId: record.id,
    });
    expect(response.statusCode).toBe(200);
  });

  it('judges a risk answer, names the question, and refuses to order on it', async () => {
    const who = await patientAccount(t.app);
    const record = await preRecord(t.app, who, who.patientId, true);
    expect(record.risk).toBe(true);
    expect(record.reasons[0]?.text).not.toBe('');
    const before = await orderCount();
    const response = await order(who, {
      itemId: ids['NAT-1'],
      patientId: who.patientId,
      preRecordId: record.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('PRE_RECORD_RISK');
    expect(await orderCount()).toBe(before);
  });

  it('refuses answers older than a day', async () => {
    const who = await patientAccount(t.app);
    const body = await orderBody(who);
    t.clock.set(new Date(TEST_NOW.getTime() + 25 * 3600_000));
    try {
      const response = await order(who, body);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ code: string }>().code).toBe('PRE_RECORD_EXPIRED');
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('answers 400 naming the question for a missing answer, 409 for an old version', async () => {
    const who = await patientAccount(t.app);
    const questionnaire = (await get(t.app, who, '/api/preorder/questionnaire')).json<{
      version: number;
      questions: { id: string }[];
    }>();
    const save = (body: Record<string, unknown>) =>
      post(t.app, who, '/api/preorder/preRecordSave', body);
    const count = async () => (await t.db.select().from(natPreRecords)).length;
    const before = await count();
    const missing = await save({
      patientId: who.patientId,
      version: questionnaire.version,
      answers: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ field?: string }>().field).toBe(questionnaire.questions[0]?.id);
    const old = await save({
      patientId: who.patientId,
      version: questionnaire.version + 1,
      answers: {},
    });
    expect(old.statusCode).toBe(409);
    expect((await save({ patientId: who.patientId, answers: {} })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it("refuses another account's patient with 404, keeping nothing", async () => {
    const owner = await patientAccount(t.app);
    const other = await patientAccount(t.app, 2);
    await expect(preRecord(t.app, other, owner.patientId)).rejects.toThrow(/404/);
  });
});

describe('GET /api/natOrder/{id} and paying it', () => {
  it('pays through the sandbox cashier; the order turns paid once', async () => {
    const who = await patientAccount(t.app);
    const created = await ordered(who);
    const params = (
      await get(t.app, who, `/api/natOrder/${created.id}/pay`)
    ).json<ClientPayParams>();
    if (params.channel !== 'wechat_jsapi' || !params.sandboxCashierUrl)
      throw new Error(`unexpected pay params ${JSON.stringify(params)}`);
    expect((await submitCashier(t.app, params.sandboxCashierUrl)).statusCode).toBe(303);
    const shown = (await get(t.app, who, `/api/natOrder/${created.id}`)).json<NatOrder>();
    expect(shown).toMatchObject({ status: 'paid', expiresAt: null });
    expect(shown.paidAt).not.toBeNull();
    const again = await get(t.app, who, `/api/natOrder/${created.id}/pay`);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('NOT_PAYABLE');
    // The HIS hears of it once, by its own item id, to expect the sample and send the result.
    const told = await t.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'nat.paid'));
    const payloads = told
      .map((event) => event.payload)
      .filter((payload) => payload.orderId === created.id);
    expect(payloads).toHaveLength(1);
    expect(payloads[0]).toMatchObject({ itemHisId: 'NAT-1', sampleKind: 'single' });
  });

  it("hides another account's order: 404 to read and to pay", async () => {
    const owner = await patientAccount(t.app);
    const other = await patientAccount(t.app, 2);
    const created = await ordered(owner);
    for (const url of [`/api/natOrder/${created.id}`, `/api/natOrder/${created.id}/pay`]) {
      const response = await get(t.app, other, url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(created.patientName);
    }
    expect((await get(t.app, other, '/api/natOrder/abc')).statusCode).toBe(400);
  });

  it('expires an unpaid order after the timeout and closes its payment order', async () => {
    const who = await patientAccount(t.app);
    const created = await ordered(who);
    await natExpiry.run(t.app, new Date(TEST_NOW.getTime() + 14 * 60_000));
    expect((await get(t.app, who, `/api/natOrder/${created.id}`)).json<NatOrder>().status).toBe(
      'pending_payment',
    );
    await natExpiry.run(t.app, new Date(TEST_NOW.getTime() + 16 * 60_000));
    expect((await get(t.app, who, `/api/natOrder/${created.id}`)).json<NatOrder>().status).toBe(
      'expired',
    );
    const [payment] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.subjectId, created.id));
    expect(payment?.status).toBe('closed');
    expect((await get(t.app, who, `/api/natOrder/${created.id}/pay`)).statusCode).toBe(409);
  });
});
