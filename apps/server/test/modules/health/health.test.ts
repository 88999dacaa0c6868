import {
  HEALTH_PASS_HOURS,
  HOSPITAL_MODULES,
  MODULE_DISABLED,
  type HealthRecordSummary,
  type Inpatient,
  type PassCheck,
} from '@hospital/contract';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, healthRecords } from '../../../src/db/schema/index.ts';
import { consoleClient, type ConsoleClient } from '../../helpers/console-request.ts';
import {
  STAFF_OF_ROLE,
  staffOfRoles,
  staffSession,
  STAFF_SETUP_TIMEOUT_MS,
  type StaffTestSession,
} from '../../helpers/staff.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../helpers/test-app.ts';
import { patientAccount } from '../appointments/fixtures.ts';
import { setModules } from '../triage/fixtures.ts';
import { answersFor, questionnaireOf, save, saved } from './fixtures.ts';

let t: TestApp;
let consoleApi: ConsoleClient;
let staff: Record<'service' | 'content', StaffTestSession>;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { JOBS: '0' } });
  consoleApi = consoleClient(t.app);
  staff = await staffOfRoles(t, ['service', 'content']);
}, STAFF_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const get = (who: { headers: object } | null, url: string, query: Record<string, string> = {}) =>
  t.app.inject({ url, query, headers: { ...who?.headers } });
const recordCount = async () => (await t.db.select({ n: count() }).from(healthRecords))[0]!.n;
const ward: Inpatient = { name: '王五', ward: '心内科二病区', bed: '12床' };

async function visitorSheet(who: Awaited<ReturnType<typeof patientAccount>>, risky: string[] = []) {
  const questionnaire = await questionnaireOf(t.app, who, 'visitor');
  return {
    patientId: who.patientId,
    kind: 'visitor',
    version: questionnaire.version,
    answers: answersFor(questionnaire, risky),
  };
}

describe('GET /api/health/dictItemData and /api/health/queryDictItem', () => {
  it("gives each kind's questionnaire from the dictionaries, and the forms' small lists", async () => {
    const who = await patientAccount(t.app);
    const visitor = await questionnaireOf(t.app, who, 'visitor');
    const carer = await questionnaireOf(t.app, who, 'carer');
    expect(visitor.key).toBe('health-visitor');
    expect(carer.key).toBe('health-carer');
    expect(visitor.questions.length).toBeGreaterThan(0);
    expect((await questionnaireOf(t.app, who, 'outpatient')).key).toBe('health-visitor');

    const kinds = await get(who, '/api/health/queryDictItem', { type: 'kind' });
    expect(kinds.json()).toContainEqual({ value: 'carer', label: '住院陪护' });
  });

  it('refuses an unknown kind or type with 400, and anyone signed out with 401', async () => {
    const who = await patientAccount(t.app);
    expect((await get(who, '/api/health/dictItemData', { kind: 'guest' })).statusCode).toBe(400);
    expect((await get(who, '/api/health/queryDictItem', { type: 'relation' })).statusCode).toBe(
      400,
    );
    expect((await get(null, '/api/health/dictItemData', { kind: 'visitor' })).statusCode).toBe(401);
  });
});

