import {
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
} from 'node:crypto';

/**
 * Alipay's key tools export bare Base64 (PKCS#8 or PKCS#1 private keys, SPKI public keys)
 * as well as PEM; accept all of them.
 */
export function toPrivateKey(key: string | KeyObject): KeyObject {
  if (typeof key !== 'string') return key;
  if (key.includes('-----BEGIN')) return createPrivateKey(key);
  const der = Buffer.from(key.replace(/\s+/g, ''), 'base64');
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

export function toPublicKey(key: string | KeyObject): KeyObject {
  if (typeof key !== 'string') return key;
  if (key.includes('-----BEGIN')) return createPublicKey(key);
  return createPublicKey({
    key: Buffer.from(key.replace(/\s+/g, ''), 'base64'),
    format: 'der',
    type: 'spki',
  });
}

/** All params but `sign`, empty values dropped, sorted by name, `k=v` joined with `&`, unencoded. */
export function signingString(params: Record<string, string | undefined>): string {
  return Object.keys(params)
    .filter((name) => name !== 'sign' && params[name] !== undefined && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

/** SHA256withRSA, Base64. */
export function signRsa2(content: string, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

export function verifyRsa2(content: string, signature: string, publicKey: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(content, 'utf8')
      .verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}
