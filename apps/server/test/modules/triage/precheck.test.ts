import {
  ageInMonths,
  HOSPITAL_MODULES,
  MODULE_DISABLED,
  type PrecheckForm,
  type PrecheckRecord,
  type PrecheckVisit,
} from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prechecks } from '../../../src/db/schema/index.ts';
import type { SignedIn } from '../../helpers/auth.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../helpers/test-app.ts';
import { booked, createSchedule, patientAccount } from '../appointments/fixtures.ts';
import { calmAnswers, departmentIdOf, paidVisit, precheckForm, setModules } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { JOBS: '0' } });
});
afterAll(() => t.close());

type Data = { visits: PrecheckVisit[]; form: PrecheckForm | null };

const getData = (who: SignedIn | null, appointmentId?: number) =>
  t.app.inject({
    url: '/api/precheck/getData',
    query: appointmentId === undefined ? {} : { appointmentId: String(appointmentId) },
    headers: { ...who?.headers },
  });

const save = (who: SignedIn | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/precheck/save',
    headers: { ...who?.headers },
    payload,
  });

const formOf = (who: SignedIn, appointmentId: number) => precheckForm(t.app, who, appointmentId);

const storedOf = async (appointmentId: number) =>
  (await t.db.select().from(prechecks).where(eq(prechecks.appointmentId, appointmentId)))[0] ??
  null;

describe('GET /api/precheck/getData', () => {
  it("lists the account's paid visits still to come, and not one waiting for payment", async () => {
    const { who, appointment } = await paidVisit(t.app, 'XHNK');
    const schedule = await createSchedule(t.app, await departmentIdOf(t.app, 'XHNK'));
    await booked(t.app, who, { scheduleId: schedule.id, patientId: who.patientId });

    const response = await getData(who);
    expect(response.statusCode).toBe(200);
    const { visits, form } = response.json<Data>();
    expect(form).toBeNull();
    expect(visits).toEqual([
      expect.objectContaining({
        appointmentId: appointment.id,
        deptName: '消化内科',
        date: appointment.date,
        startsAt: appointment.startsAt,
        state: 'unanswered',
        savedAt: null,
      }),
    ]);
  });

  it("gives a visit's form: the patient's age on the visit day, the questions, no record yet", async () => {
    const { who, appointment } = await paidVisit(t.app, 'XHNK');
    const form = await formOf(who, appointment.id);
    expect(form.visit.appointmentId).toBe(appointment.id);
    expect(form.patient).toEqual({
      name: appointment.patientName,
      gender: 'MALE',
      ageMonths: ageInMonths('1985-01-01', appointment.date),
    });
    expect(form.version).toBe(1);
    expect(form.questions.map((question) => question.code)).toContain('complaint');
    expect(form.symptoms.map((symptom) => symptom.id)).toContain('chest-pain');
    expect(form).toMatchObject({ record: null, editable: true });
  });

  it("answers 404 for another account's visit and an unknown one, telling nothing", async () => {
    const { appointment } = await paidVisit(t.app, 'XHNK');
    const stranger = await patientAccount(t.app);
    for (const id of [appointment.id, 999_999]) {
      const response = await getData(stranger, id);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(appointment.patientName);
    }
    expect((await getData(stranger)).json<Data>().visits).toEqual([]);
  });

  it('answers 401 without sign-in', async () => {
    expect((await getData(null)).statusCode).toBe(401);
    expect((await save(null, { appointmentId: 1, answers: {} })).statusCode).toBe(401);
  });
});

