import { buildPath } from '@hospital/contract';
import type { ConsoleDoctor } from '@hospital/contract/console';
import {
  batchUpsertHisDepartments,
  putHisDoctor,
  putHisDoctorAvatar,
} from '@hospital/contract/his';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../helpers/db-fingerprint.ts';
import { multipart, PNG } from '../../helpers/multipart.ts';
import {
  ensureTestStaff,
  STAFF_OF_ROLE,
  STAFF_SETUP_TIMEOUT_MS,
  staffSession,
} from '../../helpers/staff.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { createClinic, openHospital, type Clinic } from '../appointments/fixtures.ts';
import { hisHeaders } from '../his/his-client.ts';
import { auditOf, consoleCall, type Headers } from './fixtures.ts';

let t: TestApp;
let clinic: Clinic;
let scheduler: Headers;
let finance: Headers;
beforeAll(async () => {
  ({ t, clinic } = await openHospital());
  await ensureTestStaff(t.app);
  scheduler = (await staffSession(t.app, t.clock, STAFF_OF_ROLE.scheduling)).headers;
  finance = (await staffSession(t.app, t.clock, STAFF_OF_ROLE.finance)).headers;
}, STAFF_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const profile = {
  name: '李明',
  title: '副主任医师',
  gender: 'MALE',
  speciality: '冠心病介入治疗',
  intro: '擅长复杂冠脉介入。',
};
const edit = (id: number, headers: Headers, payload: Record<string, unknown> = profile) =>
  consoleCall(t.app, 'PUT', `/console/api/doctors/${id}`, headers, payload);
const uploadAvatar = (id: number, headers: Headers, body = multipart(PNG)) =>
  t.app.inject({
    method: 'POST',
    url: `/console/api/doctors/${id}/avatar`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });

describe('GET /console/api/doctors', () => {
  it("lists a department's doctors and finds them by name", async () => {
    const other = await createClinic(t.app, '神经内科');
    const page = await consoleCall(
      t.app,
      'GET',
      `/console/api/doctors?departmentId=${other.clinic.id}`,
      scheduler,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      total: 1,
      items: [{ id: other.doctor.id, departmentName: '神经内科', name: '李明' }],
    });
    const byName = await consoleCall(t.app, 'GET', '/console/api/doctors?q=%E6%9D%8E', scheduler);
    expect(byName.json<{ total: number }>().total).toBeGreaterThanOrEqual(2);
  });

  it('answers a bad filter with 400 and other roles with 403', async () => {
    const bad = await consoleCall(t.app, 'GET', '/console/api/doctors?pageSize=1000', scheduler);
    expect(bad.statusCode).toBe(400);
    expect((await consoleCall(t.app, 'GET', '/console/api/doctors', finance)).statusCode).toBe(403);
  });
});

describe('PUT /console/api/doctors/{id}', () => {
  it('changes the profile patients read, with before and after in the audit log', async () => {
    const response = await edit(clinic.doctor.id, scheduler);
    expect(response.statusCode).toBe(200);
    expect(response.json<ConsoleDoctor>()).toMatchObject(profile);
    const [line] = await auditOf(t.app, 'doctor.update', clinic.doctor.id);
    expect(line).toMatchObject({
      before: { title: '主任医师', speciality: '冠心病、高血压' },
      after: { title: '副主任医师', speciality: '冠心病介入治疗' },
    });
  });

  it('refuses bad input with 400, a missing doctor with 404 and other roles with 403', async () => {
    const before = await databaseFingerprint(t.db);
    for (const payload of [
      { ...profile, name: '' },
      { ...profile, title: '院长' },
      { ...profile, gender: 'X' },
      { ...profile, intro: 'x'.repeat(5001) },
    ])
      expect((await edit(clinic.doctor.id, scheduler, payload)).statusCode).toBe(400);
    expect((await edit(99_999_999, scheduler)).statusCode).toBe(404);
    expect((await edit(clinic.doctor.id, finance)).statusCode).toBe(403);
    expect((await edit(clinic.doctor.id, {})).statusCode).toBe(401);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });
});

describe('POST /console/api/doctors/{id}/avatar', () => {
  it('keeps the photo in the media module, serves it publicly and audits the change', async () => {
    const response = await uploadAvatar(clinic.doctor.id, scheduler);
    expect(response.statusCode).toBe(200);
    const { avatarUrl } = response.json<ConsoleDoctor>();
    expect(avatarUrl).toMatch(/^\/media\/images\/[0-9a-f]{32}$/);
    const image = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const [line] = await auditOf(t.app, 'doctor.avatar', clinic.doctor.id);
    expect(line?.after).toMatchObject({ avatarUrl });
  });

  it('refuses what is no image, no file, a missing doctor and other roles, changing nothing', async () => {
    const before = await databaseFingerprint(t.db);
    const script = multipart(Buffer.from('<script>alert(1)</script>'), 'a.png');
    expect((await uploadAvatar(clinic.doctor.id, scheduler, script)).statusCode).toBe(400);
    const wrongField = multipart(PNG, 'a.png', 'image/png', 'photo');
    expect((await uploadAvatar(clinic.doctor.id, scheduler, wrongField)).statusCode).toBe(400);
    const json = await consoleCall(
      t.app,
      'POST',
      `/console/api/doctors/${clinic.doctor.id}/avatar`,
      scheduler,
      { file: 'x' },
    );
    expect(json.statusCode).toBe(400);
    expect((await uploadAvatar(99_999_999, scheduler)).statusCode).toBe(404);
    expect((await uploadAvatar(clinic.doctor.id, finance)).statusCode).toBe(403);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });
});

describe('PUT /his/v1/doctors/{hisId}/avatar', () => {
  it("replaces a HIS doctor's photo, which the HIS's next send without one keeps", async () => {
    const his = await hisHeaders(t.app);
    await t.app.inject({
      method: 'POST',
      url: buildPath(batchUpsertHisDepartments.path),
      headers: his,
      payload: { items: [{ hisId: 'D-AV', name: '眼科' }] },
    });
    const doctor = {
      departmentHisId: 'D-AV',
      name: '周芳',
      title: '主治医师',
      gender: 'FEMALE',
    };
    const put = () =>
      t.app.inject({
        method: 'PUT',
        url: buildPath(putHisDoctor.path, { hisId: 'DR-AV' }),
        headers: his,
        payload: doctor,
      });
    expect((await put()).statusCode).toBe(200);
    const body = multipart(PNG);
    const url = buildPath(putHisDoctorAvatar.path, { hisId: 'DR-AV' });
    const response = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...his, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hisId: 'DR-AV', status: 'updated' });
    expect((await put()).json()).toMatchObject({ status: 'unchanged' });

    const missing = await t.app.inject({
      method: 'PUT',
      url: buildPath(putHisDoctorAvatar.path, { hisId: 'DR-NONE' }),
      headers: { ...his, ...body.headers },
      payload: body.payload,
    });
    expect(missing.statusCode).toBe(404);
    const noScope = await hisHeaders(t.app, ['his:reports']);
    const refused = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...noScope, ...body.headers },
      payload: body.payload,
    });
    expect(refused.statusCode).toBe(403);
  });
});
