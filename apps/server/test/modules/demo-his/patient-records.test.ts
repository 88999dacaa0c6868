import type {
  ClientPayParams,
  CreditLine,
  NatItem,
  NatOrder,
  ReportSummary,
  TestReportDetail,
} from '@hospital/contract';
import { WEBHOOK_HEADERS } from '@hospital/contract/his';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  demoHisWebhookEvents,
  hisClients,
  patientCards,
  webhookEvents,
} from '../../../src/db/schema/index.ts';
import { DEMO_HIS_CLIENT_ID } from '../../../src/modules/his/index.ts';
import {
  DEMO_HIS_WEBHOOK_PATH,
  deliverDueWebhooks,
  listWebhookDeliveries,
  replayDelivery,
  signWebhook,
  webhookFetch,
} from '../../../src/modules/webhooks/index.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../helpers/test-app.ts';
import { preRecord } from '../nucleic-acid/fixtures.ts';
import { addPatient, adult, child, idNumber } from '../patients/fixtures.ts';
import { submitCashier } from '../payments/helpers.ts';

let t: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  // The demo hospital, fed; the test drives the delivery job itself.
  t = await createTestApp({ seed: true, env: { DEMO: '1', JOBS: '0' } });
  owner = await signIn(t.app);
});
afterAll(() => t.close());
afterEach(() => t.clock.set(TEST_NOW));

const deliver = () =>
  deliverDueWebhooks({ db: t.db, log: t.app.log, fetch: webhookFetch(t.app) }, t.clock.now());

const get = async <T>(url: string, query: Record<string, string>) =>
  (await t.app.inject({ url, query, headers: owner.headers })).json<T>();

const reportsOf = async (patientId: number) => ({
  tests: await get<ReportSummary[]>('/api/report/checks', { patientId: String(patientId) }),
  inspections: await get<ReportSummary[]>('/api/report/inspects', {
    patientId: String(patientId),
  }),
});

async function registeredEventOf(patientCode: string) {
  const [event] = await t.db
    .select()
    .from(webhookEvents)
    .where(sql`${webhookEvents.payload}->>'patientCode' = ${patientCode}`);
  return event!;
}

async function deliveryOf(eventId: string) {
  const deliveries = await listWebhookDeliveries(t.db, { type: 'patient.registered', limit: 100 });
  return deliveries.find((delivery) => delivery.event.id === eventId)!;
}

const pdfOf = (url: string) => t.app.inject({ url, headers: owner.headers });