describe('POST /api/precheck/save', () => {
  it('stores the answers with their summary and version, and the visit shows done', async () => {
    const { who, appointment } = await paidVisit(t.app, 'XHNK');
    const answers = calmAnswers(await formOf(who, appointment.id));
    const response = await save(who, { appointmentId: appointment.id, answers });
    expect(response.statusCode).toBe(200);
    const record = response.json<PrecheckRecord>();
    expect(record).toMatchObject({
      appointmentId: appointment.id,
      version: 1,
      answers,
      redFlag: null,
      savedAt: t.clock.now().toISOString(),
    });
    expect(record.summary.map((line) => line.question)).toContain('complaint');

    const form = await formOf(who, appointment.id);
    expect(form.record).toEqual(record);
    expect(form.visit).toMatchObject({ state: 'done', savedAt: record.savedAt });
  });

  it('keeps a red flag with the answers: the doctor must see it', async () => {
    const { who, appointment } = await paidVisit(t.app, 'XHNK');
    const form = await formOf(who, appointment.id);
    const answers = calmAnswers(form, ['chest-pain', 'sweating']);
    const response = await save(who, { appointmentId: appointment.id, answers });
    expect(response.statusCode).toBe(200);
    const { redFlag } = response.json<PrecheckRecord>();
    expect(redFlag?.name).toContain('胸痛');
    expect((await storedOf(appointment.id))?.redFlag).toEqual(redFlag);
  });

  it('diverts on a red flag before the form is complete, keeping only what was well answered', async () => {
    const { who, appointment } = await paidVisit(t.app, 'XHNK');
    const answers = { complaint: ['chest-pain', 'sweating'], duration: 'no-such-option' };
    const response = await save(who, { appointmentId: appointment.id, answers });
    expect(response.statusCode).toBe(200);
    const record = response.json<PrecheckRecord>();
    expect(record.redFlag?.code).toBe('chest-pain-sweating');
    expect(record.answers).toEqual({ complaint: ['chest-pain', 'sweating'] });
  });

  it('refuses bad answers naming the question, storing nothing', async () => {
    const { who, appointment } = await paidVisit(t.app, 'XHNK');
    const answers = calmAnswers(await formOf(who, appointment.id));
    const cases = [
      [{ ...answers, complaint: ['no-such-symptom'] }, 'complaint'],
      [{ ...answers, complaint: [] }, 'complaint'],
      [{ ...answers, 'no-such-question': 'x' }, 'no-such-question'],
    ] as const;
    for (const [bad, field] of cases) {
      const response = await save(who, { appointmentId: appointment.id, answers: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field });
      expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
    const malformed = await save(who, { appointmentId: appointment.id, answers: { x: {} } });
    expect(malformed.statusCode).toBe(400);
    expect(await storedOf(appointment.id)).toBeNull();
  });

  it("answers 404 for another account's visit, storing nothing", async () => {
    const { who, appointment } = await paidVisit(t.app, 'XHNK');
    const answers = calmAnswers(await formOf(who, appointment.id));
    const stranger = await patientAccount(t.app);
    const response = await save(stranger, { appointmentId: appointment.id, answers });
    expect(response.statusCode).toBe(404);
    expect(await storedOf(appointment.id)).toBeNull();
  });

  it('answers 404 MODULE_DISABLED while pre-diagnosis is switched off', async () => {
    const { who, appointment } = await paidVisit(t.app, 'XHNK');
    await setModules(
      t.app,
      HOSPITAL_MODULES.filter((module) => module !== 'preDiagnosis'),
    );
    try {
      for (const response of [
        await getData(who),
        await save(who, { appointmentId: appointment.id, answers: {} }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ ...MODULE_DISABLED });
      }
    } finally {
      await setModules(t.app, [...HOSPITAL_MODULES]);
    }
  });

  it('refuses a save once the half-day is over, and the visit shows closed', async () => {
    const { who, appointment } = await paidVisit(t.app, 'XHNK', { days: 0, period: 'morning' });
    const answers = calmAnswers(await formOf(who, appointment.id));
    expect((await save(who, { appointmentId: appointment.id, answers })).statusCode).toBe(200);

    t.clock.set(new Date(Date.parse(appointment.startsAt) + 4 * 3600_000));
    try {
      const late = await save(who, { appointmentId: appointment.id, answers });
      expect(late.statusCode).toBe(409);
      expect(late.json<{ message: string }>().message).toContain('已结束');
      const form = await formOf(who, appointment.id);
      expect(form).toMatchObject({ editable: false, visit: { state: 'closed' } });
      expect(form.record?.answers).toEqual(answers);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});
