import type { DepartmentGroup } from '@hospital/contract';
import type { ConsoleDepartment } from '@hospital/contract/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../helpers/auth.ts';
import { databaseFingerprint } from '../../helpers/db-fingerprint.ts';
import {
  ensureTestStaff,
  STAFF_OF_ROLE,
  STAFF_SETUP_TIMEOUT_MS,
  staffSession,
} from '../../helpers/staff.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { createClinic, openHospital, type Clinic } from '../appointments/fixtures.ts';
import { auditOf, consoleCall, type Headers } from './fixtures.ts';

let t: TestApp;
let clinic: Clinic;
let scheduler: Headers;
beforeAll(async () => {
  ({ t, clinic } = await openHospital({ clinicName: '呼吸内科' }));
  await ensureTestStaff(t.app);
  scheduler = (await staffSession(t.app, t.clock, STAFF_OF_ROLE.scheduling)).headers;
}, STAFF_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const list = (headers: Headers, query = '') =>
  consoleCall(t.app, 'GET', `/console/api/departments${query}`, headers);
const edit = (id: number, headers: Headers, payload: Record<string, unknown>) =>
  consoleCall(t.app, 'PUT', `/console/api/departments/${id}`, headers, payload);

async function patientsSee(name: string): Promise<boolean> {
  const patient = await signIn(t.app);
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/hospitals/depts',
    headers: patient.headers,
  });
  expect(response.statusCode).toBe(200);
  const groups = response.json<DepartmentGroup[]>();
  return JSON.stringify(groups).includes(name);
}

describe('GET /console/api/departments', () => {
  it('lists first-level departments before their clinics, with doctor counts', async () => {
    const response = await list(scheduler);
    expect(response.statusCode).toBe(200);
    const departments = response.json<ConsoleDepartment[]>();
    const group = departments.findIndex((row) => row.id === clinic.group.id);
    const child = departments.findIndex((row) => row.id === clinic.clinic.id);
    expect(group).toBeGreaterThanOrEqual(0);
    expect(child).toBe(group + 1);
    expect(departments[child]).toMatchObject({
      parentName: '内科',
      name: '呼吸内科',
      hidden: false,
      doctorCount: 1,
    });
  });

  it('finds departments by name, and a clinic by its parent', async () => {
    await createClinic(t.app, '消化内科');
    const names = (await list(scheduler, `?q=${encodeURIComponent('消化')}`))
      .json<ConsoleDepartment[]>()
      .map((row) => row.name);
    expect(names).toEqual(['消化内科']);
    expect((await list(scheduler, '?q=%25')).json<ConsoleDepartment[]>()).toEqual([]);
  });

  it('refuses the finance role', async () => {
    const staff = await staffSession(t.app, t.clock, STAFF_OF_ROLE.finance);
    expect((await list(staff.headers)).statusCode).toBe(403);
  });

  it.each(['content', 'service'] as const)('lets the %s role pick from it', async (role) => {
    const staff = await staffSession(t.app, t.clock, STAFF_OF_ROLE[role]);
    expect((await list(staff.headers)).statusCode).toBe(200);
  });
});

describe('PUT /console/api/departments/{id}', () => {
  it('renames, describes and hides a clinic from patients, with an audit line', async () => {
    const { clinic: own } = await createClinic(t.app, '肾内科');
    expect(await patientsSee('肾内科')).toBe(true);
    const response = await edit(own.id, scheduler, {
      name: '肾脏内科',
      intro: '慢性肾病与透析',
      hidden: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ConsoleDepartment>()).toMatchObject({
      name: '肾脏内科',
      intro: '慢性肾病与透析',
      hidden: true,
    });
    expect(await patientsSee('肾脏内科')).toBe(false);
    const [line] = await auditOf(t.app, 'department.update', own.id);
    expect(line).toMatchObject({
      entityType: 'department',
      before: { name: '肾内科', intro: '', hidden: false },
      after: { name: '肾脏内科', hidden: true },
    });
    expect(line?.actor).toMatch(/^staff:\d+$/);
    expect(line?.createdAt.getTime()).toBe(t.clock.now().getTime());
  });

  it('refuses an empty or too long name with 400 and a missing department with 404', async () => {
    const before = await databaseFingerprint(t.db);
    for (const payload of [
      { name: ' ', intro: '', hidden: false },
      { name: 'x'.repeat(51), intro: '', hidden: false },
      { name: '内科', intro: '', hidden: 'no' },
      { name: '内科' },
    ]) {
      const response = await edit(clinic.clinic.id, scheduler, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
    const missing = await edit(99_999_999, scheduler, { name: '内科', intro: '', hidden: false });
    expect(missing.statusCode).toBe(404);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('refuses other roles and patients, changing nothing', async () => {
    const finance = await staffSession(t.app, t.clock, STAFF_OF_ROLE.finance);
    const before = await databaseFingerprint(t.db);
    const payload = { name: '改名', intro: '', hidden: true };
    expect((await edit(clinic.clinic.id, finance.headers, payload)).statusCode).toBe(403);
    expect((await edit(clinic.clinic.id, {}, payload)).statusCode).toBe(401);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });
});
