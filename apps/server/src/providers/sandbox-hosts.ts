import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { KeyValueStore } from '../stores/index.ts';

/** Ids the sandbox twins answer to; shaped like the real ones so nothing special-cases them. */
export const SANDBOX_WECHAT_APPID = 'wxsandbox0a000001';
export const SANDBOX_WECHAT_MINI_APPID = 'wxsandbox0m000001';
export const SANDBOX_ALIPAY_APPID = '9021000000000001';

/** The in-process fetch reads only path and query, so any origin does. */
export const SANDBOX_ORIGIN = 'http://sandbox.invalid';
export const SANDBOX_WECHAT_BASE = '/sandbox/wechat';
export const SANDBOX_ALIPAY_BASE = '/sandbox/alipay';

export interface RsaPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export interface SandboxAlipayKeys {
  /** Ours: the app signs requests with it, the twin verifies. */
  app: RsaPair;
  /** Alipay's: the twin signs answers and notifies, we verify. */
  alipay: RsaPair;
}

/** What the sandbox twins know: the credentials our clients present, and the stores of codes. */
export interface SandboxHosts {
  store: KeyValueStore;
  wechat: { appid: string; secret: string };
  mini: { appid: string; secret: string };
  alipay: { appId: string; app: RsaPair; alipay: RsaPair };
}

// RSA generation takes a noticeable moment; one set per process serves every app instance
// (each instance's clients only ever talk to its own in-process twin). Generated at first
// use, then replaced by the set the database keeps (providers/sandbox-keys.ts).
let current: SandboxAlipayKeys | undefined;

export function sandboxAlipayKeys(): SandboxAlipayKeys {
  current ??= {
    app: generateKeyPairSync('rsa', { modulusLength: 2048 }),
    alipay: generateKeyPairSync('rsa', { modulusLength: 2048 }),
  };
  return current;
}

export function useSandboxAlipayKeys(keys: SandboxAlipayKeys): void {
  current = keys;
}

export function createSandboxHosts(store: KeyValueStore): SandboxHosts {
  const keys = sandboxAlipayKeys();
  return {
    store,
    wechat: { appid: SANDBOX_WECHAT_APPID, secret: randomBytes(16).toString('hex') },
    mini: { appid: SANDBOX_WECHAT_MINI_APPID, secret: randomBytes(16).toString('hex') },
    alipay: { appId: SANDBOX_ALIPAY_APPID, ...keys },
  };
}