describe('POST /api/health/save', () => {
  it('stores the sheet exactly as answered and issues a green pass for a day', async () => {
    const who = await patientAccount(t.app);
    const sheet = await visitorSheet(who);
    const record = await saved(t.app, who, sheet);
    expect(record).toMatchObject({
      kind: 'visitor',
      colour: 'green',
      reasons: [],
      inpatient: null,
    });
    expect(record.snapshot.answers).toEqual(sheet.answers);
    expect(record.snapshot.version).toBe(sheet.version);
    expect(record.createdAt).toBe(TEST_NOW.toISOString());
    expect(Date.parse(record.expiresAt) - TEST_NOW.getTime()).toBe(HEALTH_PASS_HOURS * 3600_000);
    expect(record.pass.maskedName).toMatch(/^\*+.$/);
    expect(record.pass.code).not.toContain(record.patientName);
  });

  it('colours a risk answer and keeps which questions made it', async () => {
    const who = await patientAccount(t.app);
    const questionnaire = await questionnaireOf(t.app, who, 'visitor');
    const risky = questionnaire.questions.find((question) =>
      question.options.some((option) => option.risk),
    )!;
    const record = await saved(t.app, who, await visitorSheet(who, [risky.id]));
    expect(record.reasons).toContain(risky.id);
    expect(record.colour).not.toBe('green');
  });

  it('records a carer with the inpatient they typed, and offers it again through inpat', async () => {
    const who = await patientAccount(t.app);
    const questionnaire = await questionnaireOf(t.app, who, 'carer');
    const sheet = {
      patientId: who.patientId,
      kind: 'carer',
      version: questionnaire.version,
      answers: answersFor(questionnaire),
      inpatient: ward,
    };
    expect((await saved(t.app, who, sheet)).inpatient).toEqual(ward);
    await saved(t.app, who, sheet);
    expect((await get(who, '/api/health/inpat')).json()).toEqual([ward]);
    const other = await patientAccount(t.app);
    expect((await get(other, '/api/health/inpat')).json()).toEqual([]);
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const who = await patientAccount(t.app);
    const sheet = await visitorSheet(who);
    const before = await recordCount();
    const cases: [object, string][] = [
      [{ ...sheet, answers: {} }, ''],
      [{ ...sheet, answers: { ...sheet.answers, 'no-such-question': 'x' } }, ''],
      [{ ...sheet, kind: 'carer' }, 'inpatient'],
      [{ ...sheet, inpatient: ward }, 'inpatient'],
      [{ ...sheet, kind: 'carer', inpatient: { ...ward, bed: '' } }, ''],
      [{ ...sheet, patientId: 'abc' }, ''],
    ];
    for (const [payload, field] of cases) {
      const response = await save(t.app, who, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
      if (field) expect(response.json()).toMatchObject({ field });
    }
    const stale = await save(t.app, who, { ...sheet, version: sheet.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(await recordCount()).toBe(before);
  });

  it("refuses another account's patient with 404 and stores nothing", async () => {
    const who = await patientAccount(t.app);
    const stranger = await patientAccount(t.app);
    const before = await recordCount();
    const response = await save(t.app, stranger, await visitorSheet(who));
    expect(response.statusCode).toBe(404);
    expect(await recordCount()).toBe(before);
  });
});

describe('GET /api/health/list and /api/health/findHealthRecord', () => {
  it("lists only the account's own records and gives one with the same pass", async () => {
    const who = await patientAccount(t.app);
    const record = await saved(t.app, who, await visitorSheet(who));
    const list = (await get(who, '/api/health/list')).json<HealthRecordSummary[]>();
    expect(list.map(({ id }) => id)).toEqual([record.id]);
    const found = await get(who, '/api/health/findHealthRecord', { id: String(record.id) });
    expect(found.json()).toEqual(record);

    const stranger = await patientAccount(t.app);
    expect((await get(stranger, '/api/health/list')).json()).toEqual([]);
    const leaked = await get(stranger, '/api/health/findHealthRecord', { id: String(record.id) });
    expect(leaked.statusCode).toBe(404);
    expect(leaked.body).not.toContain(record.patientName);
    expect((await get(who, '/api/health/findHealthRecord', { id: 'x' })).statusCode).toBe(400);
  });
});

describe('the newCrown module switch', () => {
  it('answers 404 MODULE_DISABLED while the hospital has it off', async () => {
    const who = await patientAccount(t.app);
    const sheet = await visitorSheet(who);
    await setModules(t.app, ['registration']);
    try {
      const response = await save(t.app, who, sheet);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: MODULE_DISABLED.code });
      expect((await get(who, '/api/health/list')).statusCode).toBe(404);
    } finally {
      await setModules(t.app, [...HOSPITAL_MODULES]);
    }
  });
});

describe('POST /console/api/health/pass/check', () => {
  const check = (who: StaffTestSession | null, code: unknown) =>
    consoleApi(who, '/health/pass/check', { method: 'POST', payload: { code } });

  it('tells the door guard a pass is valid, then expired, with the masked name only', async () => {
    const who = await patientAccount(t.app);
    const record = await saved(t.app, who, await visitorSheet(who));
    const valid = (await check(staff.service, record.pass.code)).json<PassCheck>();
    expect(valid).toEqual({
      status: 'valid',
      colour: 'green',
      maskedName: record.pass.maskedName,
      kind: 'visitor',
      issuedAt: record.createdAt,
      expiresAt: record.expiresAt,
    });
    t.clock.advance(HEALTH_PASS_HOURS * 3600_000);
    try {
      // The morning's console session has lapsed by the next day: the guard signs in again.
      const nextShift = await staffSession(t.app, t.clock, STAFF_OF_ROLE.service);
      expect((await check(nextShift, record.pass.code)).json()).toMatchObject({
        status: 'expired',
      });
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('reads an edited or made-up code as invalid', async () => {
    const who = await patientAccount(t.app);
    const { pass } = await saved(t.app, who, await visitorSheet(who));
    const [version, payload, signature] = pass.code.split('.');
    const forged = Buffer.from(
      Buffer.from(payload!, 'base64url').toString().replace('"c":"green"', '"c":"red"'),
    ).toString('base64url');
    for (const code of [`${version}.${forged}.${signature}`, 'HP1.e30.abc', '绿码']) {
      expect((await check(staff.service, code)).json()).toEqual({ status: 'invalid' });
    }
    // Each check is in the audit log by outcome, without the code.
    const logged = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'health-pass.check'))
      .orderBy(desc(auditLog.id))
      .limit(3);
    expect(logged.map((line) => [line.entityId, line.details])).toEqual(
      Array(3).fill(['-', { status: 'invalid' }]),
    );
    expect(JSON.stringify(logged)).not.toContain(signature);
    expect((await check(staff.service, '')).statusCode).toBe(400);
    expect((await check(staff.service, 'x'.repeat(600))).statusCode).toBe(400);
  });

  it('refuses staff of another role with 403 and a patient or nobody with 401', async () => {
    const who = await patientAccount(t.app);
    const { pass } = await saved(t.app, who, await visitorSheet(who));
    const refused = await check(staff.content, pass.code);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(pass.maskedName);
    expect((await check(null, pass.code)).statusCode).toBe(401);
    expect([401, 403]).toContain(
      (
        await consoleApi(who, '/health/pass/check', {
          method: 'POST',
          payload: { code: pass.code },
        })
      ).statusCode,
    );
  });
});
