import {
  HOSPITAL_MODULES,
  MODULE_DISABLED,
  type BizConfig,
  type HospitalModule,
  type IndexInit,
} from '@hospital/contract';
import type { HospitalSettingsInput, HospitalSettingsView } from '@hospital/contract/console';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { surveyResponses } from '../../../src/db/schema/index.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import {
  ensureTestStaff,
  STAFF_OF_ROLE,
  staffSession,
  type StaffTestSession,
} from '../../helpers/staff.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let patient: SignedIn;
let admin: StaffTestSession;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  patient = await signIn(t.app);
  await ensureTestStaff(t.app);
  admin = await staffSession(t.app, t.clock, STAFF_OF_ROLE.admin);
});
afterAll(() => t.close());

/** Saves the settings in the console as the administrator does, changing what `edit` changes. */
async function saveSettings(edit: (settings: HospitalSettingsInput) => HospitalSettingsInput) {
  const current = await t.app.inject({ url: '/console/api/settings', headers: admin.headers });
  const { hospitalName: _, ...settings } = current.json<HospitalSettingsView>();
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/console/api/settings',
    headers: admin.headers,
    payload: edit(settings),
  });
  expect(saved.statusCode).toBe(200);
}

const switchModules = (change: (enabled: HospitalModule[]) => HospitalModule[]) =>
  saveSettings((settings) => ({ ...settings, enabledModules: change(settings.enabledModules) }));
const switchOff = (module: HospitalModule) =>
  switchModules((enabled) => enabled.filter((m) => m !== module));
const switchOn = (module: HospitalModule) => switchModules((enabled) => [...enabled, module]);

beforeEach(() => switchModules(() => [...HOSPITAL_MODULES]));

const get = (url: string, app: FastifyInstance = t.app, who: SignedIn | null = patient) =>
  app.inject({ url, headers: { ...who?.headers } });

const expectDisabled = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ ...MODULE_DISABLED });
};

describe('an area the hospital switched off', () => {
  it('answers 404 MODULE_DISABLED on its endpoints, and 200 again once switched back on', async () => {
    expect((await get('/api/surveys')).statusCode).toBe(200);
    expect((await get('/api/hospitals/getQueueQuery')).statusCode).toBe(200);

    await switchOff('survey');
    expectDisabled(await get('/api/surveys'));
    expectDisabled(await get('/api/surveys/1'));
    // The other areas are untouched.
    expect((await get('/api/hospitals/getQueueQuery')).statusCode).toBe(200);

    await switchOn('survey');
    expect((await get('/api/surveys')).statusCode).toBe(200);
  });

  it('is absent before the bearer check and the body are looked at, and writes nothing', async () => {
    await switchOff('survey');
    expectDisabled(await get('/api/surveys', t.app, null));
    const before = await t.db.select().from(surveyResponses);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/xgwj/survey/1/answer',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...patient.headers },
      payload: 'not=a+survey',
    });
    expectDisabled(answer);
    expect(await t.db.select().from(surveyResponses)).toEqual(before);
  });

  it('turns booking off without hiding the appointments a patient already holds', async () => {
    await switchOff('registration');
    expectDisabled(await get('/api/hospitals/getRegisterTip'));
    expectDisabled(await get('/api/hospitals/getRegisterDepartments'));
    expect((await get('/api/appointment/getAppointmentList')).statusCode).toBe(200);
  });

  it('is marked off on the home page, and news leaves no article linking into it', async () => {
    await switchOff('news');
    await switchOff('nucleicAcid');
    const home = (await get('/api/index/init', t.app, null)).json<IndexInit>();
    expect(home.modules).toMatchObject({ news: false, nucleicAcid: false, registration: true });
    expect(home.latestNews).toEqual([]);
    expectDisabled(await get('/api/news/getNewsCategory'));
  });
});

/**
 * A second server instance on the same database, as behind a load balancer. On PostgreSQL
 * it is a second connection pool; PGlite lives inside one process, so there the second app
 * shares the connection, and still no memory with the first.
 */
async function secondInstance(): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') return createTestApp({ sharing: t });
  const app = await buildApp({
    config: { ...t.config, jobs: false },
    db: t.db,
    clock: t.clock,
    logger: false,
  });
  await app.ready();
  return { app, close: () => app.close() };
}

describe('a change saved in the console through one server instance', () => {
  let other: { app: FastifyInstance; close: () => Promise<void> };
  beforeAll(async () => {
    other = await secondInstance();
  });
  afterAll(() => other.close());

  // Each instance keeps the settings until the change is announced to it (LISTEN/NOTIFY or
  // Redis): how soon it arrives is not asserted, only that it does.
  it('is in force on another instance once the change reaches it', async () => {
    const otherPatient = await signIn(other.app);
    // Read once first, so an instance that kept what it read and never heard would answer stale.
    expect((await get('/api/surveys', other.app, otherPatient)).statusCode).toBe(200);
    const before = (await get('/api/hospitals/getBizConfig', other.app, null)).json<BizConfig>();

    await saveSettings((settings) => ({
      ...settings,
      bookingDays: before.bookingDays + 1,
      enabledModules: settings.enabledModules.filter((m) => m !== 'survey'),
    }));

    await vi.waitFor(
      async () => {
        expectDisabled(await get('/api/surveys', other.app, otherPatient));
        const after = (await get('/api/hospitals/getBizConfig', other.app, null)).json<BizConfig>();
        expect(after.bookingDays).toBe(before.bookingDays + 1);
        const home = (await get('/api/index/init', other.app, null)).json<IndexInit>();
        expect(home.modules.survey).toBe(false);
      },
      { timeout: 10_000, interval: 20 },
    );
  });
});
