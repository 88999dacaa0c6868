import {
  MODULE_DISABLED,
  type FeverClinic,
  type FeverRecord,
  type Questionnaire,
  type QuestionnaireAnswers,
} from '@hospital/contract';
import type { HospitalSettingsView } from '@hospital/contract/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feverRecords } from '../../../src/db/schema/index.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { ensureTestStaff, STAFF_OF_ROLE, staffSession } from '../../helpers/staff.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { calmFeverAnswers as calm } from './fixtures.ts';
import { addPatient } from '../patients/fixtures.ts';

let t: TestApp;
let patient: SignedIn;
let stranger: SignedIn;
let patientId: number;
let strangersPatientId: number;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { JOBS: '0' } });
  patient = await signIn(t.app);
  stranger = await signIn(t.app);
  patientId = (await addPatient(t.app, patient)).id;
  strangersPatientId = (await addPatient(t.app, stranger)).id;
});
afterAll(() => t.close());

interface Dict {
  questionnaire: Questionnaire;
  clinic: FeverClinic;
  record: FeverRecord | null;
}

const dict = (who: SignedIn | null, query = '') =>
  t.app.inject({ url: `/api/research/getDictItemData${query}`, headers: { ...who?.headers } });
const save = (who: SignedIn | null, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/research/save',
    headers: { ...who?.headers },
    payload: body,
  });
const countRecords = async () => (await t.db.select().from(feverRecords)).length;

const feverish: QuestionnaireAnswers = {
  ...calm,
  temperature: 38.4,
  symptoms: ['fever', 'cough'],
  'fever-days': 'days-1-3',
};

describe('the fever pre-screening', () => {
  it("gives the hospital's fever questionnaire and the fever clinic's place on the map", async () => {
    const response = await dict(patient);
    expect(response.statusCode).toBe(200);
    const body = response.json<Dict>();
    expect(body.questionnaire).toMatchObject({
      key: 'fever',
      version: 1,
      title: '发热门诊预检问卷',
    });
    expect(body.clinic).toMatchObject({ name: '发热门诊', location: '急诊楼 2楼' });
    expect(body.clinic.note).toContain('室外通道');
    expect(body.clinic.bring.length).toBeGreaterThan(2);
    expect(body.record).toBeNull();
    expect((await dict(null)).statusCode).toBe(401);
  });

  it('sends a risk answer to the fever clinic, stored exactly as answered', async () => {
    const { questionnaire } = (await dict(patient)).json<Dict>();
    const response = await save(patient, { patientId, version: 1, answers: feverish });
    expect(response.statusCode).toBe(200);
    const { record, clinic } = response.json<{ record: FeverRecord; clinic: FeverClinic }>();
    expect(record).toMatchObject({
      patientId,
      patientName: '张三',
      destination: 'fever-clinic',
      reasons: [
        { questionId: 'temperature', text: '您当前的体温是多少？（℃）' },
        { questionId: 'symptoms', text: expect.stringContaining('症状') as string },
      ],
      sheet: { ...questionnaire, answers: feverish },
      savedAt: t.clock.now().toISOString(),
    });
    expect(clinic.location).toBe('急诊楼 2楼');

    const read = (await dict(patient, `?recordId=${record.id}`)).json<Dict>();
    expect(read.record).toEqual(record);
  });

  it('sends a calm answer to the ordinary outpatient halls', async () => {
    const response = await save(patient, { patientId, version: 1, answers: calm });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ record: FeverRecord }>().record).toMatchObject({
      destination: 'outpatient',
      reasons: [],
    });
  });

  it('refuses a wrong sheet with 400 naming the question, storing nothing', async () => {
    const before = await countRecords();
    const cases: [object, string][] = [
      [{ patientId, version: 1, answers: { ...calm, temperature: 43 } }, 'temperature'],
      [{ patientId, version: 1, answers: { ...calm, travel: 'maybe' } }, 'travel'],
      [{ patientId, version: 1, answers: { ...calm, 'travel-place': '某地' } }, 'travel-place'],
      [{ patientId, version: 1, answers: { ...calm, symptoms: ['fever'] } }, 'fever-days'],
      [{ patientId, version: 1, answers: { ...calm, ghost: 'x' } }, 'ghost'],
      [{ patientId, version: 1 }, 'answers'],
      [{ patientId: 'x', version: 1, answers: calm }, 'patientId'],
    ];
    for (const [body, field] of cases) {
      const response = await save(patient, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    }
    expect(
      (await save(patient, { patientId, version: 1, answers: { ...calm, temperature: 43 } })).json<{
        message: string;
      }>().message,
    ).toBe('“您当前的体温是多少？（℃）”应在35.0～42.0℃之间');
    const stale = await save(patient, { patientId, version: 9, answers: calm });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'QUESTIONNAIRE_CHANGED' });
    expect(await countRecords()).toBe(before);
  });

  it('keeps each account to its own patients and records: 404, nothing leaked or stored', async () => {
    const before = await countRecords();
    const theirs = await save(patient, {
      patientId: strangersPatientId,
      version: 1,
      answers: calm,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(String(strangersPatientId));
    expect((await save(null, { patientId, version: 1, answers: calm })).statusCode).toBe(401);
    expect(await countRecords()).toBe(before);

    const mine = (await save(patient, { patientId, version: 1, answers: feverish })).json<{
      record: FeverRecord;
    }>().record;
    const peek = await dict(stranger, `?recordId=${mine.id}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain('张三');
  });

  it('answers MODULE_DISABLED while the hospital has the fever clinic switched off', async () => {
    await ensureTestStaff(t.app);
    const admin = await staffSession(t.app, t.clock, STAFF_OF_ROLE.admin);
    const settings = async (change: (modules: string[]) => string[]) => {
      const current = await t.app.inject({ url: '/console/api/settings', headers: admin.headers });
      const { hospitalName: _, ...view } = current.json<HospitalSettingsView>();
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/console/api/settings',
        headers: admin.headers,
        payload: { ...view, enabledModules: change(view.enabledModules) },
      });
      expect(saved.statusCode).toBe(200);
    };
    await settings((modules) => modules.filter((module) => module !== 'fever'));
    const before = await countRecords();
    for (const response of [
      await dict(patient),
      await save(patient, { patientId, version: 1, answers: calm }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ ...MODULE_DISABLED });
    }
    expect(await countRecords()).toBe(before);
    await settings((modules) => [...modules, 'fever']);
    expect((await dict(patient)).statusCode).toBe(200);
  });
});