describe('a patient added in demo mode', () => {
  it('gets a card and reports of both kinds once the demo HIS hears of them', async () => {
    const patient = await addPatient(t.app, owner, adult(1));
    const event = await registeredEventOf(patient.patientCode);
    expect(event).toMatchObject({
      type: 'patient.registered',
      payload: {
        patientCode: patient.patientCode,
        name: patient.name,
        gender: 'MALE',
        idType: 'ID_CARD',
        idNumber: adult(1).idNumber,
        at: TEST_NOW.toISOString(),
      },
    });
    // Nothing is written for the patient until the HIS sends it.
    expect(await reportsOf(patient.id)).toEqual({ tests: [], inspections: [] });

    await deliver();
    expect(await deliveryOf(event.id)).toMatchObject({ status: 'delivered' });
    const [card] = await t.db
      .select()
      .from(patientCards)
      .where(eq(patientCards.cardNo, patient.patientCode));
    expect(card).toMatchObject({ name: patient.name, idNumber: adult(1).idNumber });

    const { tests, inspections } = await reportsOf(patient.id);
    expect(tests.length).toBeGreaterThanOrEqual(4);
    expect(inspections.length).toBeGreaterThanOrEqual(2);
    const bloodCount = tests.find((report) => report.title === '血常规')!;
    const detail = await get<TestReportDetail>('/api/report/checkReprotDetail', {
      id: String(bloodCount.id),
    });
    const whiteCells = detail.items.find((item) => item.code === 'WBC')!;
    expect(whiteCells.flag).toBe('H');
    expect(whiteCells.history.length).toBeGreaterThanOrEqual(2);
    // Dated back from the day of the event, not from when it was delivered.
    expect(detail.sampledAt < TEST_NOW.toISOString()).toBe(true);

    const sheet = inspections.find((report) => report.hasAttachment)!;
    const inspection = await get<{ attachmentUrl: string }>('/api/report/inspectsReprotDetail', {
      id: String(sheet.id),
    });
    const pdf = await pdfOf(inspection.attachmentUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const { exams } = await get<{ exams: { status: string; groupKey: string | null }[] }>(
      '/api/appocheck/findAppointmentDetaile',
      {},
    );
    expect(exams).toHaveLength(4);
    expect(exams.every((exam) => exam.status === 'pending')).toBe(true);
    expect(exams.filter((exam) => exam.groupKey !== null)).toHaveLength(2);

    const notices = await get<{ status: string; ward: string }[]>('/api/selfAdmission/list', {});
    expect(notices).toEqual([
      expect.objectContaining({ status: 'awaiting_details', ward: '住院部 5 楼 心内一病区' }),
    ]);
  });

  it('keeps the same reports when the event comes twice, acted on again or not', async () => {
    const patient = await addPatient(t.app, owner, adult(2));
    const event = await registeredEventOf(patient.patientCode);
    await deliver();
    const first = await reportsOf(patient.id);
    const sheet = first.inspections.find((report) => report.hasAttachment)!;
    const detailOf = () =>
      get<{ attachmentUrl: string }>('/api/report/inspectsReprotDetail', { id: String(sheet.id) });
    const firstPdf = (await pdfOf((await detailOf()).attachmentUrl)).rawPayload;

    // A replay of an event the HIS kept is acknowledged and ignored.
    const delivery = await deliveryOf(event.id);
    await replayDelivery(t.app, { actor: 'system' }, delivery.id);
    t.clock.advance(1_000);
    await deliver();
    expect(await deliveryOf(event.id)).toMatchObject({ status: 'delivered' });
    expect(await reportsOf(patient.id)).toEqual(first);

    // Acted on again (as after a crash before it was kept), the upserts change nothing.
    await t.db.delete(demoHisWebhookEvents).where(eq(demoHisWebhookEvents.eventId, event.id));
    await replayDelivery(t.app, { actor: 'system' }, delivery.id);
    t.clock.advance(1_000);
    await deliver();
    expect(await deliveryOf(event.id)).toMatchObject({ status: 'delivered' });
    expect(await reportsOf(patient.id)).toEqual(first);
    expect((await pdfOf((await detailOf()).attachmentUrl)).rawPayload.equals(firstPdf)).toBe(true);
  });

  it('is tried again when the HIS API fails, and then gets its reports', async () => {
    const disable = (at: Date | null) =>
      t.db
        .update(hisClients)
        .set({ disabledAt: at })
        .where(eq(hisClients.clientId, DEMO_HIS_CLIENT_ID));
    await disable(TEST_NOW);
    try {
      const patient = await addPatient(t.app, owner, adult(3));
      const event = await registeredEventOf(patient.patientCode);
      await deliver();
      expect(await deliveryOf(event.id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastStatus: 503,
      });
      expect(await reportsOf(patient.id)).toEqual({ tests: [], inspections: [] });

      await disable(null);
      t.clock.advance(60_000);
      await deliver();
      expect(await deliveryOf(event.id)).toMatchObject({ status: 'delivered' });
      expect((await reportsOf(patient.id)).tests.length).toBeGreaterThanOrEqual(4);
    } finally {
      await disable(null);
    }
  });

  it('gives a senior patient a ¥2,000 credit line, and a younger one none', async () => {
    // An account of its own: the owner's is near its limit of patients.
    const family = await signIn(t.app);
    const senior = await addPatient(t.app, family, {
      ...adult(7),
      idNumber: idNumber('19500101', 13),
    });
    const younger = await addPatient(t.app, family, adult(8));
    await deliver();
    const lineOf = async (patientCode: string) =>
      (
        await t.app.inject({
          url: '/api/outpatient/creditLine',
          query: { patientCode },
          headers: family.headers,
        })
      ).json<CreditLine>();
    expect(await lineOf(senior.patientCode)).toMatchObject({ enabled: true, limitFen: 200_000 });
    expect(await lineOf(younger.patientCode)).toMatchObject({ enabled: false, availableFen: 0 });
  });

  it('gives a child with no ID number of their own no card, acknowledging the event', async () => {
    const added = await addPatient(t.app, owner, child());
    const event = await registeredEventOf(added.patientCode);
    expect(event.payload).toMatchObject({ idType: 'CHILD', idNumber: null });
    await deliver();
    expect(await deliveryOf(event.id)).toMatchObject({ status: 'delivered' });
    expect(
      await t.db.select().from(patientCards).where(eq(patientCards.cardNo, added.patientCode)),
    ).toEqual([]);
    expect(await reportsOf(added.id)).toEqual({ tests: [], inspections: [] });
  });

  it('answers 400 to a signed patient.registered without a patient, keeping nothing', async () => {
    const before = await t.db.select().from(demoHisWebhookEvents);
    const body = JSON.stringify({
      id: 'evt_no_patient',
      type: 'patient.registered',
      createdAt: TEST_NOW.toISOString(),
      data: { patientCode: 'P000000001' },
    });
    const timestamp = Math.floor(t.clock.now().getTime() / 1000);
    const response = await t.app.inject({
      method: 'POST',
      url: DEMO_HIS_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: signWebhook(t.config.demoHisWebhook.secret, timestamp, body),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(await t.db.select().from(demoHisWebhookEvents)).toHaveLength(before.length);
    expect(
      await t.db.select().from(patientCards).where(eq(patientCards.cardNo, 'P000000001')),
    ).toEqual([]);
  });
});

describe('a nucleic-acid test paid in demo mode', () => {
  it('comes back from the demo HIS as a negative result on the card', async () => {
    const patient = await addPatient(t.app, owner, adult(4));
    await deliver();
    const [item] = await get<NatItem[]>('/api/queryNatItemList', {});
    const { id: preRecordId } = await preRecord(t.app, owner, patient.id);
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/createNatOrder',
        headers: owner.headers,
        payload: { itemId: item!.id, patientId: patient.id, preRecordId },
      })
    ).json<NatOrder>();
    const pay = await get<ClientPayParams>(`/api/natOrder/${order.id}/pay`, {});
    if (pay.channel !== 'wechat_jsapi' || !pay.sandboxCashierUrl) throw new Error('no cashier');
    expect((await submitCashier(t.app, pay.sandboxCashierUrl)).statusCode).toBe(303);
    expect((await reportsOf(patient.id)).tests.some((r) => r.title === item!.name)).toBe(false);

    await deliver();
    const result = (await reportsOf(patient.id)).tests.find((r) => r.title === item!.name)!;
    const detail = await get<TestReportDetail>('/api/report/checkReprotDetail', {
      id: String(result.id),
    });
    expect(detail.items.map((line) => [line.code, line.value])).toEqual([
      ['ORF1ab', '阴性'],
      ['N', '阴性'],
    ]);
  });
});

describe('a patient added with demo mode off', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ env: { DEMO: '0', JOBS: '0' } });
  });
  afterAll(() => plain.close());

  it('is announced to the HIS, and no reports are written for them', async () => {
    const who = await signIn(plain.app);
    const patient = await addPatient(plain.app, who);
    await deliverDueWebhooks(
      { db: plain.db, log: plain.app.log, fetch: webhookFetch(plain.app) },
      plain.clock.now(),
    );
    const events = await plain.db
      .select()
      .from(webhookEvents)
      .where(sql`${webhookEvents.payload}->>'patientCode' = ${patient.patientCode}`);
    expect(events).toMatchObject([{ type: 'patient.registered' }]);
    const listed = await plain.app.inject({
      url: '/api/report/checks',
      query: { patientId: String(patient.id) },
      headers: who.headers,
    });
    expect(listed.json()).toEqual([]);
    expect(
      await plain.db
        .select()
        .from(patientCards)
        .where(eq(patientCards.cardNo, patient.patientCode)),
    ).toEqual([]);
  });
});
