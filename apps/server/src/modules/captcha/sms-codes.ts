import { randomInt } from 'node:crypto';
import type { SmsScene } from '@hospital/contract';
import { HttpError } from '../../http/http-error.ts';
import type { KeyValueStore } from '../../stores/index.ts';
import { digestsEqual, sha256 } from '../auth/secrets.ts';

export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_RESEND_SECONDS = 60;
const MAX_SENDS_PER_PHONE_PER_DAY = 10;
const MAX_SENDS_PER_IP_PER_HOUR = 30;
const MAX_ATTEMPTS_PER_CODE = 5;

export const smsKeys = {
  code: (phone: string, scene: SmsScene) => `sms:code:${scene}:${phone}`,
  attempts: (phone: string, scene: SmsScene) => `sms:attempts:${scene}:${phone}`,
  resend: (phone: string, scene: SmsScene) => `sms:resend:${scene}:${phone}`,
  daily: (phone: string) => `sms:daily:${phone}`,
  hourlyIp: (ip: string) => `sms:ip:${ip}`,
};

const tooMany = (message: string) => new HttpError(429, message, 'RATE_LIMITED');

/**
 * Counts one send against every limit, or answers 429. The counters are atomic in the
 * store, so concurrent requests and several server instances cannot slip past them.
 */
export async function reserveSmsSend(
  store: KeyValueStore,
  phone: string,
  scene: SmsScene,
  ip: string,
): Promise<void> {
  if ((await store.increment(smsKeys.resend(phone, scene), SMS_RESEND_SECONDS)) > 1)
    throw tooMany(`验证码已发送，请${SMS_RESEND_SECONDS}秒后再试`);
  if ((await store.increment(smsKeys.hourlyIp(ip), 3600)) > MAX_SENDS_PER_IP_PER_HOUR)
    throw tooMany('请求过于频繁，请稍后再试');
  if ((await store.increment(smsKeys.daily(phone), 24 * 3600)) > MAX_SENDS_PER_PHONE_PER_DAY)
    throw tooMany('该手机号今日获取验证码次数已达上限，请明天再试');
}

/** A new 6-digit code for phone and scene; it replaces any earlier one. Only its digest is kept. */
export async function newSmsCode(
  store: KeyValueStore,
  phone: string,
  scene: SmsScene,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await store.delete(smsKeys.attempts(phone, scene));
  await store.set(smsKeys.code(phone, scene), sha256(code), SMS_CODE_TTL_SECONDS);
  return code;
}

export async function discardSmsCode(store: KeyValueStore, phone: string, scene: SmsScene) {
  await store.delete(smsKeys.code(phone, scene));
  await store.delete(smsKeys.resend(phone, scene));
}

/**
 * True once for the right code: it is spent on success, and after too many wrong tries it
 * is thrown away, so six digits cannot be guessed.
 */
export async function verifySmsCode(
  store: KeyValueStore,
  phone: string,
  scene: SmsScene,
  code: string,
): Promise<boolean> {
  const key = smsKeys.code(phone, scene);
  const expected = await store.get(key);
  if (expected === null) return false;
  const attempts = await store.increment(smsKeys.attempts(phone, scene), SMS_CODE_TTL_SECONDS);
  if (attempts > MAX_ATTEMPTS_PER_CODE) {
    await store.delete(key);
    return false;
  }
  if (!digestsEqual(sha256(code), expected)) return false;
  // Whoever takes it first wins; a concurrent second use of the same code fails.
  return (await store.take(key)) === expected;
}
