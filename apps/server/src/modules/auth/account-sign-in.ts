import { CAPTCHA_REQUIRED, PhoneSchema, SMS_LOGIN_PREFIX } from '@hospital/contract';
import type { Database } from '../../db/client.ts';
import { OAuthError } from '../../http/http-error.ts';
import type { KeyValueStore } from '../../stores/index.ts';
import { checkImageCaptcha, verifySmsCode } from '../captcha/index.ts';
import { findUserByPhone } from '../user/repo.ts';
import { verifyPassword } from './passwords.ts';

const FAILURE_WINDOW_SECONDS = 15 * 60;
const PHONE_FAILURES_BEFORE_CAPTCHA = 3;
const IP_FAILURES_BEFORE_CAPTCHA = 10;

export const signInFailureKeys = {
  phone: (phone: string) => `sign-in:failures:phone:${phone}`,
  ip: (ip: string) => `sign-in:failures:ip:${ip}`,
};

export interface AccountCredentials {
  phone: string;
  method: 'password' | 'sms';
}

export interface AccountSignIn {
  password: string;
  captchaId?: string | undefined;
  captcha?: string | undefined;
}

/** The phone and method of an account username, or null for a host-code username. */
export function accountCredentials(username: string): AccountCredentials | null {
  const sms = username.startsWith(SMS_LOGIN_PREFIX);
  const phone = sms ? username.slice(SMS_LOGIN_PREFIX.length) : username;
  if (!sms && !/^\d+$/.test(phone)) return null;
  if (!PhoneSchema.safeParse(phone).success)
    throw new OAuthError(400, 'invalid_request', '请输入正确的11位手机号');
  return { phone, method: sms ? 'sms' : 'password' };
}

const failures = async (store: KeyValueStore, key: string) => Number(await store.get(key));

/** After repeated failures for a phone or from an address, an image captcha must come along. */
async function requireCaptchaIfSuspicious(
  store: KeyValueStore,
  phone: string,
  ip: string,
  attempt: AccountSignIn,
): Promise<void> {
  const suspicious =
    (await failures(store, signInFailureKeys.phone(phone))) >= PHONE_FAILURES_BEFORE_CAPTCHA ||
    (await failures(store, signInFailureKeys.ip(ip))) >= IP_FAILURES_BEFORE_CAPTCHA;
  if (!suspicious) return;
  if (!attempt.captchaId || !attempt.captcha)
    throw new OAuthError(400, 'invalid_grant', '请输入图形验证码', CAPTCHA_REQUIRED);
  if (!(await checkImageCaptcha(store, attempt.captchaId, attempt.captcha)))
    throw new OAuthError(400, 'invalid_grant', '图形验证码错误，请重新输入', CAPTCHA_REQUIRED);
}

async function userOfCredentials(
  db: Database,
  store: KeyValueStore,
  { phone, method }: AccountCredentials,
  password: string,
): Promise<number | null> {
  if (method === 'sms') {
    if (!(await verifySmsCode(store, phone, 'login', password))) return null;
    return (await findUserByPhone(db, phone))?.id ?? null;
  }
  const user = await findUserByPhone(db, phone);
  // Checked even without an account, so timing does not tell whether the phone is registered.
  const matches = await verifyPassword(password, user?.passwordHash ?? null);
  return matches && user ? user.id : null;
}

/** The account signing in with phone + password or phone + SMS code; failures are counted. */
export async function signInWithAccount(
  deps: { db: Database; store: KeyValueStore },
  credentials: AccountCredentials,
  attempt: AccountSignIn,
  ip: string,
): Promise<number> {
  const { db, store } = deps;
  await requireCaptchaIfSuspicious(store, credentials.phone, ip, attempt);
  const userId = await userOfCredentials(db, store, credentials, attempt.password);
  if (userId === null) {
    await store.increment(signInFailureKeys.phone(credentials.phone), FAILURE_WINDOW_SECONDS);
    await store.increment(signInFailureKeys.ip(ip), FAILURE_WINDOW_SECONDS);
    const description =
      credentials.method === 'password' ? '手机号或密码错误' : '验证码错误或已过期';
    throw new OAuthError(400, 'invalid_grant', description);
  }
  await store.delete(signInFailureKeys.phone(credentials.phone));
  return userId;
}
