import { SMS_LOGIN_PREFIX, TOKEN_PATH, type SmsScene } from '@hospital/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { basicAuth } from './auth.ts';

let phones = 0;

/** A phone no other test in the same file uses. */
export const testPhone = () => `139${String(++phones).padStart(8, '0')}`;

export const TEST_PASSWORD = 'kangfu2024';

/** Asks for an SMS code from `ip` (each test its own address keeps the per-address limits apart). */
export function requestSmsCode(
  app: FastifyInstance,
  phone: string,
  scene: SmsScene,
  ip = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: '/api/captcha/phone-captcha',
    query: { phone, scene },
    headers: { authorization: '' },
    remoteAddress: ip,
  });
}

/** The code the sandbox SMS gateway last "sent" to the phone, or null. */
export async function latestSmsCode(app: FastifyInstance, phone: string): Promise<string | null> {
  const response = await app.inject({ url: '/sandbox/sms/latest', query: { phone } });
  return response.statusCode === 200 ? response.json<{ code: string }>().code : null;
}

/** Sends a code and reads it from the sandbox inbox. */
export async function smsCode(
  app: FastifyInstance,
  phone: string,
  scene: SmsScene,
  ip?: string,
): Promise<string> {
  const response = await requestSmsCode(app, phone, scene, ip);
  if (response.statusCode !== 200) throw new Error(`SMS code refused: ${response.body}`);
  const code = await latestSmsCode(app, phone);
  if (!code) throw new Error('no SMS code in the sandbox inbox');
  return code;
}

export interface Account {
  userId: number;
  phone: string;
  password: string;
}

/** Registers through the real endpoints, as the app does. */
export async function registerAccount(
  app: FastifyInstance,
  values: { phone?: string; password?: string; name?: string } = {},
): Promise<Account> {
  const phone = values.phone ?? testPhone();
  const password = values.password ?? TEST_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { phone, password, smsCode: await smsCode(app, phone, 'register'), name: values.name },
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  return { userId: response.json<{ userId: number }>().userId, phone, password };
}

/** POST /oauth/token with an account's phone (or `sms:` + phone) and secret. */
export function accountToken(
  app: FastifyInstance,
  form: { username: string; password: string; captcha_id?: string; captcha?: string },
  ip = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: TOKEN_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basicAuth() },
    payload: new URLSearchParams({ grant_type: 'password', ...form }).toString(),
    remoteAddress: ip,
  });
}

export const smsUsername = (phone: string) => SMS_LOGIN_PREFIX + phone;

/** Signs an account in with its password; returns headers for `inject`. */
export async function signInAccount(
  app: FastifyInstance,
  account: Pick<Account, 'phone' | 'password'>,
): Promise<{ token: string; refreshToken: string; headers: { authorization: string } }> {
  const response = await accountToken(app, { username: account.phone, password: account.password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const body = response.json<{ access_token: string; refresh_token: string }>();
  return {
    token: body.access_token,
    refreshToken: body.refresh_token,
    headers: { authorization: `Bearer ${body.access_token}` },
  };
}
