import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

interface RsaPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** The merchant the sandbox WeChat Pay twin knows, and the keys both sides hold. */
export interface SandboxWechatPay {
  mchId: string;
  /** Our merchant certificate: we sign with the private key, the twin verifies. */
  merchantSerial: string;
  merchant: RsaPair;
  /** The platform key: the twin signs answers and notifies, we verify. */
  platformSerial: string;
  platform: RsaPair;
  /** 32 characters, as the merchant platform issues it. */
  apiV3Key: string;
}

export const SANDBOX_WECHAT_PAY_MCHID = '1900000109';

// RSA generation is slow; one set per process serves every app instance.
let current: SandboxWechatPay | undefined;

/**
 * Generated at first use (a sandbox never ships keys), then replaced by the set the
 * database keeps (providers/sandbox-keys.ts), so a restart signs and verifies as before.
 */
export function sandboxWechatPay(): SandboxWechatPay {
  current ??= {
    mchId: SANDBOX_WECHAT_PAY_MCHID,
    merchantSerial: randomBytes(20).toString('hex').toUpperCase(),
    merchant: generateKeyPairSync('rsa', { modulusLength: 2048 }),
    platformSerial: `PUB_KEY_ID_${randomBytes(16).toString('hex').toUpperCase()}`,
    platform: generateKeyPairSync('rsa', { modulusLength: 2048 }),
    apiV3Key: randomBytes(16).toString('hex'),
  };
  return current;
}

export function useSandboxWechatPay(twin: SandboxWechatPay): void {
  current = twin;
}
