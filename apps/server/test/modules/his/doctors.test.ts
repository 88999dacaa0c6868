import { buildPath } from '@hospital/contract';
import {
  batchUpsertHisDepartments,
  batchUpsertHisDoctors,
  listHisDoctors,
  putHisDoctor,
  type HisBatchResult,
} from '@hospital/contract/his';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { hisAreaWrites, hisHeaders } from './his-client.ts';

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = await hisHeaders(t.app);
  await t.app.inject({
    method: 'POST',
    url: buildPath(batchUpsertHisDepartments.path),
    headers,
    payload: { items: [{ hisId: 'D-IM', name: '内科' }] },
  });
});
afterAll(() => t.close());

const { batch, put } = hisAreaWrites(() => ({ app: t.app, headers }), {
  batch: batchUpsertHisDoctors,
  put: putHisDoctor,
});
const rowOf = async (hisId: string) =>
  (await t.db.select().from(doctors).where(eq(doctors.hisId, hisId)))[0];
const doctorCount = async () => (await t.db.select().from(doctors)).length;

const zhang = {
  hisId: 'DR-1',
  departmentHisId: 'D-IM',
  name: '张明',
  title: '主任医师',
  gender: 'MALE',
  speciality: '高血压',
};

describe('POST /his/v1/doctors:batchUpsert', () => {
  it('creates doctors with a drawn avatar, and a replay changes nothing', async () => {
    const li = {
      ...zhang,
      hisId: 'DR-2',
      name: '李华',
      gender: 'FEMALE',
      avatarUrl: 'https://his.example/li.png',
    };
    const first = await batch([zhang, li]);
    expect(first.json<HisBatchResult>().results.map((r) => r.status)).toEqual([
      'created',
      'created',
    ]);
    expect(await rowOf('DR-1')).toMatchObject({
      name: '张明',
      code: 'DR-1',
      avatarUrl: '/media/avatars/doctors/DR-1.svg',
    });
    expect(await rowOf('DR-2')).toMatchObject({ avatarUrl: 'https://his.example/li.png' });
    const count = await doctorCount();
    const replay = await batch([zhang, li]);
    expect(replay.json<HisBatchResult>().results.map((r) => r.status)).toEqual([
      'unchanged',
      'unchanged',
    ]);
    expect(await doctorCount()).toBe(count);
    // The patients' pages show the new doctor with the drawn avatar.
    const avatar = await t.app.inject({ url: '/media/avatars/doctors/DR-1.svg' });
    expect(avatar.statusCode).toBe(200);
  });

  it('refuses a doctor of an unknown department with its reason and applies the rest', async () => {
    const response = await batch([
      { ...zhang, hisId: 'DR-3', departmentHisId: 'NOPE' },
      { ...zhang, hisId: 'DR-4', name: '王强' },
    ]);
    expect(response.json()).toEqual({
      results: [
        { hisId: 'DR-3', status: 'refused', reason: '科室 NOPE 不存在' },
        { hisId: 'DR-4', status: 'created' },
      ],
    });
    expect(await rowOf('DR-3')).toBeUndefined();
  });

  it('answers 400 for a bad title, an http avatar or a missing department, writing nothing', async () => {
    const count = await doctorCount();
    for (const item of [
      { ...zhang, hisId: 'DR-9', title: '神医' },
      { ...zhang, hisId: 'DR-9', avatarUrl: 'http://his.example/a.png' },
      { ...zhang, hisId: 'DR-9', departmentHisId: undefined },
    ]) {
      expect((await batch([item])).statusCode).toBe(400);
    }
    expect(await doctorCount()).toBe(count);
  });
});

describe('PUT /his/v1/doctors/{hisId}', () => {
  it('updates a doctor and answers unchanged to the same body', async () => {
    const { hisId: _hisId, ...body } = zhang;
    const moved = await put('DR-1', { ...body, title: '副主任医师' });
    expect(moved.json()).toEqual({ hisId: 'DR-1', status: 'updated' });
    expect((await put('DR-1', { ...body, title: '副主任医师' })).json()).toMatchObject({
      status: 'unchanged',
    });
    expect(await rowOf('DR-1')).toMatchObject({ title: '副主任医师' });
  });

  it('answers 409 with the reason when refused; 403 without his:schedules', async () => {
    const { hisId: _hisId, ...body } = zhang;
    const refused = await put('DR-5', { ...body, departmentHisId: 'NOPE' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: '科室 NOPE 不存在' });
    const wrongScope = await put('DR-5', body, await hisHeaders(t.app, ['his:content']));
    expect(wrongScope.statusCode).toBe(403);
    expect(await rowOf('DR-5')).toBeUndefined();
  });
});

describe('GET /his/v1/doctors', () => {
  it('lists the doctors the HIS sent with their department hisId', async () => {
    const response = await t.app.inject({ url: `${listHisDoctors.path}?pageSize=2`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 3,
      items: [
        { hisId: 'DR-1', departmentHisId: 'D-IM', title: '副主任医师', avatarUrl: null },
        { hisId: 'DR-2', avatarUrl: 'https://his.example/li.png' },
      ],
    });
  });
});
