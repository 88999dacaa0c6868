import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes: a bearer token, refresh token or one-time code nobody can guess. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens and codes are stored only as this digest, so a leaked table signs nobody in. */
export const sha256 = (value: string) => hash('sha256', value, 'hex');

/** Compares digests in constant time, so response timing says nothing about a secret. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
