import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../src/clock.ts';
import { verifySmsCode } from '../../../src/modules/captcha/index.ts';
import { smsKeys } from '../../../src/modules/captcha/sms-codes.ts';
import { createMemoryStore } from '../../../src/stores/index.ts';
import {
  latestSmsCode,
  registerAccount,
  requestSmsCode,
  testPhone,
} from '../../helpers/accounts.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../helpers/test-app.ts';

// Codes expire on the store's clock and send limits on the app's: one clock drives both.
const clock = manualClock(TEST_NOW);
const store = createMemoryStore({ now: () => clock.now().getTime() });
const advance = (seconds: number) => clock.advance(seconds * 1000);

let t: TestApp;
let ips = 0;
/** Each test its own address, so the hourly per-address limit is tested on purpose only. */
const freshIp = () => `10.0.0.${++ips}`;

beforeAll(async () => {
  t = await createTestApp({ store, clock });
});
afterAll(async () => {
  await t.close();
  await store.close();
});

describe('GET /api/captcha/phone-captcha', () => {
  it('sends a 6-digit code through the SMS provider, valid five minutes', async () => {
    const phone = testPhone();
    const response = await requestSmsCode(t.app, phone, 'register', freshIp());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ expiresIn: 300, resendIn: 60 });
    const code = await latestSmsCode(t.app, phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(await verifySmsCode(t.app, phone, 'register', code ?? '')).toBe(true);
  });

  it('rejects a phone that is not 11 digits and an unknown scene, naming the field', async () => {
    const badPhone = await requestSmsCode(t.app, '1380013800', 'register', freshIp());
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json()).toMatchObject({
      field: 'phone',
      message: expect.stringContaining('phone') as string,
    });
    const badScene = await t.app.inject({
      url: '/api/captcha/phone-captcha',
      query: { phone: testPhone(), scene: 'payment' },
    });
    expect(badScene.statusCode).toBe(400);
    expect(badScene.json()).toMatchObject({ field: 'scene' });
  });

  it('refuses to send a registration code to a registered phone', async () => {
    const account = await registerAccount(t.app);
    advance(61);
    const response = await requestSmsCode(t.app, account.phone, 'register', freshIp());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: '该手机号已注册' });
  });

  it('answers login and reset for an unknown phone as if sent, but sends nothing', async () => {
    for (const scene of ['login', 'reset'] as const) {
      const phone = testPhone();
      const response = await requestSmsCode(t.app, phone, scene, freshIp());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ expiresIn: 300, resendIn: 60 });
      expect(await latestSmsCode(t.app, phone)).toBeNull();
    }
  });

  it('does not send again within 60 seconds, and a new code replaces the old one', async () => {
    const phone = testPhone();
    const ip = freshIp();
    await requestSmsCode(t.app, phone, 'register', ip);
    const first = await latestSmsCode(t.app, phone);
    advance(30);
    const early = await requestSmsCode(t.app, phone, 'register', ip);
    expect(early.statusCode).toBe(429);
    expect(early.json<{ message: string }>().message).toContain('60秒');
    advance(31);
    expect((await requestSmsCode(t.app, phone, 'register', ip)).statusCode).toBe(200);
    const second = await latestSmsCode(t.app, phone);
    // The old code is dead unless, one time in a million, the new one has the same digits.
    expect(await verifySmsCode(t.app, phone, 'register', first ?? '')).toBe(first === second);
  });

  it('sends at most 10 codes a day to one phone', async () => {
    const phone = testPhone();
    for (let i = 0; i < 10; i++) {
      expect((await requestSmsCode(t.app, phone, 'register', freshIp())).statusCode).toBe(200);
      advance(61);
    }
    const refused = await requestSmsCode(t.app, phone, 'register', freshIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toContain('今日');
    advance(24 * 3600);
    expect((await requestSmsCode(t.app, phone, 'register', freshIp())).statusCode).toBe(200);
  });

  it('sends at most 30 codes an hour from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++)
      expect((await requestSmsCode(t.app, testPhone(), 'register', ip)).statusCode).toBe(200);
    const refused = await requestSmsCode(t.app, testPhone(), 'register', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    advance(3601);
    expect((await requestSmsCode(t.app, testPhone(), 'register', ip)).statusCode).toBe(200);
  });

  it('throws a code away after 5 wrong tries', async () => {
    const phone = testPhone();
    await requestSmsCode(t.app, phone, 'register', freshIp());
    const code = (await latestSmsCode(t.app, phone)) ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect(await verifySmsCode(t.app, phone, 'register', wrong)).toBe(false);
    expect(await verifySmsCode(t.app, phone, 'register', code)).toBe(false);
  });

  it('lets a code expire after five minutes and work only for its own scene', async () => {
    const phone = testPhone();
    await requestSmsCode(t.app, phone, 'register', freshIp());
    const code = (await latestSmsCode(t.app, phone)) ?? '';
    expect(await verifySmsCode(t.app, phone, 'bind', code)).toBe(false);
    advance(301);
    expect(await verifySmsCode(t.app, phone, 'register', code)).toBe(false);
  });

  it('accepts a code once', async () => {
    const phone = testPhone();
    await requestSmsCode(t.app, phone, 'bind', freshIp());
    const code = (await latestSmsCode(t.app, phone)) ?? '';
    expect(await verifySmsCode(t.app, phone, 'bind', code)).toBe(true);
    expect(await verifySmsCode(t.app, phone, 'bind', code)).toBe(false);
  });
});

describe('GET /sandbox/sms', () => {
  it('lists what was sent, newest first, saying plainly it is a sandbox', async () => {
    const [older, newer] = [testPhone(), testPhone()];
    await requestSmsCode(t.app, older, 'bind', freshIp());
    await requestSmsCode(t.app, newer, 'bind', freshIp());
    const page = await t.app.inject({ url: '/sandbox/sms' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>沙箱短信收件箱</title>');
    expect(page.body).toContain('沙箱环境');
    expect(page.body.indexOf(newer)).toBeLessThan(page.body.indexOf(older));
    expect(page.body).toContain(`data-testid="sms-code">${await latestSmsCode(t.app, newer)}<`);
  });

  it('answers the latest code as JSON, 404 when there is none, 400 for a bad phone', async () => {
    expect(
      (await t.app.inject({ url: `/sandbox/sms/latest?phone=${testPhone()}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/sandbox/sms/latest?phone=123' })).statusCode).toBe(400);
  });
});

describe('GET /api/captcha/phone-captcha without an SMS provider', () => {
  it('answers 503 and keeps no code', async () => {
    const bare = await createTestApp({ env: { SANDBOX: '0' } });
    try {
      const phone = testPhone();
      const response = await requestSmsCode(bare.app, phone, 'register');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'SMS_UNAVAILABLE' });
      expect(await bare.app.store.get(smsKeys.code(phone, 'register'))).toBeNull();
      // Nothing was sent, so the patient may try again at once.
      expect((await requestSmsCode(bare.app, phone, 'register')).statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
