import type { ThirdPartyApp } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thirdPartyApps } from '../../../src/db/schema/index.ts';
import { signIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO: '0' } });
  await t.db.insert(thirdPartyApps).values([
    {
      name: '健康码',
      icon: 'healthCode',
      kind: 'miniProgram',
      url: 'pages/index/index',
      appId: 'wx0000000000000000',
      sort: 2,
    },
    { name: '医保电子凭证', icon: 'insurance', kind: 'web', url: 'https://example.org/', sort: 1 },
  ]);
});
afterAll(() => t.close());

describe('GET /api/thirdparty-apps', () => {
  it('lists the outside services in display order', async () => {
    const who = await signIn(t.app);
    const response = await t.app.inject({ url: '/api/thirdparty-apps', headers: who.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json<ThirdPartyApp[]>()).toEqual([
      expect.objectContaining({
        name: '医保电子凭证',
        description: '',
        icon: 'insurance',
        kind: 'web',
        url: 'https://example.org/',
        appId: null,
      }),
      expect.objectContaining({ name: '健康码', kind: 'miniProgram', appId: 'wx0000000000000000' }),
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/thirdparty-apps' })).statusCode).toBe(401);
  });
});
