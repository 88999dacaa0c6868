import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostCode, passwordGrant, requestToken } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TOKEN_RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(() => t.close());

describe('POST /oauth/token rate limit', () => {
  it('answers 429 with the error body once an address passes the token limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await requestToken(t.app, passwordGrant('WXAPP', 'guess'))).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await requestToken(
      t.app,
      passwordGrant('WXAPP', await hostCode(t.app, 'WXAPP')),
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: '请求过于频繁，请稍后再试', code: 'RATE_LIMITED' });
  });

  it('leaves other routes to the global limit', async () => {
    const response = await t.app.inject({ url: '/api/me' });
    expect(response.statusCode).toBe(401);
  });
});
