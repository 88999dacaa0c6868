import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountToken,
  registerAccount,
  signInAccount,
  smsCode,
  testPhone,
} from '../../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reset = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user/reset-password', payload });

let ips = 0;
/** Each sign-in from its own address, so failures here never trigger the captcha. */
const tokenStatus = async (username: string, password: string) =>
  (await accountToken(t.app, { username, password }, `10.2.0.${++ips}`)).statusCode;

describe('POST /api/user/reset-password', () => {
  it('sets the new password and signs the account out everywhere', async () => {
    const account = await registerAccount(t.app);
    const session = await signInAccount(t.app, account);
    const code = await smsCode(t.app, account.phone, 'reset');
    const response = await reset({ phone: account.phone, smsCode: code, password: 'newpass99' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const me = await t.app.inject({ url: '/api/me', headers: session.headers });
    expect(me.statusCode).toBe(401);
    expect(await tokenStatus(account.phone, account.password)).toBe(400);
    expect(await tokenStatus(account.phone, 'newpass99')).toBe(200);
  });

  it('refuses a wrong code or a code of another scene, changing nothing', async () => {
    const account = await registerAccount(t.app);
    const loginCode = await smsCode(t.app, account.phone, 'login');
    for (const smsCode of [loginCode, '000000']) {
      const response = await reset({ phone: account.phone, smsCode, password: 'newpass99' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: '验证码错误或已过期', field: 'smsCode' });
    }
    expect(await tokenStatus(account.phone, account.password)).toBe(200);
  });

  it('refuses a weak password without spending the code', async () => {
    const account = await registerAccount(t.app);
    const code = await smsCode(t.app, account.phone, 'reset');
    const weak = await reset({ phone: account.phone, smsCode: code, password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ field: 'password' });
    const strong = await reset({ phone: account.phone, smsCode: code, password: 'password1' });
    expect(strong.statusCode).toBe(200);
  });

  it('answers an unregistered phone like a wrong code', async () => {
    const response = await reset({ phone: testPhone(), smsCode: '123456', password: 'newpass99' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: '验证码错误或已过期' });
  });
});
