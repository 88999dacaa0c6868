import {
  createCipheriv,
  createDecipheriv,
  createSign,
  createVerify,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

export const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

/** Every line ends with `\n`, the last one included; a GET has an empty body line. */
export const signedMessage = (...lines: string[]) => lines.map((line) => `${line}\n`).join('');

export function sha256WithRsa(message: string, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

export function verifySha256WithRsa(
  message: string,
  signature: string,
  publicKey: KeyObject,
): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(message, 'utf8')
      .verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

export interface RequestSignature {
  mchid: string;
  serial_no: string;
  nonce_str: string;
  timestamp: string;
  signature: string;
}

/** Seconds since the epoch, as every v3 signature carries it. */
export const unixTimestamp = (at: Date): string => Math.floor(at.getTime() / 1000).toString();

/** The Authorization header of a request to the v3 API. */
export function authorizationHeader(
  request: { method: string; pathWithQuery: string; body: string },
  merchant: { mchId: string; serial: string; privateKey: KeyObject },
  timestamp: string,
  nonce = randomBytes(16).toString('hex'),
): string {
  const message = signedMessage(
    request.method,
    request.pathWithQuery,
    timestamp,
    nonce,
    request.body,
  );
  const signature = sha256WithRsa(message, merchant.privateKey);
  return `${AUTH_SCHEME} mchid="${merchant.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serial}"`;
}

/** Reads `WECHATPAY2-SHA256-RSA2048 k="v",...`; undefined when malformed. */
export function parseAuthorization(header: string): RequestSignature | undefined {
  if (!header.startsWith(`${AUTH_SCHEME} `)) return undefined;
  const fields: Record<string, string> = {};
  for (const match of header.slice(AUTH_SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    fields[match[1] as string] = match[2] as string;
  }
  const { mchid, serial_no, nonce_str, timestamp, signature } = fields;
  if (!mchid || !serial_no || !nonce_str || !timestamp || !signature) return undefined;
  return { mchid, serial_no, nonce_str, timestamp, signature };
}

/** paySign of getBrandWCPayRequest: `appId\ntimeStamp\nnonceStr\npackage\n`. */
export function paySign(
  params: { appId: string; timeStamp: string; nonceStr: string; package: string },
  privateKey: KeyObject,
): string {
  return sha256WithRsa(
    signedMessage(params.appId, params.timeStamp, params.nonceStr, params.package),
    privateKey,
  );
}

/** Headers WeChat signs its answers and notifies with, over `timestamp\nnonce\nbody\n`. */
export type PlatformSignatureHeaders = {
  'wechatpay-timestamp': string;
  'wechatpay-nonce': string;
  'wechatpay-signature': string;
  'wechatpay-serial': string;
};

export function platformSignatureHeaders(
  body: string,
  platform: { serial: string; privateKey: KeyObject },
  timestamp: string,
): PlatformSignatureHeaders {
  const nonce = randomBytes(16).toString('hex');
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': sha256WithRsa(
      signedMessage(timestamp, nonce, body),
      platform.privateKey,
    ),
    'wechatpay-serial': platform.serial,
  };
}

/** Checks a platform signature over the raw body with the key named by the serial. */
export function verifyPlatformSignature(
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  platformKeys: ReadonlyMap<string, KeyObject>,
): boolean {
  const one = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const timestamp = one('wechatpay-timestamp');
  const nonce = one('wechatpay-nonce');
  const signature = one('wechatpay-signature');
  const serial = one('wechatpay-serial');
  if (!timestamp || !nonce || !signature || !serial) return false;
  const key = platformKeys.get(serial);
  if (!key) return false;
  return verifySha256WithRsa(signedMessage(timestamp, nonce, rawBody), signature, key);
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

const TAG_BYTES = 16;

/** AEAD_AES_256_GCM with the APIv3 key; the decoded ciphertext ends with the 16-byte tag. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error('unsupported algorithm');
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= TAG_BYTES) throw new Error('ciphertext too short');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
  );
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(data.subarray(0, data.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/** The sandbox's side of decryptResource. */
export function encryptResource(
  plaintext: string,
  apiV3Key: string,
  associatedData: string,
): EncryptedResource {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(nonce, 'utf8'),
  );
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: Buffer.concat([encrypted, cipher.getAuthTag()]).toString('base64'),
    associated_data: associatedData,
    nonce,
  };
}
