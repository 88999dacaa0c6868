import {
  HOSPITAL_MODULES,
  type AdmissionDeposit,
  type AdmissionNotice,
  type ClientPayParams,
} from '@hospital/contract';
import {
  batchUpsertHisAdmissionNotices,
  listHisAdmissionNotices,
  putHisAdmissionNotice,
} from '@hospital/contract/his';
import { buildPath } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admissionDeposits,
  admissionNotices,
  paymentOrders,
  webhookEvents,
} from '../../../src/db/schema/index.ts';
import { admissionDepositExpiry } from '../../../src/jobs/admission-deposit-expiry.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../helpers/test-app.ts';
import { updateHospital } from '../appointments/fixtures.ts';
import { patientWithCard } from '../exams/fixtures.ts';
import { hisHeaders } from '../his/his-client.ts';
import { submitCashier } from '../payments/helpers.ts';
import { details, notice, noticeIdOf, sendNotices } from './fixtures.ts';

let t: TestApp;
let me: Awaited<ReturnType<typeof patientWithCard>>;
let other: Awaited<ReturnType<typeof patientWithCard>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { JOBS: '0' } });
  me = await patientWithCard(t.app);
  other = await patientWithCard(t.app);
  // Migrating and seeding a fresh database is slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

type Who = typeof me;
const get = (url: string, who: Who = me) =>
  t.app.inject({ method: 'GET', url, headers: who.headers });
const post = (url: string, payload: object, who: Who = me) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const info = async (id: number, who: Who = me) =>
  (await get(`/api/selfAdmission/getpreinpatientinfo?id=${id}`, who)).json<AdmissionNotice>();
const snapshot = async () => ({
  notices: await t.db.select().from(admissionNotices).orderBy(admissionNotices.id),
  deposits: await t.db.select().from(admissionDeposits).orderBy(admissionDeposits.id),
  events: await t.db.$count(webhookEvents),
});
const eventsOf = async (type: 'admission.registered' | 'admission.deposit.paid') =>
  (await t.db.select().from(webhookEvents).where(eq(webhookEvents.type, type))).map(
    (event) => event.payload,
  );

