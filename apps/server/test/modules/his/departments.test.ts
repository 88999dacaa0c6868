import { buildPath } from '@hospital/contract';
import {
  batchUpsertHisDepartments,
  listHisDepartments,
  putHisDepartment,
  type HisBatchResult,
} from '@hospital/contract/his';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments } from '../../../src/db/schema/index.ts';
import { signIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { hisAreaWrites, hisHeaders } from './his-client.ts';

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = await hisHeaders(t.app);
});
afterAll(() => t.close());

const { batch, put } = hisAreaWrites(() => ({ app: t.app, headers }), {
  batch: batchUpsertHisDepartments,
  put: putHisDepartment,
});
const rowOf = async (hisId: string) =>
  (await t.db.select().from(departments).where(eq(departments.hisId, hisId)))[0];
const departmentCount = async () => (await t.db.select().from(departments)).length;

describe('POST /his/v1/departments:batchUpsert', () => {
  it('is served at the colon path the contract declares', () => {
    expect(buildPath(batchUpsertHisDepartments.path)).toBe('/his/v1/departments:batchUpsert');
  });

  it('creates parents and their clinics in one batch, then answers a replay unchanged', async () => {
    const items = [
      { hisId: 'B-IM', name: '内科', sort: 1 },
      { hisId: 'B-IM-1', name: '心内科', parentHisId: 'B-IM', location: '门诊楼 3 楼' },
    ];
    const first = await batch(items);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      results: [
        { hisId: 'B-IM', status: 'created' },
        { hisId: 'B-IM-1', status: 'created' },
      ],
    });
    const parent = await rowOf('B-IM');
    expect(await rowOf('B-IM-1')).toMatchObject({
      name: '心内科',
      parentId: parent?.id,
      location: '门诊楼 3 楼',
      code: 'B-IM-1',
    });
    const count = await departmentCount();
    const replay = await batch(items);
    expect(replay.json<HisBatchResult>().results.map((r) => r.status)).toEqual([
      'unchanged',
      'unchanged',
    ]);
    expect(await departmentCount()).toBe(count);
  });

  it('refuses an item with an unknown parent with its reason and applies the rest', async () => {
    const response = await batch([
      { hisId: 'B-SUR', name: '外科' },
      { hisId: 'B-ORPHAN', name: '孤儿科', parentHisId: 'NOPE' },
      { hisId: 'B-SUR-1', name: '骨科', parentHisId: 'B-SUR' },
    ]);
    expect(response.json()).toEqual({
      results: [
        { hisId: 'B-SUR', status: 'created' },
        { hisId: 'B-ORPHAN', status: 'refused', reason: '上级科室 NOPE 不存在' },
        { hisId: 'B-SUR-1', status: 'created' },
      ],
    });
    expect(await rowOf('B-ORPHAN')).toBeUndefined();
  });

  it('keeps departments two levels deep', async () => {
    await batch([
      { hisId: 'B-PED', name: '儿科' },
      { hisId: 'B-PED-1', name: '儿内科', parentHisId: 'B-PED' },
    ]);
    const response = await batch([
      { hisId: 'B-PED-1-1', name: '新生儿科', parentHisId: 'B-PED-1' },
      { hisId: 'B-PED', name: '儿科', parentHisId: 'B-SUR' },
    ]);
    const [deep, moved] = response.json<HisBatchResult>().results;
    expect(deep).toMatchObject({
      status: 'refused',
      reason: expect.stringContaining('两级') as string,
    });
    expect(moved).toMatchObject({
      status: 'refused',
      reason: expect.stringContaining('二级科室') as string,
    });
    expect(await rowOf('B-PED')).toMatchObject({ parentId: null });
  });

  it('refuses a hisId that is the code of a department the HIS did not send', async () => {
    await t.db
      .insert(departments)
      .values({ code: 'LOCAL-1', name: '本地科室', intro: '', location: '' });
    const response = await batch([{ hisId: 'LOCAL-1', name: '改名' }]);
    expect(response.json<HisBatchResult>().results[0]).toMatchObject({ status: 'refused' });
    const [local] = await t.db.select().from(departments).where(eq(departments.code, 'LOCAL-1'));
    expect(local).toMatchObject({ name: '本地科室', hisId: null });
  });

  it('answers 400 for a malformed batch and writes nothing', async () => {
    const count = await departmentCount();
    for (const items of [[], [{ hisId: 'bad id!', name: 'x' }], [{ hisId: 'B-X' }]]) {
      const response = await batch(items);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ hisId: `B-${i}`, name: 'x' }));
    expect((await batch(tooMany)).statusCode).toBe(400);
    expect(await departmentCount()).toBe(count);
  });
});

