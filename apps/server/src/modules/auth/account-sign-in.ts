import { CAPTCHA_REQUIRED, PhoneSchema, RULE_MESSAGES, SMS_LOGIN_PREFIX } from '@hospital/contract';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';
import { OAuthError } from '../../http/http-error.ts';
import type { AttemptLimiter, AttemptRule, KeyValueStore } from '../../stores/index.ts';
import { checkImageCaptcha, verifySmsCode } from '../captcha/index.ts';
import { findUserByPhone } from '../user/index.ts';
import { verifyPassword } from './passwords.ts';

const FAILURE_WINDOW_SECONDS = 15 * 60;

/** Past these, an image captcha must come along with the password or code. */
export const signInRules = {
  perPhone: { name: 'sign-in:phone', limit: 3, windowSeconds: FAILURE_WINDOW_SECONDS },
  perIp: { name: 'sign-in:ip', limit: 10, windowSeconds: FAILURE_WINDOW_SECONDS },
} satisfies Record<string, AttemptRule>;

export interface AccountSignInDeps {
  db: Database;
  clock: Clock;
  store: KeyValueStore;
  attempts: AttemptLimiter;
}

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
    throw new OAuthError(400, 'invalid_request', RULE_MESSAGES.phone);
  return { phone, method: sms ? 'sms' : 'password' };
}

async function requireCaptcha(store: KeyValueStore, attempt: AccountSignIn): Promise<void> {
  if (!attempt.captchaId || !attempt.captcha)
    throw new OAuthError(400, 'invalid_grant', RULE_MESSAGES.captchaRequired, CAPTCHA_REQUIRED);
  if (!(await checkImageCaptcha(store, attempt.captchaId, attempt.captcha)))
    throw new OAuthError(400, 'invalid_grant', RULE_MESSAGES.wrongCaptcha, CAPTCHA_REQUIRED);
}

async function userOfCredentials(
  { db, store, attempts }: AccountSignInDeps,
  { phone, method }: AccountCredentials,
  password: string,
): Promise<number | null> {
  if (method === 'sms') {
    if (!(await verifySmsCode({ store, attempts }, phone, 'login', password))) return null;
    return (await findUserByPhone(db, phone))?.id ?? null;
  }
  const user = await findUserByPhone(db, phone);
  // Checked even without an account, so timing does not tell whether the phone is registered.
  const matches = await verifyPassword(password, user?.passwordHash ?? null);
  return matches && user ? user.id : null;
}

/**
 * The account signing in with phone + password or phone + SMS code. Each try is counted
 * per phone and per address before anything is compared; past either limit a right image
 * captcha must come along. A success clears the phone's count and takes back its own
 * from the address, which many patients may share.
 */
export async function signInWithAccount(
  deps: AccountSignInDeps,
  credentials: AccountCredentials,
  attempt: AccountSignIn,
  ip: string,
): Promise<number> {
  const { phone } = credentials;
  const withinPhone = await deps.attempts.allow(signInRules.perPhone, phone);
  const withinIp = await deps.attempts.allow(signInRules.perIp, ip);
  if (!withinPhone || !withinIp) await requireCaptcha(deps.store, attempt);
  const userId = await userOfCredentials(deps, credentials, attempt.password);
  if (userId === null) {
    const description =
      credentials.method === 'password' ? RULE_MESSAGES.wrongPassword : RULE_MESSAGES.wrongSmsCode;
    throw new OAuthError(400, 'invalid_grant', description);
  }
  await deps.attempts.clear(signInRules.perPhone, phone);
  await deps.attempts.takeBack(signInRules.perIp, ip);
  return userId;
}
