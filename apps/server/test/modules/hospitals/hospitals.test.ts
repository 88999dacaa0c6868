import type { BizConfig, DepartmentGroup, Hospital } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, departments, hospitalSettings } from '../../../src/db/schema/index.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let patient: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  patient = await signIn(t.app);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

async function configureHospital() {
  await t.db.insert(hospitalSettings).values({
    name: '测试医院',
    registrationStartHour: 22,
    registrationStartMinute: 0,
    registrationEndHour: 6,
    registrationEndMinute: 30,
    paymentTimeoutMinutes: 20,
    cancelCutoffHours: 4,
    enabledModules: ['registration'],
    servicePhone: '010-12345678',
    address: '北京市东城区帅府园1号',
    intro: '一所综合医院。',
  });
  await t.db.insert(buildings).values([
    { name: '门诊楼', intro: '' },
    { name: '住院部', intro: '' },
  ]);
}

describe('before the hospital is set up', () => {
  it('answers 503 with a message instead of made-up settings', async () => {
    const response = await get('/api/hospitals/getBizConfig');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      message: expect.any(String) as string,
      code: 'NOT_CONFIGURED',
    });
  });
});

describe('GET /api/hospitals/getBizConfig', () => {
  beforeAll(configureHospital);

  it('answers without a token with the window, timeouts and server time', async () => {
    const response = await get('/api/hospitals/getBizConfig');
    expect(response.statusCode).toBe(200);
    const body = response.json<BizConfig>();
    expect(body).toEqual({
      hospitalName: '测试医院',
      registrationWindow: { start: { hour: 22, minute: 0 }, end: { hour: 6, minute: 30 } },
      paymentTimeoutMinutes: 20,
      cancelCutoffHours: 4,
      bookingDays: 14,
      creditPayEnabled: false,
      // The sandbox insurance platform stands in, so hcare can pay.
      hcarePayEnabled: true,
      serverTime: TEST_NOW.toISOString(),
    });
  });
});

describe('GET /api/hospitals/hospital', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/hospitals/hospital')).statusCode).toBe(401);
  });

  it('gives the introduction, address, phone and number of buildings', async () => {
    const response = await get('/api/hospitals/hospital', patient.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json<Hospital>()).toEqual({
      name: '测试医院',
      intro: '一所综合医院。',
      address: '北京市东城区帅府园1号',
      servicePhone: '010-12345678',
      buildingCount: 2,
    });
  });
});

describe('GET /api/hospitals/depts', () => {
  beforeAll(async () => {
    const place = { intro: '简介', location: '门诊楼2楼' };
    const [surgery, medicine] = await t.db
      .insert(departments)
      .values([
        { code: 'T-WK', name: '外科', sort: 2, ...place },
        { code: 'T-NK', name: '内科', sort: 1, ...place },
      ])
      .returning({ id: departments.id });
    await t.db.insert(departments).values([
      { code: 'T-XH', name: '消化内科', parentId: medicine!.id, sort: 2, ...place },
      { code: 'T-XXG', name: '心血管内科', parentId: medicine!.id, sort: 1, ...place },
      { code: 'T-GK', name: '骨科', parentId: surgery!.id, sort: 1, ...place },
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/hospitals/depts')).statusCode).toBe(401);
  });

  it('gives first-level departments with their clinics, in display order', async () => {
    const response = await get('/api/hospitals/depts', patient.headers);
    expect(response.statusCode).toBe(200);
    const tree = response.json<DepartmentGroup[]>();
    expect(tree.map(({ name, children }) => [name, children.map((child) => child.name)])).toEqual([
      ['内科', ['心血管内科', '消化内科']],
      ['外科', ['骨科']],
    ]);
    expect(tree[0]!.children[0]).toEqual({
      id: expect.any(Number) as number,
      code: 'T-XXG',
      name: '心血管内科',
      intro: '简介',
      location: '门诊楼2楼',
    });
  });
});
