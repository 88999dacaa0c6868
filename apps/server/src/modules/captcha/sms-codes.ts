import { randomInt } from 'node:crypto';
import type { SmsScene } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { HttpError } from '../../http/http-error.ts';
import type { AttemptLimiter, AttemptRule } from '../../stores/index.ts';
import { digestsEqual, sha256 } from '../auth/index.ts';

export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_RESEND_SECONDS = 60;

export type SmsCodeDeps = Pick<ServerDeps, 'store' | 'attempts'>;

export const smsKeys = {
  code: (phone: string, scene: SmsScene) => `sms:code:${scene}:${phone}`,
};

/** The subject of the limits that hold per phone and scene. */
export const smsSubject = (phone: string, scene: SmsScene) => `${scene}:${phone}`;

export const smsSendRules = {
  resend: { name: 'sms:resend', limit: 1, windowSeconds: SMS_RESEND_SECONDS },
  perIpPerHour: { name: 'sms:ip', limit: 30, windowSeconds: 3600 },
  perPhonePerDay: { name: 'sms:daily', limit: 10, windowSeconds: 24 * 3600 },
} satisfies Record<string, AttemptRule>;

/** Five tries at one code: six digits cannot be guessed. */
const CODE_GUESSES: AttemptRule = {
  name: 'sms:guesses',
  limit: 5,
  windowSeconds: SMS_CODE_TTL_SECONDS,
};

const tooMany = (message: string) => new HttpError(429, message, 'RATE_LIMITED');

/**
 * Counts one send against every limit, or answers 429. The counters are atomic and shared,
 * so concurrent requests and several server instances cannot slip past them.
 */
export async function reserveSmsSend(
  attempts: AttemptLimiter,
  phone: string,
  scene: SmsScene,
  ip: string,
): Promise<void> {
  if (!(await attempts.allow(smsSendRules.resend, smsSubject(phone, scene))))
    throw tooMany(`验证码已发送，请${SMS_RESEND_SECONDS}秒后再试`);
  if (!(await attempts.allow(smsSendRules.perIpPerHour, ip)))
    throw tooMany('请求过于频繁，请稍后再试');
  if (!(await attempts.allow(smsSendRules.perPhonePerDay, phone)))
    throw tooMany('该手机号今日获取验证码次数已达上限，请明天再试');
}

/** A new 6-digit code for phone and scene; it replaces any earlier one. Only its digest is kept. */
export async function newSmsCode(
  { store, attempts }: SmsCodeDeps,
  phone: string,
  scene: SmsScene,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await attempts.clear(CODE_GUESSES, smsSubject(phone, scene));
  await store.set(smsKeys.code(phone, scene), sha256(code), SMS_CODE_TTL_SECONDS);
  return code;
}

/** A code the gateway could not send is gone, and the patient may ask again at once. */
export async function discardSmsCode(
  { store, attempts }: SmsCodeDeps,
  phone: string,
  scene: SmsScene,
): Promise<void> {
  await store.delete(smsKeys.code(phone, scene));
  await attempts.clear(smsSendRules.resend, smsSubject(phone, scene));
}

/**
 * True once for the right code: it is spent on success. Every try is counted before the
 * code is compared, and past the limit the code is thrown away.
 */
export async function verifySmsCode(
  { store, attempts }: SmsCodeDeps,
  phone: string,
  scene: SmsScene,
  code: string,
): Promise<boolean> {
  const key = smsKeys.code(phone, scene);
  if (!(await attempts.allow(CODE_GUESSES, smsSubject(phone, scene)))) {
    await store.delete(key);
    return false;
  }
  const expected = await store.get(key);
  if (expected === null || !digestsEqual(sha256(code), expected)) return false;
  // Whoever takes it first wins; a concurrent second use of the same code fails.
  return (await store.take(key)) === expected;
}
