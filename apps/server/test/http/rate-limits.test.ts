import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/auth.ts';
import { hisHeaders } from '../modules/his/his-client.ts';
import { createTestApp, TEST_ASSET, type TestApp } from '../helpers/test-app.ts';

const PER_ACCOUNT = 4;
const PER_ADDRESS = 6;
const HIS_LIMIT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_PER_MINUTE: String(PER_ACCOUNT),
      ANONYMOUS_RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS),
      HIS_RATE_LIMIT_PER_MINUTE: String(HIS_LIMIT),
    },
  });
});
afterAll(() => t.close());

const PAGE = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
let addresses = 0;
/** An address of the test's own, so no test spends another's budget. */
const newAddress = () => `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const bizConfig = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/hospitals/getBizConfig', remoteAddress, headers });
const me = (remoteAddress: string, headers: Record<string, string>) =>
  t.app.inject({ url: '/api/me', remoteAddress, headers });

type Outcome = 'answered' | 'limited';
const outcomeOf = (response: { statusCode: number }): Outcome =>
  response.statusCode === 429 ? 'limited' : 'answered';

/** What `count` requests in a row got: the test app has no hospital, so 'answered' may be a 503. */
async function outcomesOf(count: number, send: () => Promise<{ statusCode: number }>) {
  const outcomes: Outcome[] = [];
  for (let i = 0; i < count; i += 1) outcomes.push(outcomeOf(await send()));
  return outcomes;
}
const answered = (count: number): Outcome[] => Array<Outcome>(count).fill('answered');

describe('the API rate limit', () => {
  it('never counts the built apps: their pages and files are served past any limit', async () => {
    const address = newAddress();
    const files = [TEST_ASSET, `/console${TEST_ASSET}`, '/', '/personal', '/console/staff'];
    for (const url of files) {
      for (let i = 0; i < PER_ADDRESS + 2; i += 1) {
        const response = await t.app.inject({ url, remoteAddress: address, headers: PAGE });
        expect(response.statusCode, url).toBe(200);
      }
    }
    // The address still has its whole API budget.
    expect(await outcomesOf(PER_ADDRESS + 1, () => bizConfig(address))).toEqual([
      ...answered(PER_ADDRESS),
      'limited',
    ]);
  });

  it('counts a signed-in patient on their own account, apart from the others on the same address', async () => {
    const address = newAddress();
    const first = await signIn(t.app);
    const second = await signIn(t.app);
    const outcomes = await outcomesOf(PER_ACCOUNT + 1, () => me(address, first.headers));
    expect(outcomes).toEqual([...answered(PER_ACCOUNT), 'limited']);
    // Reads that need no sign-in count on the account too, when it is signed in.
    expect(outcomeOf(await bizConfig(address, first.headers))).toBe('limited');
    expect((await me(address, second.headers)).statusCode).toBe(200);
    expect(outcomeOf(await bizConfig(address))).toBe('answered');
  });

  it('follows the account to another address', async () => {
    const patient = await signIn(t.app);
    const outcomes = await outcomesOf(PER_ACCOUNT, () => me(newAddress(), patient.headers));
    expect(outcomes).toEqual(answered(PER_ACCOUNT));
    expect(outcomeOf(await me(newAddress(), patient.headers))).toBe('limited');
  });

  it('shares one budget, sized for a hospital network, among the callers of an address without a valid token', async () => {
    const address = newAddress();
    const outcomes = await outcomesOf(PER_ADDRESS, () => bizConfig(address));
    expect(outcomes).toEqual(answered(PER_ADDRESS));
    // A made-up token opens no budget of its own.
    const forged = await bizConfig(address, { authorization: 'Bearer made-up-token' });
    expect(outcomeOf(forged)).toBe('limited');
    expect(outcomeOf(await bizConfig(newAddress()))).toBe('answered');
  });

  it('counts the API calls outside /api too, such as the survey form posts', async () => {
    const address = newAddress();
    const answer = () =>
      t.app.inject({ method: 'POST', url: '/xgwj/survey/1/answer', remoteAddress: address });
    expect(await outcomesOf(PER_ADDRESS + 1, answer)).toEqual([
      ...answered(PER_ADDRESS),
      'limited',
    ]);
  });

  it('answers 429 in the API error shape, saying when to come back', async () => {
    const address = newAddress();
    await outcomesOf(PER_ADDRESS, () => bizConfig(address));
    const limited = await bizConfig(address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: '请求过于频繁，请稍后再试', code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(limited.headers['x-ratelimit-limit']).toBe(String(PER_ADDRESS));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers['cache-control']).toBe('no-store');
  });

  it('counts each HIS client on its own limit, apart from another on the same address', async () => {
    const address = newAddress();
    const first = await hisHeaders(t.app);
    const second = await hisHeaders(t.app);
    const list = (headers: Record<string, string>) =>
      t.app.inject({ url: '/his/v1/departments', remoteAddress: address, headers });
    const outcomes = await outcomesOf(HIS_LIMIT + 1, () => list(first));
    expect(outcomes).toEqual([...answered(HIS_LIMIT), 'limited']);
    expect((await list(second)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  const BALANCER = '10.9.0.1';
  const viaBalancer = (app: TestApp, patientAddress: string) =>
    app.app.inject({
      url: '/api/hospitals/getBizConfig',
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': patientAddress },
    });

  it('takes the address the trusted balancer saw, so each network behind it has its own budget', async () => {
    const behind = await createTestApp({
      env: { ANONYMOUS_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: BALANCER },
    });
    try {
      const outcomes = await outcomesOf(3, () => viaBalancer(behind, '203.0.113.7'));
      expect(outcomes).toEqual([...answered(2), 'limited']);
      expect(outcomeOf(await viaBalancer(behind, '198.51.100.20'))).toBe('answered');
    } finally {
      await behind.close();
    }
  });

  it('is off by default: a client cannot name its own address in X-Forwarded-For', async () => {
    const address = newAddress();
    const outcomes = await outcomesOf(PER_ADDRESS + 1, () =>
      t.app.inject({
        url: '/api/hospitals/getBizConfig',
        remoteAddress: address,
        headers: { 'x-forwarded-for': newAddress() },
      }),
    );
    expect(outcomes).toEqual([...answered(PER_ADDRESS), 'limited']);
  });
});
