import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { hisHeaders } from './his-client.ts';

const HIS_LIMIT = 8;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { HIS_RATE_LIMIT_PER_MINUTE: String(HIS_LIMIT), RATE_LIMIT_PER_MINUTE: '100' },
  });
});
afterAll(() => t.close());

type OpenApi = {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
};

describe('OpenAPI documents', () => {
  it('publishes the HIS endpoints alone at /his/v1/docs/json', async () => {
    const response = await t.app.inject({ url: '/his/v1/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApi>();
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/his/v1/departments',
        '/his/v1/departments/{hisId}',
        '/his/v1/departments:batchUpsert',
      ]),
    );
    expect(paths.every((path) => path.startsWith('/his/v1/'))).toBe(true);
    expect(document.paths['/his/v1/departments:batchUpsert']?.post?.security).toEqual([
      { bearer: ['his:schedules'] },
    ]);
  });

  it('leaves the HIS and console endpoints out of /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<OpenApi>().paths);
    expect(paths).toContain('/oauth/token');
    expect(
      paths.filter((path) => path.startsWith('/his/') || path.startsWith('/console/')),
    ).toEqual([]);
  });
});

describe('rate limit', () => {
  it('counts HIS requests against their own limit, apart from the patients', async () => {
    const headers = await hisHeaders(t.app);
    const list = () => t.app.inject({ url: '/his/v1/departments', headers });
    const statuses: number[] = [];
    for (let i = 0; i < HIS_LIMIT + 1; i += 1) statuses.push((await list()).statusCode);
    // The client is counted on its own account: the document requests above, made without
    // its token, were not.
    expect(statuses).toEqual([...Array<number>(HIS_LIMIT).fill(200), 429]);
    // Patients' pages are counted on their own limit and still answer.
    expect((await t.app.inject({ url: '/api/hospitals/hospital' })).statusCode).not.toBe(429);
  });
});