let seq = 0;
/** A fresh notice on `who`'s card; its id in our tables. */
async function freshNotice(who: Who = me, changes: Record<string, unknown> = {}) {
  seq += 1;
  const hisId = `ZY-${seq}`;
  await sendNotices(t.app, [notice(hisId, who.cardNo, changes)]);
  return noticeIdOf(t.app, hisId);
}
async function registered(who: Who = me, changes: Record<string, unknown> = {}) {
  const id = await freshNotice(who, changes);
  const saved = await post('/api/selfAdmission/save', { id, ...details }, who);
  if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body}`);
  return id;
}
async function paidDeposit(id: number, amountFen: number, who: Who = me) {
  const deposit = (
    await post('/api/selfAdmission/prepay', { id, amountFen }, who)
  ).json<AdmissionDeposit>();
  const params = (
    await get(`/api/selfAdmission/prepay/${deposit.id}/pay`, who)
  ).json<ClientPayParams>();
  if (params.channel !== 'wechat_jsapi' || !params.sandboxCashierUrl)
    throw new Error(`unexpected pay params ${JSON.stringify(params)}`);
  expect((await submitCashier(t.app, params.sandboxCashierUrl)).statusCode).toBe(303);
  return deposit;
}

describe('HIS /his/v1/admission-notices', () => {
  it('creates, answers unchanged on a replay, updates what changed, lists for reconciling', async () => {
    const first = await sendNotices(t.app, [notice('H-1', me.cardNo), notice('H-2', other.cardNo)]);
    expect(first.results.map((r) => r.status)).toEqual(['created', 'created']);
    const before = await snapshot();
    const again = await sendNotices(t.app, [notice('H-1', me.cardNo)]);
    expect(again.results[0]?.status).toBe('unchanged');
    expect(await snapshot()).toEqual(before);
    const bed = await sendNotices(t.app, [notice('H-1', me.cardNo, { bed: '12床' })]);
    expect(bed.results[0]?.status).toBe('updated');
    const list = await t.app.inject({
      method: 'GET',
      url: buildPath(listHisAdmissionNotices.path),
      headers: await hisHeaders(t.app, ['his:inpatient']),
    });
    expect(list.json<{ items: { hisId: string; bed: string | null }[] }>().items).toContainEqual(
      expect.objectContaining({ hisId: 'H-1', bed: '12床', status: 'open' }),
    );
  });

  it('refuses moving a notice to another card and keeps the rest of the batch', async () => {
    await sendNotices(t.app, [notice('H-MOVE', me.cardNo)]);
    const moved = await sendNotices(t.app, [
      notice('H-MOVE', other.cardNo),
      notice('H-AFTER', me.cardNo),
    ]);
    expect(moved.results[0]?.status).toBe('refused');
    expect(moved.results[0]?.reason).toContain('就诊卡号');
    expect(moved.results[1]?.status).toBe('created');
    const [row] = await t.db
      .select()
      .from(admissionNotices)
      .where(eq(admissionNotices.hisId, 'H-MOVE'));
    expect(row?.cardNo).toBe(me.cardNo);
  });

  it('answers 400 for a bad item, 401 without a HIS token and 403 to every call without the scope', async () => {
    const before = await snapshot();
    const url = buildPath(putHisAdmissionNotice.path, { hisId: 'H-BAD' });
    const bad = await t.app.inject({
      method: 'PUT',
      url,
      headers: await hisHeaders(t.app, ['his:inpatient']),
      payload: { ...notice('H-BAD', me.cardNo), depositFen: -1 },
    });
    expect(bad.statusCode).toBe(400);
    const payload = notice('H-BAD', me.cardNo);
    expect((await t.app.inject({ method: 'PUT', url, payload })).statusCode).toBe(401);
    const patientToken = await t.app.inject({ method: 'PUT', url, headers: me.headers, payload });
    expect(patientToken.statusCode).toBe(401);
    // A valid notice from a client the hospital trusts, but not with admissions.
    const wrong = await hisHeaders(t.app, ['his:exams']);
    const scope = await t.app.inject({ method: 'PUT', url, headers: wrong, payload });
    expect(scope.statusCode).toBe(403);
    const batch = await t.app.inject({
      method: 'POST',
      url: buildPath(batchUpsertHisAdmissionNotices.path),
      headers: wrong,
      payload: { items: [payload] },
    });
    expect(batch.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: buildPath(listHisAdmissionNotices.path),
      headers: wrong,
    });
    expect(list.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /api/selfAdmission/list and getpreinpatientinfo', () => {
  it("shows the notices on my patients' cards only, with what is left to do", async () => {
    const id = await freshNotice();
    const mine = (await get('/api/selfAdmission/list')).json<AdmissionNotice[]>();
    expect(mine.map((n) => n.id)).toContain(id);
    expect(mine.every((n) => n.cardNo === me.cardNo)).toBe(true);
    expect(await info(id)).toMatchObject({
      status: 'awaiting_details',
      ward: '住院部 5 楼 心内一病区',
      requiredDepositFen: 300_000,
      paidDepositFen: 0,
      patientId: me.patientId,
      details: null,
    });
    const theirs = (await get('/api/selfAdmission/list', other)).json<AdmissionNotice[]>();
    expect(theirs.map((n) => n.id)).not.toContain(id);
  });

  it("answers 404 for another account's notice and 400 for a bad id", async () => {
    const id = await freshNotice();
    const hidden = await get(`/api/selfAdmission/getpreinpatientinfo?id=${id}`, other);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('心内一病区');
    expect((await get('/api/selfAdmission/getpreinpatientinfo?id=x')).statusCode).toBe(400);
    expect((await get('/api/selfAdmission/getpreinpatientinfo')).statusCode).toBe(400);
  });

  it('answers 404 MODULE_DISABLED while the hospital has self-admission off', async () => {
    await updateHospital(t.app, { enabledModules: ['registration'] });
    try {
      const response = await get('/api/selfAdmission/list');
      expect(response.statusCode).toBe(404);
      expect(response.json<{ code: string }>().code).toBe('MODULE_DISABLED');
    } finally {
      await updateHospital(t.app, { enabledModules: [...HOSPITAL_MODULES] });
    }
  });
});

describe('POST /api/selfAdmission/save', () => {
  it('keeps the details, tells the HIS, and asks for the deposit next', async () => {
    const id = await freshNotice();
    const saved = await post('/api/selfAdmission/save', { id, ...details });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdmissionNotice>()).toMatchObject({
      status: 'awaiting_deposit',
      details: { ...details, savedAt: TEST_NOW.toISOString() },
    });
    const told = (await eventsOf('admission.registered')).filter(
      (payload) => payload.noticeHisId === `ZY-${seq}`,
    );
    expect(told).toEqual([expect.objectContaining({ contactPhone: '13912345678' })]);
  });

  it('refuses a bad phone (400 naming it), another account (404), a closed notice (409)', async () => {
    const id = await freshNotice();
    const before = await snapshot();
    const bad = await post('/api/selfAdmission/save', { id, ...details, contactPhone: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('contactPhone');
    const theirs = await post('/api/selfAdmission/save', { id, ...details }, other);
    expect(theirs.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    const closed = await freshNotice(me, { status: 'cancelled' });
    const refused = await post('/api/selfAdmission/save', { id: closed, ...details });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('NOT_OPEN');
  });
});

describe('GET getinmainInforecentlybycardno and getAddressList', () => {
  it('gives back the details last filled in on my card and my addresses, to others nothing', async () => {
    await registered();
    const recent = await get(
      `/api/selfAdmission/getinmainInforecentlybycardno?cardNo=${me.cardNo}`,
    );
    expect(recent.json()).toEqual(details);
    const addresses = (await get('/api/selfAdmission/getAddressList')).json<object[]>();
    expect(addresses).toEqual([{ region: details.region, address: details.address }]);
    const theirs = await get(
      `/api/selfAdmission/getinmainInforecentlybycardno?cardNo=${me.cardNo}`,
      other,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(details.address);
    expect((await get('/api/selfAdmission/getAddressList', other)).json()).toEqual([]);
    const bad = await get('/api/selfAdmission/getinmainInforecentlybycardno?cardNo=%27%3B');
    expect(bad.statusCode).toBe(400);
    const none = await get(
      `/api/selfAdmission/getinmainInforecentlybycardno?cardNo=${other.cardNo}`,
      other,
    );
    expect(none.json()).toBeNull();
  });
});

describe('the pre-admission deposit', () => {
  it('asks for the details first, and refuses an amount out of bounds', async () => {
    const id = await freshNotice();
    const before = await snapshot();
    const early = await post('/api/selfAdmission/prepay', { id, amountFen: 300_000 });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ code: string }>().code).toBe('DETAILS_REQUIRED');
    await post('/api/selfAdmission/save', { id, ...details });
    const afterSave = await snapshot();
    for (const amountFen of [5_000, 20_000_000, 1.5, '300000'])
      expect((await post('/api/selfAdmission/prepay', { id, amountFen })).statusCode).toBe(400);
    expect(await snapshot()).toEqual(afterSave);
    expect(before.deposits).toEqual(afterSave.deposits);
  });

  it('pays the chosen amount; paid in full the notice is ready and the HIS hears of each deposit once', async () => {
    const id = await registered();
    const first = await paidDeposit(id, 100_000);
    expect(first).toMatchObject({ status: 'pending_payment', amountFen: 100_000 });
    const [payment] = await t.db
      .select()
      .from(paymentOrders)
      .where(
        eq(
          paymentOrders.id,
          (
            await t.db.select().from(admissionDeposits).where(eq(admissionDeposits.id, first.id))
          )[0]!.paymentOrderId!,
        ),
      );
    expect(payment).toMatchObject({ subjectType: 'admission_deposit', amountFen: 100_000 });
    expect(await info(id)).toMatchObject({ status: 'awaiting_deposit', paidDepositFen: 100_000 });
    await paidDeposit(id, 200_000);
    expect(await info(id)).toMatchObject({ status: 'ready', paidDepositFen: 300_000 });
    const list = (await get(`/api/selfAdmission/getprepayinlist?id=${id}`)).json<
      AdmissionDeposit[]
    >();
    expect(list.map((d) => [d.amountFen, d.status])).toEqual([
      [200_000, 'paid'],
      [100_000, 'paid'],
    ]);
    const told = (await eventsOf('admission.deposit.paid')).filter(
      (payload) => payload.noticeHisId === `ZY-${seq}`,
    );
    expect(told.map((payload) => payload.paidDepositFen)).toEqual([100_000, 300_000]);
    const again = await get(`/api/selfAdmission/prepay/${first.id}/pay`);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('NOT_PAYABLE');
  });

  it("hides another account's deposits: 404 to read, list, start and pay", async () => {
    const id = await registered();
    const deposit = (
      await post('/api/selfAdmission/prepay', { id, amountFen: 100_000 })
    ).json<AdmissionDeposit>();
    const before = await snapshot();
    for (const url of [
      `/api/selfAdmission/prepay/${deposit.id}`,
      `/api/selfAdmission/prepay/${deposit.id}/pay`,
      `/api/selfAdmission/prepay/${deposit.id}/alipay`,
      `/api/selfAdmission/getprepayinlist?id=${id}`,
    ])
      expect((await get(url, other)).statusCode).toBe(404);
    const start = await post('/api/selfAdmission/prepay', { id, amountFen: 100_000 }, other);
    expect(start.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('expires an unpaid deposit after the timeout and closes its payment order', async () => {
    const id = await registered();
    const deposit = (
      await post('/api/selfAdmission/prepay', { id, amountFen: 100_000 })
    ).json<AdmissionDeposit>();
    await admissionDepositExpiry.run(t.app, new Date(TEST_NOW.getTime() + 16 * 60_000));
    const shown = (await get(`/api/selfAdmission/prepay/${deposit.id}`)).json<AdmissionDeposit>();
    expect(shown.status).toBe('expired');
    const [row] = await t.db
      .select({ status: paymentOrders.status })
      .from(paymentOrders)
      .innerJoin(admissionDeposits, eq(admissionDeposits.paymentOrderId, paymentOrders.id))
      .where(eq(admissionDeposits.id, deposit.id));
    expect(row?.status).toBe('closed');
    expect((await get(`/api/selfAdmission/prepay/${deposit.id}/pay`)).statusCode).toBe(409);
  });
});
