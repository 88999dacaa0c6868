import { buildPath } from '@hospital/contract';
import {
  batchUpsertHisNatItems,
  listHisNatItems,
  putHisNatItem,
  type HisBatchResult,
} from '@hospital/contract/his';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { natItems } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { hisAreaWrites, hisHeaders } from '../his/his-client.ts';
import { pooledItem, singleItem } from './fixtures.ts';

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = await hisHeaders(t.app, ['his:exams']);
});
afterAll(() => t.close());

const { batch, put } = hisAreaWrites(() => ({ app: t.app, headers }), {
  batch: batchUpsertHisNatItems,
  put: putHisNatItem,
});
const rowOf = async (hisId: string) =>
  (await t.db.select().from(natItems).where(eq(natItems.hisId, hisId)))[0];

describe('POST /his/v1/nat-items:batchUpsert', () => {
  it('creates items, a replay is unchanged, and a changed price updates', async () => {
    const first = await batch([singleItem, pooledItem]);
    expect(first.statusCode).toBe(200);
    expect(first.json<HisBatchResult>().results.map((r) => r.status)).toEqual([
      'created',
      'created',
    ]);
    expect(await rowOf('NAT-10')).toMatchObject({ poolSize: 10, priceFen: 350, active: true });

    const replay = await batch([singleItem, pooledItem]);
    expect(replay.json<HisBatchResult>().results.map((r) => r.status)).toEqual([
      'unchanged',
      'unchanged',
    ]);
    const cheaper = await batch([{ ...pooledItem, priceFen: 300 }]);
    expect(cheaper.json<HisBatchResult>().results[0]?.status).toBe('updated');
    expect((await rowOf('NAT-10'))?.priceFen).toBe(300);
  });

  it('refuses a pooled item of one person and keeps the others', async () => {
    const response = await batch([
      { ...pooledItem, hisId: 'NAT-BAD', poolSize: 1 },
      { ...singleItem, hisId: 'NAT-OK' },
    ]);
    const [bad, ok] = response.json<HisBatchResult>().results;
    expect(bad).toMatchObject({ status: 'refused' });
    expect(bad?.reason).toContain('poolSize');
    expect(ok?.status).toBe('created');
    expect(await rowOf('NAT-BAD')).toBeUndefined();
  });

  it('answers 400 naming the field for a bad price, writing nothing', async () => {
    const response = await batch([{ ...singleItem, hisId: 'NAT-NEG', priceFen: -1 }]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('priceFen');
    expect(await rowOf('NAT-NEG')).toBeUndefined();
  });

  it('answers 403 without his:exams, writing nothing', async () => {
    const other = await hisHeaders(t.app, ['his:schedules']);
    const response = await batch([{ ...singleItem, hisId: 'NAT-X' }], other);
    expect(response.statusCode).toBe(403);
    expect(await rowOf('NAT-X')).toBeUndefined();
    expect((await put('NAT-X', singleItem, other)).statusCode).toBe(403);
  });
});

describe('PUT /his/v1/nat-items/{hisId} and the reconciliation read', () => {
  it('upserts one item and lists items in hisId order', async () => {
    const { hisId: _hisId, ...body } = singleItem;
    const response = await put('NAT-PUT', { ...body, hours: '24小时', emergency: true });
    expect(response.json()).toEqual({ hisId: 'NAT-PUT', status: 'created' });
    const refused = await put('NAT-PUT2', { ...body, sampleKind: 'pooled' });
    expect(refused.statusCode).toBe(409);
    const list = await t.app.inject({
      method: 'GET',
      url: buildPath(listHisNatItems.path),
      headers,
    });
    const { items, total } = list.json<{ items: { hisId: string }[]; total: number }>();
    expect(items.map((item) => item.hisId)).toEqual([...items.map((i) => i.hisId)].sort());
    expect(total).toBe(items.length);
    expect(items.some((item) => item.hisId === 'NAT-PUT')).toBe(true);
  });
});
