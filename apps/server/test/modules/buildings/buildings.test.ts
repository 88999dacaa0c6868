import type { Building } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, departments, floors, places } from '../../../src/db/schema/index.ts';
import { signIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO: '0' } });
  const [outpatient] = await t.db
    .insert(buildings)
    .values([
      { name: '门诊楼', intro: '正门北侧', sort: 1 },
      { name: '医技楼', intro: '连廊相通', sort: 2 },
    ])
    .returning({ id: buildings.id });
  const [second, basement, first] = await t.db
    .insert(floors)
    .values([
      { buildingId: outpatient!.id, level: 2, name: '2F' },
      { buildingId: outpatient!.id, level: -1, name: 'B1' },
      { buildingId: outpatient!.id, level: 1, name: '1F' },
    ])
    .returning({ id: floors.id });
  const [cardiology] = await t.db
    .insert(departments)
    .values({ code: 'XNK', name: '心内科门诊', intro: '', location: '门诊楼2F' })
    .returning({ id: departments.id });
  await t.db.insert(places).values([
    {
      floorId: second!.id,
      name: '心内科门诊',
      description: '2F 东区',
      departmentId: cardiology!.id,
    },
    { floorId: first!.id, name: '药房', description: '凭缴费凭证取药' },
    { floorId: basement!.id, name: '停车场' },
  ]);
});
afterAll(() => t.close());

describe('GET /api/build/buildList', () => {
  it('gives buildings in order with floors from the lowest and what is on each', async () => {
    const who = await signIn(t.app);
    const response = await t.app.inject({ url: '/api/build/buildList', headers: who.headers });
    expect(response.statusCode).toBe(200);
    const [outpatient, lab] = response.json<Building[]>();
    expect(outpatient!.floors.map(({ name }) => name)).toEqual(['B1', '1F', '2F']);
    expect(outpatient!.floors[2]!.places.map(({ id: _id, ...place }) => place)).toEqual([
      { name: '心内科门诊', description: '2F 东区', deptCode: 'XNK' },
    ]);
    expect(outpatient!.floors[1]!.places[0]).toMatchObject({ name: '药房', deptCode: null });
    expect(lab).toMatchObject({ name: '医技楼', floors: [] });
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/build/buildList' })).statusCode).toBe(401);
  });
});
