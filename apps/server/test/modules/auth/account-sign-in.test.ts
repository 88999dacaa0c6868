import { CAPTCHA_REQUIRED } from '@hospital/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageCaptchaKey } from '../../../src/modules/captcha/image-captcha.ts';
import {
  accountToken,
  registerAccount,
  smsCode,
  smsUsername,
  testPhone,
} from '../../helpers/accounts.ts';
import { expectOAuthError, hostCode, passwordGrant, requestToken } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let ips = 0;
/** Failures are also counted per address: each test signs in from its own. */
const freshIp = () => `10.1.0.${++ips}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function me(token: string) {
  return t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });
}

function expectDescription(response: LightMyRequestResponse, text: string, code?: string) {
  expectOAuthError(response, 400, 'invalid_grant');
  const body = response.json<{ error_description: string; code?: string }>();
  expect(body.error_description).toBe(text);
  expect(body.code).toBe(code);
}

async function captcha(): Promise<{ captcha_id: string; captcha: string }> {
  const { captchaId } = (await t.app.inject({ url: '/api/captcha' })).json<{ captchaId: string }>();
  return {
    captcha_id: captchaId,
    captcha: (await t.app.store.get(imageCaptchaKey(captchaId))) ?? '',
  };
}

describe('POST /oauth/token with an account', () => {
  it('signs in with the phone and password as the native app (WXAPP)', async () => {
    const account = await registerAccount(t.app);
    const response = await accountToken(
      t.app,
      { username: account.phone, password: account.password },
      freshIp(),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{ access_token: string; refresh_token: string }>();
    const profile = await me(body.access_token);
    expect(profile.json()).toMatchObject({
      id: account.userId,
      phone: account.phone,
      hasPassword: true,
    });
  });

  it('signs in with sms: + phone and a login code', async () => {
    const account = await registerAccount(t.app);
    const ip = freshIp();
    const code = await smsCode(t.app, account.phone, 'login', ip);
    const response = await accountToken(
      t.app,
      { username: smsUsername(account.phone), password: code },
      ip,
    );
    expect(response.statusCode).toBe(200);
    // The code is spent.
    const again = await accountToken(
      t.app,
      { username: smsUsername(account.phone), password: code },
      ip,
    );
    expectDescription(again, '验证码错误或已过期');
  });

  it('says the same for a wrong password and an unregistered phone', async () => {
    const account = await registerAccount(t.app);
    const ip = freshIp();
    const wrong = await accountToken(t.app, { username: account.phone, password: 'wrong1234' }, ip);
    expectDescription(wrong, '手机号或密码错误');
    const unknown = await accountToken(t.app, { username: testPhone(), password: 'wrong1234' }, ip);
    expectDescription(unknown, '手机号或密码错误');
  });

  it('refuses a registration code for sign-in', async () => {
    const phone = testPhone();
    const ip = freshIp();
    const code = await smsCode(t.app, phone, 'register', ip);
    const response = await accountToken(
      t.app,
      { username: smsUsername(phone), password: code },
      ip,
    );
    expectDescription(response, '验证码错误或已过期');
  });

  it('refuses a malformed phone as invalid_request', async () => {
    for (const username of ['1380013800', smsUsername('23800138000')]) {
      const response = await accountToken(t.app, { username, password: 'x' }, freshIp());
      expectOAuthError(response, 400, 'invalid_request');
    }
  });

  it('asks for an image captcha after 3 failures for a phone, then accepts one', async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < 3; i++)
      await accountToken(t.app, { username: account.phone, password: 'wrong1234' }, freshIp());
    const credentials = { username: account.phone, password: account.password };
    const ip = freshIp();
    const asked = await accountToken(t.app, credentials, ip);
    expectDescription(asked, '请输入图形验证码', CAPTCHA_REQUIRED);

    const wrongCaptcha = await accountToken(
      t.app,
      { ...credentials, captcha_id: (await captcha()).captcha_id, captcha: 'zzzz' },
      ip,
    );
    expectDescription(wrongCaptcha, '图形验证码错误，请重新输入', CAPTCHA_REQUIRED);

    const solved = await captcha();
    const withCaptcha = await accountToken(
      t.app,
      { ...credentials, ...solved, captcha: solved.captcha.toUpperCase() },
      ip,
    );
    expect(withCaptcha.statusCode).toBe(200);
    // Spent: the same captcha does not work twice.
    const reused = await accountToken(
      t.app,
      { ...credentials, password: 'wrong1234', ...solved },
      ip,
    );
    expectDescription(reused, '手机号或密码错误');
    // A success clears the phone's count.
    expect((await accountToken(t.app, credentials, freshIp())).statusCode).toBe(200);
  });

  it('asks for a captcha after 10 failures from one address, whatever the phone', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      await accountToken(t.app, { username: testPhone(), password: 'wrong1234' }, ip);
    const account = await registerAccount(t.app);
    const response = await accountToken(
      t.app,
      { username: account.phone, password: account.password },
      ip,
    );
    expectDescription(response, '请输入图形验证码', CAPTCHA_REQUIRED);
    const elsewhere = await accountToken(
      t.app,
      { username: account.phone, password: account.password },
      freshIp(),
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses a closed account', async () => {
    const account = await registerAccount(t.app);
    const ip = freshIp();
    const { access_token: token } = (
      await accountToken(t.app, { username: account.phone, password: account.password }, ip)
    ).json<{ access_token: string }>();
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/user/unregister',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: account.password },
    });
    expect(closed.statusCode).toBe(200);
    const response = await accountToken(
      t.app,
      { username: account.phone, password: account.password },
      ip,
    );
    expectDescription(response, '手机号或密码错误');
  });

  it('keeps the host-code prefixes working', async () => {
    const response = await requestToken(
      t.app,
      passwordGrant('WXGZH', await hostCode(t.app, 'WXGZH')),
    );
    expect(response.statusCode).toBe(200);
  });
});