describe('PUT /his/v1/departments/{hisId}', () => {
  it('creates, updates and leaves unchanged', async () => {
    const body = { name: '眼科', intro: '眼病诊治', location: '2 楼' };
    expect((await put('P-EYE', body)).json()).toEqual({ hisId: 'P-EYE', status: 'created' });
    expect((await put('P-EYE', body)).json()).toEqual({ hisId: 'P-EYE', status: 'unchanged' });
    const renamed = await put('P-EYE', { ...body, name: '眼科中心' });
    expect(renamed.json()).toEqual({ hisId: 'P-EYE', status: 'updated' });
    expect(await rowOf('P-EYE')).toMatchObject({ name: '眼科中心', intro: '眼病诊治' });
  });

  it('answers 409 with the reason when refused, and changes nothing', async () => {
    const response = await put('P-LOST', { name: '迷路科', parentHisId: 'NOPE' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: '上级科室 NOPE 不存在', code: 'HIS_REFUSED' });
    expect(await rowOf('P-LOST')).toBeUndefined();
  });

  it('answers 400 for a bad body or hisId', async () => {
    expect((await put('P-EYE', { name: '' })).statusCode).toBe(400);
    expect((await put('P-EYE', { name: 'x', sort: -1 })).statusCode).toBe(400);
    expect((await put('a'.repeat(65), { name: 'x' })).statusCode).toBe(400);
    expect(await rowOf('P-EYE')).toMatchObject({ name: '眼科中心' });
  });
});

describe('GET /his/v1/departments', () => {
  it('pages through what the HIS sent, in hisId order', async () => {
    const url = (query: string) => `${listHisDepartments.path}?${query}`;
    const first = await t.app.inject({ url: url('pageSize=2'), headers });
    expect(first.statusCode).toBe(200);
    const body = first.json<{ items: { hisId: string }[]; total: number }>();
    expect(body.items.map((item) => item.hisId)).toEqual(['B-IM', 'B-IM-1']);
    expect(body.items[1]).toEqual({
      hisId: 'B-IM-1',
      name: '心内科',
      parentHisId: 'B-IM',
      intro: '',
      location: '门诊楼 3 楼',
      sort: 0,
    });
    expect(body.total).toBeGreaterThanOrEqual(7);
    const second = await t.app.inject({ url: url('pageSize=2&page=2'), headers });
    expect(second.json<{ items: { hisId: string }[] }>().items[0]?.hisId).toBe('B-PED');
    expect((await t.app.inject({ url: url('pageSize=0'), headers })).statusCode).toBe(400);
  });
});

describe('who may call', () => {
  const anyCall = (as: Record<string, string>) => [
    () => batch([{ hisId: 'W-1', name: '不该写入' }], as as typeof headers),
    () => put('W-1', { name: '不该写入' }, as as typeof headers),
    () => t.app.inject({ url: listHisDepartments.path, headers: as }),
  ];

  it('answers 401 invalid_token without a token, with a patient token or an expired one', async () => {
    const patient = await signIn(t.app);
    const expiring = await hisHeaders(t.app);
    t.clock.advance(15 * 60 * 1000);
    for (const as of [{}, patient.headers, { authorization: 'Bearer nonsense' }, expiring]) {
      for (const call of anyCall(as)) {
        const response = await call();
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ error: 'invalid_token' });
        expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      }
    }
    expect(await rowOf('W-1')).toBeUndefined();
  });

  it('answers 403 insufficient_scope to a client without his:schedules', async () => {
    const reports = await hisHeaders(t.app, ['his:reports']);
    for (const call of anyCall(reports)) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'insufficient_scope' });
    }
    expect(await rowOf('W-1')).toBeUndefined();
  });

  it('never opens a patient endpoint with a HIS token', async () => {
    const response = await t.app.inject({ url: '/api/me', headers: await hisHeaders(t.app) });
    expect(response.statusCode).toBe(401);
  });
});
